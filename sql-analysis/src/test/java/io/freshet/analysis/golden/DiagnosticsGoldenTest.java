package io.freshet.analysis.golden;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.diagnostic.Diagnostic;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Diagnostics of every {@code golden/diagnostics/*.sql} script against its expected JSON. */
class DiagnosticsGoldenTest {

    private final ScriptAnalyzer analyzer = new ScriptAnalyzer();

    @TestFactory
    Stream<DynamicTest> diagnostics() {
        List<Path> cases = GoldenFiles.cases("diagnostics");
        assertThat(cases).isNotEmpty();
        return cases.stream().map(sql -> DynamicTest.dynamicTest(sql.getFileName().toString(), () -> check(sql)));
    }

    private void check(Path sql) {
        List<Diagnostic> diagnostics = analyzer.analyze(GoldenFiles.read(sql)).diagnostics();
        String actual = GoldenFiles.render(Map.of("diagnostics", diagnostics));
        Path expected = GoldenFiles.expectedFile(sql);
        if (GoldenFiles.updating()) {
            GoldenFiles.write(expected, actual);
            return;
        }
        assertThat(expected).as("expected file of " + sql + " (regenerate with -Dgolden.update=true)").exists();
        assertThat(actual).isEqualTo(GoldenFiles.read(expected));
    }
}
