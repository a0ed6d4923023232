package io.freshet.analysis.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The command line's output formats and exit codes, run in-process. */
class FreshetSqlTest {

    private static final String DIR = "src/test/resources/cli/";

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return FreshetSql.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void jsonListsEveryDiagnosticWithItsFileAndExitsOneOnErrors() throws Exception {
        int code = run("lint", "--format", "json", "--catalog", DIR + "catalog.sql", DIR + "dws_good.sql",
                DIR + "dws_bad.sql");
        assertThat(code).isEqualTo(1);
        JsonNode diagnostics = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8)).get("diagnostics");
        assertThat(diagnostics).hasSize(3);
        JsonNode unknownColumn = diagnostics.get(1);
        assertThat(unknownColumn.get("file").asText()).isEqualTo(DIR + "dws_bad.sql");
        assertThat(unknownColumn.get("severity").asText()).isEqualTo("ERROR");
        assertThat(unknownColumn.get("message").asText()).isEqualTo("Column 'nope' not found in any table");
        assertThat(unknownColumn.get("startLine").asInt()).isEqualTo(1);
        assertThat(unknownColumn.get("startColumn").asInt()).isEqualTo(30);
        assertThat(unknownColumn.get("endLine").asInt()).isEqualTo(1);
        assertThat(unknownColumn.get("endColumn").asInt()).isEqualTo(33);
        assertThat(diagnostics.get(0).get("severity").asText()).isEqualTo("INFO");
    }

    @Test
    void laterFilesSeeTablesOfEarlierFilesAndCleanScriptsExitZero() {
        int code = run("lint", "--catalog", DIR + "catalog.sql", DIR + "dws_good.sql");
        assertThat(code).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("0 error(s), 1 other diagnostic(s)");
    }

    @Test
    void textFormatPrintsFileLineColumn() {
        run("lint", "--catalog", DIR + "catalog.sql", DIR + "dws_good.sql", DIR + "dws_bad.sql");
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains(DIR + "dws_bad.sql:3:30: ERROR Unexpected end of statement")
                .contains("2 error(s), 1 other diagnostic(s)");
    }

    @Test
    void lineagePrintsTheTargetColumnsAndTheirSources() throws Exception {
        int code = run("lineage", "--catalog", DIR + "catalog.sql", DIR + "dws_good.sql");
        assertThat(code).isZero();
        JsonNode statement = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8)).get("statements").get(0);
        assertThat(statement.get("file").asText()).isEqualTo(DIR + "dws_good.sql");
        assertThat(statement.get("startLine").asInt()).isEqualTo(2);
        assertThat(statement.get("target").asText()).isEqualTo("lakehouse.dws.customer_revenue");
        JsonNode revenue = statement.get("columns").get(1);
        assertThat(revenue.get("name").asText()).isEqualTo("revenue");
        assertThat(revenue.get("sources").get(0).get("table").asText()).isEqualTo("lakehouse.ods.orders");
        assertThat(revenue.get("sources").get(0).get("column").asText()).isEqualTo("amount");
        assertThat(revenue.get("sources").get(0).get("kind").asText()).isEqualTo("AGGREGATE");
        assertThat(statement.get("indirect").get(0).get("column").asText()).isEqualTo("customer_id");
        assertThat(statement.get("indirect").get(0).get("dependency").asText()).isEqualTo("CONDITION");
        assertThat(statement.get("indirect").get(0).get("subtypes").get(0).asText()).isEqualTo("GROUP_BY");
        assertThat(statement.has("temporary")).as("only told when a temporary table takes part").isFalse();
    }

    @Test
    void aFullFreshnessOfZeroIsAnErrorOnTheFreshnessAndTheThresholdDecidesTheMode() throws Exception {
        int code = run("lint", "--format", "json", DIR + "exec_full_zero.sql");
        assertThat(code).isEqualTo(1);
        JsonNode diagnostics = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8)).get("diagnostics");
        JsonNode zero = diagnostics.get(0);
        assertThat(zero.get("severity").asText()).isEqualTo("ERROR");
        assertThat(zero.get("message").asText()).isEqualTo("In full refresh mode, freshness must be greater than 0:"
                + " 0 MINUTE cannot be turned into a cron schedule.");
        assertThat(zero.get("startLine").asInt()).isEqualTo(2);
        assertThat(zero.get("startColumn").asInt()).isEqualTo(50);
        assertThat(zero.get("endLine").asInt()).isEqualTo(2);
        assertThat(zero.get("endColumn").asInt()).isEqualTo(68);
        // under the default threshold of 30 minutes, 0 SECOND is CONTINUOUS: its checkpoint interval is refused
        assertThat(diagnostics.get(1).get("startLine").asInt()).isEqualTo(3);
        assertThat(diagnostics.get(1).get("message").asText()).contains("Checkpoint interval must be larger");
        assertThat(out.toString(StandardCharsets.UTF_8)).doesNotContain("by zero");
        out.reset();
        assertThat(run("lint", "--freshness-threshold", "0", DIR + "exec_full_zero.sql")).isEqualTo(1);
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains(DIR + "exec_full_zero.sql:3:49: ERROR In full refresh mode, freshness must be greater than 0:"
                        + " 0 SECOND cannot be turned into a cron schedule.")
                .contains("2 error(s)").doesNotContain("by zero");
    }

    @Test
    void lifecycleStatementsAreCheckedAgainstTheCatalogFilesTables() {
        int code = run("lint", "--catalog", DIR + "exec_warehouse.sql", DIR + "exec_lifecycle.sql");
        assertThat(code).isEqualTo(1);
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains(DIR + "exec_lifecycle.sql:2:26: WARNING Materialized table `lake`.`default`.`live` is"
                        + " ACTIVATED in the warehouse: Flink resumes it only if its continuous refresh job"
                        + " 3f1b0c3e9a7d4e2f8b6a5c4d3e2f1a0b has finished")
                .contains(DIR + "exec_lifecycle.sql:3:26: ERROR Table `lake`.`default`.`orders` is not a materialized"
                        + " table, does not support materialized table related operation.")
                .contains("1 error(s)");
        out.reset();
        // a warning alone does not fail the lint
        assertThat(run("lint", "--catalog", DIR + "exec_warehouse.sql", DIR + "exec_resume_only.sql")).isZero();
    }

    @Test
    void badUsageAndUnreadableFilesExitTwoWithoutAStackTrace() {
        assertThat(run("lint")).isEqualTo(2);
        assertThat(run("lint", "--format", "xml", "a.sql")).isEqualTo(2);
        assertThat(run("frobnicate", "a.sql")).isEqualTo(2);
        assertThat(run("lint", DIR + "missing.sql")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("cannot read").doesNotContain("\tat ");
    }

    @Test
    void policyPrintsRefusalsAsLintDoesAndExitsOne() throws Exception {
        int code = run("policy", "--format", "json", "--warehouse", "file:///home/freshet/.freshet/flink/warehouse",
                DIR + "policy_hostile.sql");
        assertThat(code).isEqualTo(1);
        JsonNode diagnostics = new ObjectMapper().readTree(out.toString(StandardCharsets.UTF_8)).get("diagnostics");
        assertThat(diagnostics).hasSize(2);
        JsonNode path = diagnostics.get(0);
        assertThat(path.get("file").asText()).isEqualTo(DIR + "policy_hostile.sql");
        assertThat(path.get("severity").asText()).isEqualTo("ERROR");
        assertThat(path.get("message").asText()).isEqualTo("Paths outside the lakehouse warehouse are not allowed "
                + "for DEVELOPER: file:///home/freshet/.freshet/initial-admin-password");
        assertThat(path.get("startLine").asInt()).isEqualTo(2);
        assertThat(path.get("startColumn").asInt()).isEqualTo(83);
        assertThat(path.get("rule").asText()).isEqualTo("PATH");
        assertThat(diagnostics.get(1).get("rule").asText()).isEqualTo("JAR");
        assertThat(diagnostics.get(1).get("startLine").asInt()).isEqualTo(4);
    }

    @Test
    void policyTakesARoleAPolicyFileAndPrintsText() {
        assertThat(run("policy", "--role", "viewer", DIR + "policy_hostile.sql")).isEqualTo(1);
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains(DIR + "policy_hostile.sql:2:1: ERROR Only read-only statements")
                .contains("[READ_ONLY]").contains("2 refusal(s) for VIEWER");
        out.reset();
        assertThat(run("policy", "--policy", DIR + "policy_tmp_root.json", DIR + "policy_hostile.sql")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("0 refusal(s) for DEVELOPER");
    }

    @Test
    void policyBadUsageExitsTwo() {
        assertThat(run("policy", "--role", "OWNER", DIR + "policy_hostile.sql")).isEqualTo(2);
        assertThat(run("policy", "--warehouse", "relative/dir", DIR + "policy_hostile.sql")).isEqualTo(2);
        assertThat(run("policy", "--policy", DIR + "dws_good.sql", DIR + "policy_hostile.sql")).isEqualTo(2);
        assertThat(run("policy", "--catalog", DIR + "catalog.sql", DIR + "policy_hostile.sql")).isEqualTo(2);
        assertThat(run("lint", "--role", "VIEWER", DIR + "dws_good.sql")).isEqualTo(2);
        assertThat(run("policy")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--role must be VIEWER, DEVELOPER or ADMIN")
                .contains("not valid JSON").contains("--catalog does not apply to policy").doesNotContain("\tat ");
    }
}
