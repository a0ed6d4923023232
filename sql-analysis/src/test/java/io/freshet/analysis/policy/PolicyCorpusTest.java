package io.freshet.analysis.policy;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.golden.GoldenFiles;
import io.freshet.analysis.script.Statement;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The statement gate on corpora under {@code golden/policy}: {@code <name>-<role>.sql} files whose every
 * statement is preceded by {@code -- expect: RULE} (it must be refused under that rule, on one of its lines)
 * or {@code -- expect: allowed}; all refusals are also compared with {@code <name>-<role>.expected.json}
 * (regenerate with {@code -Dgolden.update=true}). Then every sample-project and golden statement must pass.
 */
class PolicyCorpusTest {

    static final URI WAREHOUSE = URI.create("file:///home/freshet/.freshet/flink/warehouse");
    private static final Pattern EXPECT = Pattern.compile("--\\s*expect:\\s*([A-Za-z_]+)");

    /**
     * Options the conformance and diagnostics cases misspell or mis-value on purpose: the allow-list refuses them
     * too (not listed, or a format that is not one of the listed ones).
     */
    private static final List<String> DELIBERATELY_WRONG = List.of("'scan.startup.mod' is not", "'retention' is not",
            "'csv.delimiter' is not", "'sink.partitoner' is not", "'bukket' is not", "not 'jsn'", "not 'parket'",
            "'scan.startup.mode' is not on the allow-list for connector 'upsert-kafka'");

    private final PolicyChecker checker = new PolicyChecker(StatementPolicy.defaults(), WAREHOUSE);

    /** A refusal as stored in the expected files. */
    record Entry(int line, int column, int endLine, int endColumn, String rule, String message) {
        static Entry of(Refusal r) {
            return new Entry(r.range().startLine(), r.range().startColumn(), r.range().endLine(),
                    r.range().endColumn(), r.rule().name(), r.message());
        }
    }

    @TestFactory
    Stream<DynamicTest> corpora() {
        List<Path> cases = GoldenFiles.cases("policy");
        assertThat(cases).extracting(p -> p.getFileName().toString())
                .contains("hostile-developer.sql", "ordinary-developer.sql", "mixed-viewer.sql");
        return cases.stream().map(sql -> DynamicTest.dynamicTest(sql.getFileName().toString(), () -> check(sql)));
    }

    private void check(Path sql) {
        String name = sql.getFileName().toString();
        PolicyRole role = PolicyRole.valueOf(name.substring(name.lastIndexOf('-') + 1, name.length() - 4)
                .toUpperCase(Locale.ROOT));
        String text = GoldenFiles.read(sql);
        List<Refusal> refusals = checker.check(text, role);
        assertExpectations(name, text, refusals);
        String actual = GoldenFiles.render(Map.of("refusals", refusals.stream().map(Entry::of).toList()));
        Path expected = GoldenFiles.expectedFile(sql);
        if (GoldenFiles.updating()) {
            GoldenFiles.write(expected, actual);
            return;
        }
        assertThat(expected).as("expected file of " + sql + " (regenerate with -Dgolden.update=true)").exists();
        assertThat(actual).as(sql.toString()).isEqualTo(GoldenFiles.read(expected));
    }

    private static void assertExpectations(String name, String text, List<Refusal> refusals) {
        SqlScript script = SqlScript.of(text);
        int previousEnd = 0;
        int refused = 0;
        int allowed = 0;
        for (Statement statement : script.statements()) {
            Matcher m = EXPECT.matcher(text.substring(previousEnd, statement.startOffset()));
            previousEnd = statement.endOffset();
            String where = name + ":" + statement.range().startLine();
            String expected = null;
            while (m.find()) {
                expected = m.group(1);
            }
            assertThat(expected).as(where + " has no '-- expect:' comment").isNotNull();
            List<Refusal> mine = refusals.stream()
                    .filter(r -> r.range().startLine() >= statement.range().startLine()
                            && r.range().startLine() <= statement.range().endLine())
                    .toList();
            if (expected.equals("allowed")) {
                assertThat(mine).as(where + " must be allowed").isEmpty();
                allowed++;
            } else {
                assertThat(mine).as(where + " must be refused under " + expected)
                        .extracting(r -> r.rule().name()).contains(expected);
                refused++;
            }
        }
        if (name.startsWith("hostile")) {
            // issue 20's 125 hostile cases and at least 60 more of issue 32
            assertThat(refused).as("hostile cases").isGreaterThanOrEqualTo(185);
        }
        if (name.startsWith("ordinary")) {
            // issue 20's 75 ordinary cases and at least 30 more of issue 32
            assertThat(allowed).as("ordinary cases").isGreaterThanOrEqualTo(105);
        }
    }

    @Test
    void everySampleProjectStatementIsAllowed() throws IOException {
        // project folders only: ecommerce-postgres/shop.sql beside them is the shop's PostgreSQL, not Flink SQL
        List<Path> scripts = sqlFiles(Path.of("..", "sample-projects")).stream()
                .filter(p -> Files.exists(p.getParent().resolve("freshet-project.json"))).toList();
        assertThat(scripts).hasSizeGreaterThanOrEqualTo(5);
        for (Path script : scripts) {
            assertThat(checker.check(GoldenFiles.read(script), PolicyRole.DEVELOPER)).as(script.toString()).isEmpty();
        }
    }

    /**
     * The golden cases' statements: only their deliberate syntax errors and the lineage suite's CREATE CATALOG
     * (catalogs are the admin's) are refused.
     */
    @Test
    void goldenCaseStatementsAreAllowed() throws IOException {
        List<Path> scripts = new ArrayList<>(sqlFiles(Path.of("src", "test", "resources", "golden", "diagnostics")));
        scripts.addAll(sqlFiles(Path.of("src", "test", "resources", "golden", "lineage")));
        scripts.addAll(sqlFiles(Path.of("src", "test", "resources", "conformance")));
        scripts.add(Path.of("src", "test", "resources", "golden", "diagnostics", "_catalog.ddl"));
        scripts.add(Path.of("src", "test", "resources", "golden", "lineage", "_catalog.ddl"));
        int statements = 0;
        List<String> unexpected = new ArrayList<>();
        // the execution-time corpus (issue 39) probes what Flink refuses only when it runs a statement, and so holds
        // statements the gate refuses first (functions by class, options off the list, DROP of a materialized table)
        scripts.removeIf(p -> p.getFileName().toString().startsWith("exec"));
        for (Path script : scripts) {
            String text = GoldenFiles.read(script);
            statements += SqlScript.of(text).statements().size();
            checker.check(text, PolicyRole.DEVELOPER).stream()
                    .filter(r -> r.rule() != PolicyRule.SYNTAX && r.rule() != PolicyRule.CATALOG)
                    .filter(r -> !(r.rule() == PolicyRule.OPTION && DELIBERATELY_WRONG.stream()
                            .anyMatch(r.message()::contains)))
                    .forEach(r -> unexpected.add(script.getFileName() + ":" + r.range().startLine() + " " + r.message()));
        }
        assertThat(unexpected).isEmpty();
        assertThat(statements).isGreaterThan(200);
    }

    private static List<Path> sqlFiles(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(p -> p.toString().endsWith(".sql")).sorted().toList();
        }
    }
}
