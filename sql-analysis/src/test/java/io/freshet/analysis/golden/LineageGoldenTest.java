package io.freshet.analysis.golden;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

/** Column lineage of every {@code golden/lineage/*.sql} script, on both tiers, against its expected JSON. */
@ExtendWith(CatalogFixture.class)
@GoldenSuite("lineage")
class LineageGoldenTest {

    private final ScriptAnalyzer analyzer = new ScriptAnalyzer();

    @TestFactory
    Stream<DynamicTest> lineage(CatalogSnapshot suiteCatalog) {
        List<Path> cases = GoldenFiles.cases("lineage");
        assertThat(cases).isNotEmpty();
        return cases.stream().map(sql -> DynamicTest.dynamicTest(sql.getFileName().toString(),
                () -> check(sql, suiteCatalog)));
    }

    private void check(Path sql, CatalogSnapshot catalog) {
        ScriptAnalysis analysis = analyzer.validate(GoldenFiles.read(sql), catalog);
        assertThat(analysis.hasErrors()).as("lineage cases must be valid: " + analysis.diagnostics()).isFalse();
        String actual = GoldenFiles.render(Map.of("statements", analysis.lineage()));
        Path expected = GoldenFiles.expectedFile(sql);
        if (GoldenFiles.updating()) {
            GoldenFiles.write(expected, actual);
            return;
        }
        assertThat(expected).as("expected file of " + sql + " (regenerate with -Dgolden.update=true)").exists();
        assertThat(actual).as(sql.toString()).isEqualTo(GoldenFiles.read(expected));
        ScriptAnalysis interactive = analyzer.check(GoldenFiles.read(sql), catalog);
        assertThat(GoldenFiles.render(Map.of("statements", interactive.lineage())))
                .as("the interactive tier's lineage of " + sql).isEqualTo(actual);
    }
}
