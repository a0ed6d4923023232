package io.freshet.analysis.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.script.TextRange;
import java.time.Duration;
import java.util.List;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * Issue 39's freshness schedule and RESUME findings in both tiers: a FULL freshness Flink 2.0 cannot schedule is marked
 * on the freshness in Flink's words (0 in Freshet's, where Flink has only "/ by zero"), and a RESUME that only the
 * state of the table's job decides is a warning.
 */
class ExecutionFindingsTest {

    private static final String SOURCE = "CREATE TABLE src (id BIGINT NOT NULL) WITH ('connector' = 'datagen');\n";
    private static final String JOB = "3f1b0c3e9a7d4e2f8b6a5c4d3e2f1a0b";

    private final ScriptAnalyzer analyzer = new ScriptAnalyzer();

    private static List<BiFunction<String, CatalogSnapshot, ScriptAnalysis>> tiers(ScriptAnalyzer analyzer) {
        return List.of(analyzer::check, analyzer::validate);
    }

    private static String table(String freshness, String mode) {
        return "CREATE MATERIALIZED TABLE t FRESHNESS = " + freshness + mode + " AS SELECT id FROM src;\n";
    }

    /** The freshness literal's range on line 2. */
    private static TextRange freshnessOn2(String freshness) {
        int column = table(freshness, "").indexOf(freshness) + 1;
        return new TextRange(2, column, 2, column + freshness.length() - 1);
    }

    private static List<Diagnostic> of(ScriptAnalysis analysis, Severity severity) {
        return analysis.diagnostics().stream().filter(d -> d.severity() == severity).toList();
    }

    @Test
    void aFullFreshnessOfZeroIsSaidInWordsOnTheFreshnessInBothTiers() {
        for (String unit : List.of("SECOND", "MINUTE", "HOUR")) {
            String freshness = "INTERVAL '0' " + unit;
            for (var tier : tiers(analyzer)) {
                ScriptAnalysis analysis = tier.apply(SOURCE + table(freshness, " REFRESH_MODE = FULL"),
                        CatalogSnapshot.empty());
                Diagnostic error = of(analysis, Severity.ERROR).get(0);
                assertThat(of(analysis, Severity.ERROR)).hasSize(1);
                assertThat(error.message()).isEqualTo("In full refresh mode, freshness must be greater than 0: 0 "
                        + unit + " cannot be turned into a cron schedule.");
                assertThat(error.range()).isEqualTo(freshnessOn2(freshness));
                assertThat(error.hint()).contains("divide 60");
                assertThat(analysis.diagnostics()).noneMatch(d -> d.message().contains("by zero"));
            }
        }
    }

    @Test
    void zeroIsFullOnlyUnderAThresholdOfZeroElseItsCheckpointIntervalIsRefused() {
        String freshness = "INTERVAL '0' SECOND";
        for (var tier : tiers(new ScriptAnalyzer(Duration.ZERO))) {
            Diagnostic error = of(tier.apply(SOURCE + table(freshness, ""), CatalogSnapshot.empty()), Severity.ERROR)
                    .get(0);
            assertThat(error.message()).startsWith("In full refresh mode, freshness must be greater than 0");
            assertThat(error.range()).isEqualTo(freshnessOn2(freshness));
        }
        for (var tier : tiers(analyzer)) {
            Diagnostic error = of(tier.apply(SOURCE + table(freshness, ""), CatalogSnapshot.empty()), Severity.ERROR)
                    .get(0);
            assertThat(error.message()).contains("Checkpoint interval must be larger than or equal to 10 ms");
            assertThat(error.range()).isEqualTo(freshnessOn2(freshness));
        }
    }

    @Test
    void freshnessesACronCannotExpressAreFlinksWordsOnTheFreshness() {
        for (var tier : tiers(analyzer)) {
            Diagnostic minutes = of(tier.apply(SOURCE + table("INTERVAL '90' MINUTE", ""), CatalogSnapshot.empty()),
                    Severity.ERROR).get(0);
            assertThat(minutes.message())
                    .isEqualTo("In full refresh mode, freshness must be less than 60 when the time unit is MINUTE.");
            assertThat(minutes.range()).isEqualTo(freshnessOn2("INTERVAL '90' MINUTE"));
            Diagnostic days = of(tier.apply(SOURCE + table("INTERVAL '5' DAY", " REFRESH_MODE = FULL"),
                    CatalogSnapshot.empty()), Severity.ERROR).get(0);
            assertThat(days.message()).isEqualTo("In full refresh mode, freshness must be 1 when the time unit is DAY.");
            assertThat(days.range()).isEqualTo(freshnessOn2("INTERVAL '5' DAY"));
        }
    }

    @Test
    void zeroDaysAreScheduledDailyAsFlinkDoes() {
        for (var tier : tiers(analyzer)) {
            ScriptAnalysis analysis = tier.apply(SOURCE + table("INTERVAL '0' DAY", " REFRESH_MODE = FULL"),
                    CatalogSnapshot.empty());
            assertThat(of(analysis, Severity.ERROR)).isEmpty();
            assertThat(of(analysis, Severity.INFO)).extracting(Diagnostic::message)
                    .anyMatch(m -> m.startsWith("Refresh mode FULL") && m.contains("cron '0 0 0 * * ? *'"));
        }
    }

    @Test
    void resumeOfATableTheWarehouseSaysIsActivatedIsAWarningUnlessItIsFull() {
        CatalogSnapshot warehouse = analyzer.validate("""
                CREATE CATALOG lake WITH ('type' = 'paimon', 'warehouse' = 'file:///tmp/findings-lake');
                USE CATALOG lake;
                CREATE TABLE orders (id BIGINT NOT NULL, PRIMARY KEY (id) NOT ENFORCED);
                CREATE MATERIALIZED TABLE live (PRIMARY KEY (id) NOT ENFORCED)
                  WITH ('materialized-table.refresh-status' = 'ACTIVATED',
                    'materialized-table.refresh-handler-description' = '{ executionTarget=remote, jobId=%s }')
                  FRESHNESS = INTERVAL '30' SECOND AS SELECT id FROM orders;
                CREATE MATERIALIZED TABLE paused (PRIMARY KEY (id) NOT ENFORCED)
                  WITH ('materialized-table.refresh-status' = 'SUSPENDED')
                  FRESHNESS = INTERVAL '30' SECOND AS SELECT id FROM orders;
                CREATE MATERIALIZED TABLE daily (PRIMARY KEY (id) NOT ENFORCED)
                  WITH ('materialized-table.refresh-status' = 'ACTIVATED')
                  FRESHNESS = INTERVAL '1' DAY AS SELECT id FROM orders;
                """.formatted(JOB), CatalogSnapshot.empty()).catalogAfter();
        for (var tier : tiers(analyzer)) {
            ScriptAnalysis live = tier.apply("ALTER MATERIALIZED TABLE live RESUME;", warehouse);
            assertThat(of(live, Severity.ERROR)).isEmpty();
            Diagnostic warning = of(live, Severity.WARNING).get(0);
            assertThat(warning.message()).isEqualTo("Materialized table `lake`.`default`.`live` is ACTIVATED in the"
                    + " warehouse: Flink resumes it only if its continuous refresh job " + JOB + " has finished,"
                    + " failed or been cancelled, and refuses while that job runs (continuous refresh job has been"
                    + " resumed).");
            assertThat(warning.range()).isEqualTo(new TextRange(1, 26, 1, 29));
            assertThat(warning.hint()).contains("SUSPEND");
            assertThat(tier.apply("ALTER MATERIALIZED TABLE paused RESUME;", warehouse).diagnostics()).isEmpty();
            assertThat(of(tier.apply("ALTER MATERIALIZED TABLE daily RESUME;", warehouse), Severity.ERROR))
                    .singleElement().extracting(Diagnostic::message).asString()
                    .endsWith("refresh workflow has been resumed.");
            ScriptAnalysis twice = tier.apply("ALTER MATERIALIZED TABLE live RESUME;\n"
                    + "ALTER MATERIALIZED TABLE live RESUME;", warehouse);
            assertThat(of(twice, Severity.ERROR)).singleElement().satisfies(e -> {
                assertThat(e.message()).contains("continuous refresh job has been resumed");
                assertThat(e.range().startLine()).isEqualTo(2);
            });
        }
    }
}
