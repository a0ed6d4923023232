package io.freshet.analysis.golden;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.diagnostic.Diagnostic;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Diagnostics of every {@code golden/diagnostics/*.sql} script, validated by the planner tier against
 * the suite's {@code _catalog.ddl} (or the case's own {@code <case>.catalog.sql}), against its expected JSON.
 */
@ExtendWith(CatalogFixture.class)
@GoldenSuite("diagnostics")
class DiagnosticsGoldenTest {

    private final ScriptAnalyzer analyzer = new ScriptAnalyzer();

    @TestFactory
    Stream<DynamicTest> diagnostics(CatalogSnapshot suiteCatalog) {
        List<Path> cases = GoldenFiles.cases("diagnostics");
        assertThat(cases).hasSizeGreaterThanOrEqualTo(40);
        return cases.stream().map(sql -> DynamicTest.dynamicTest(sql.getFileName().toString(),
                () -> check(sql, suiteCatalog)));
    }

    private void check(Path sql, CatalogSnapshot suiteCatalog) {
        String ownCatalog = GoldenFiles.catalogOf(sql);
        CatalogSnapshot catalog = ownCatalog == null ? suiteCatalog
                : analyzer.validate(ownCatalog, CatalogSnapshot.empty()).catalogAfter();
        List<Diagnostic> diagnostics = analyzer.validate(GoldenFiles.read(sql), catalog).diagnostics();
        String actual = GoldenFiles.render(Map.of("diagnostics", diagnostics));
        Path expected = GoldenFiles.expectedFile(sql);
        if (GoldenFiles.updating()) {
            GoldenFiles.write(expected, actual);
            return;
        }
        assertThat(expected).as("expected file of " + sql + " (regenerate with -Dgolden.update=true)").exists();
        assertThat(actual).as(sql.toString()).isEqualTo(GoldenFiles.read(expected));
    }
}
