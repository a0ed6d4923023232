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
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs every script of {@code conformance/connectors.sql} through this module (both tiers, real connector
 * factories) and through a fresh plain TableEnvironment with the same real connectors, and requires the same
 * verdict for every statement, each ERROR on the line the script marks, and WARNINGs exactly on the marked lines.
 */
class ConnectorConformanceTest {

    private static final Path DIR = Path.of("src", "test", "resources", "conformance");
    private static final String MISS_PREFIX = "connectors/";

    @TempDir
    Path warehouses;

    @Test
    void moduleAndFlinkAgreeOnEveryConnectorScript() {
        List<CorpusScript> scripts = CorpusScript.parse(GoldenFiles.read(DIR.resolve("connectors.sql")));
        ScriptAnalyzer analyzer = new ScriptAnalyzer();
        List<String> problems = new ArrayList<>();
        List<String> misses = new ArrayList<>();
        int rejected = 0;
        for (CorpusScript corpusScript : scripts) {
            // a Paimon script's warehouse: a real one for Flink's Paimon catalog, a name for the module's stand-in
            CorpusScript script = corpusScript.withWarehouse(warehouses.resolve(corpusScript.name()).toUri().toString());
            ScriptAnalysis exact = analyzer.validate(script.text(), CatalogSnapshot.empty());
            ScriptAnalysis quick = analyzer.check(script.text(), CatalogSnapshot.empty());
            ReferencePlanner flink = new ReferencePlanner();
            for (Statement statement : exact.script().statements()) {
                String reference = flink.verdict(statement.text());
                rejected += reference == null ? 0 : 1;
                String where = script.name() + " line " + statement.range().startLine() + ": ";
                Set<Integer> marked = script.marked("error", statement);
                if ((reference != null) != !marked.isEmpty()) {
                    problems.add(where + "the corpus marks " + marked + " but Flink says "
                            + (reference == null ? "accepted" : reference));
                }
                List<Diagnostic> errors = of(exact, statement, Severity.ERROR);
                if ((reference == null) != errors.isEmpty()) {
                    problems.add(where + "flink: " + (reference == null ? "accepted" : reference) + "; exact tier: "
                            + (errors.isEmpty() ? "accepted" : errors.get(0).message()));
                } else if (!errors.isEmpty() && !marked.contains(errors.get(0).range().startLine())) {
                    problems.add(where + "exact tier's error is on line " + errors.get(0).range().startLine() + ", not "
                            + marked + ": " + errors.get(0).message());
                }
                List<Diagnostic> quickErrors = of(quick, statement, Severity.ERROR);
                if (reference == null && !quickErrors.isEmpty()) {
                    problems.add(where + "interactive tier rejects what Flink accepts: " + quickErrors.get(0).message());
                } else if (reference != null && quickErrors.isEmpty()) {
                    misses.add(MISS_PREFIX + script.name());
                } else if (!quickErrors.isEmpty() && !marked.contains(quickErrors.get(0).range().startLine())) {
                    problems.add(where + "interactive tier's error is on line " + quickErrors.get(0).range().startLine());
                }
                Set<Integer> warned = lines(of(exact, statement, Severity.WARNING));
                if (!warned.equals(script.marked("warning", statement))
                        || !warned.equals(lines(of(quick, statement, Severity.WARNING)))) {
                    problems.add(where + "warnings on lines " + warned + ", marked "
                            + script.marked("warning", statement) + ": " + of(exact, statement, Severity.WARNING));
                }
            }
        }
        assertThat(scripts).hasSizeGreaterThanOrEqualTo(60);
        assertThat(rejected).as("statements Flink rejects").isGreaterThanOrEqualTo(40);
        assertThat(problems).as(String.join("\n", problems)).isEmpty();
        assertThat(misses).as("interactive-tier misses (listed with a reason in interactive-misses.txt)")
                .containsExactlyElementsOf(GoldenFiles.read(DIR.resolve("interactive-misses.txt")).lines()
                        .filter(l -> l.startsWith(MISS_PREFIX)).toList());
    }

    private static List<Diagnostic> of(ScriptAnalysis analysis, Statement statement, Severity severity) {
        return analysis.diagnostics().stream().filter(d -> d.severity() == severity)
                .filter(d -> statement.range().contains(d.range().startLine(), d.range().startColumn())).toList();
    }

    private static Set<Integer> lines(List<Diagnostic> diagnostics) {
        Set<Integer> lines = new TreeSet<>();
        diagnostics.forEach(d -> lines.add(d.range().startLine()));
        return lines;
    }
}
