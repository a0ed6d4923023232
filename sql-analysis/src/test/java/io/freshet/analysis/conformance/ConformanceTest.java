package io.freshet.analysis.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.golden.GoldenFiles;
import io.freshet.analysis.script.Statement;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Runs {@code conformance/corpus.sql} through this module (snapshot from {@code setup.sql}, validated with
 * the stub connector) and through Flink's own TableEnvironment (setup executed with real connectors),
 * statement by statement in the same order, and requires the same verdict for every statement.
 */
class ConformanceTest {

    private static final Path DIR = Path.of("src", "test", "resources", "conformance");

    @Test
    void moduleAndFlinkPlannerAgreeOnEveryStatement() {
        String setup = GoldenFiles.read(DIR.resolve("setup.sql"));
        String corpus = GoldenFiles.read(DIR.resolve("corpus.sql"));
        ScriptAnalyzer analyzer = new ScriptAnalyzer();

        ScriptAnalysis setupAnalysis = analyzer.validate(setup, CatalogSnapshot.empty());
        assertThat(setupAnalysis.diagnostics()).isEmpty();
        ScriptAnalysis ours = analyzer.validate(corpus, setupAnalysis.catalogAfter());
        ScriptAnalysis interactive = analyzer.check(corpus, setupAnalysis.catalogAfter());

        ReferencePlanner flink = new ReferencePlanner();
        setupAnalysis.script().statements().forEach(s -> assertThat(flink.verdict(s.text())).isNull());

        List<String> disagreements = new ArrayList<>();
        List<String> interactiveMisses = new ArrayList<>();
        List<String> interactiveFalseErrors = new ArrayList<>();
        StringBuilder report = new StringBuilder();
        int rejected = 0;
        for (Statement statement : ours.script().statements()) {
            String reference = flink.verdict(statement.text());
            List<Diagnostic> errors = errorsOf(ours, statement);
            rejected += reference == null ? 0 : 1;
            report.append(reference == null ? "VALID   " : "INVALID ").append(errors.isEmpty() ? "VALID   " : "INVALID ")
                    .append(statement.text().lines().findFirst().orElse("")).append('\n');
            List<Diagnostic> quick = errorsOf(interactive, statement);
            if (reference != null && quick.isEmpty()) {
                interactiveMisses.add(firstLine(statement));
            } else if (reference == null && !quick.isEmpty()) {
                interactiveFalseErrors.add("line " + statement.range().startLine() + ": " + statement.text()
                        + "\n  interactive tier: " + quick.get(0).message());
            }
            if ((reference == null) != errors.isEmpty()) {
                disagreements.add("line " + statement.range().startLine() + ": " + statement.text()
                        + "\n  flink: " + (reference == null ? "accepted" : reference)
                        + "\n  module: " + (errors.isEmpty() ? "accepted" : errors.get(0).message()));
            }
        }
        int total = ours.script().statements().size();
        report.insert(0, "flink   module  statement (" + total + " statements, " + rejected + " rejected by Flink)\n");
        GoldenFiles.write(Path.of("target", "conformance-report.txt"), report.toString());
        assertThat(total).isGreaterThanOrEqualTo(100);
        assertThat(rejected).as("invalid statements in the corpus").isGreaterThanOrEqualTo(30);
        assertThat(total - rejected).as("valid statements in the corpus").isGreaterThanOrEqualTo(30);
        assertThat(disagreements).as(String.join("\n", disagreements)).isEmpty();
        // the interactive tier may only miss what Flink's optimiser alone finds, and never reject valid SQL
        assertThat(interactiveFalseErrors).as(String.join("\n", interactiveFalseErrors)).isEmpty();
        assertThat(interactiveMisses).containsExactlyElementsOf(
                GoldenFiles.read(DIR.resolve("interactive-misses.txt")).lines()
                        .filter(l -> !l.startsWith("#") && !l.startsWith("connectors/")).toList());
    }

    private static String firstLine(Statement statement) {
        return statement.text().lines().findFirst().orElse("").strip();
    }

    private static List<Diagnostic> errorsOf(ScriptAnalysis analysis, Statement statement) {
        return analysis.diagnostics().stream()
                .filter(d -> d.severity() == Severity.ERROR)
                .filter(d -> statement.range().contains(d.range().startLine(), d.range().startColumn()))
                .toList();
    }
}
