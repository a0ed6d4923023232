package io.freshet.analysis.planner;

import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.script.TextRange;
import io.freshet.analysis.script.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.apache.calcite.sql.SqlNode;
import org.apache.flink.configuration.CheckpointingOptions;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.flink.sql.parser.ddl.SqlCreateMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlTableOption;
import org.apache.flink.table.api.ExplainDetail;
import org.apache.flink.table.api.TableEnvironment;
import org.apache.flink.table.catalog.CatalogMaterializedTable;
import org.apache.flink.table.catalog.ResolvedCatalogMaterializedTable;
import org.apache.flink.table.utils.IntervalFreshnessUtils;

/**
 * Checks of a CREATE MATERIALIZED TABLE that Flink's conversion accepts but that fail later on Paimon
 * or in the scheduler, and the INFO with the refresh mode Flink derived.
 */
final class MaterializedTableChecks {

    private static final Pattern UPDATING = Pattern.compile("changelogMode=\\[[^]]*(UB|UA|D)[^]]*]");

    private MaterializedTableChecks() {
    }

    static List<Diagnostic> check(Statement statement, SqlCreateMaterializedTable node,
                                  ResolvedCatalogMaterializedTable mt, TableEnvironment env, Duration threshold) {
        List<Diagnostic> out = new ArrayList<>();
        boolean continuous = mt.getRefreshMode() == CatalogMaterializedTable.RefreshMode.CONTINUOUS;
        out.add(refreshModeInfo(statement, node, mt, threshold,
                env.getConfig().getConfiguration().getOptional(CheckpointingOptions.CHECKPOINTING_INTERVAL)));
        if (continuous && mt.getResolvedSchema().getPrimaryKey().isEmpty() && producesUpdates(env, mt)) {
            out.add(Diagnostic.of(Severity.WARNING,
                    "The query produces updates but the table has no primary key: Paimon creates an append-only"
                            + " table and the CONTINUOUS job will fail on every restart",
                    range(statement, node.getTableName().getParserPosition()),
                    "Declare a primary key on the grouping/join key, e.g. (PRIMARY KEY (k) NOT ENFORCED),"
                            + " and make its columns NOT NULL in the query with COALESCE(k, ...)."));
        }
        for (SqlNode property : node.getPropertyList()) {
            if (property instanceof SqlTableOption option) {
                dateFormatter(statement, option, continuous, out);
            }
        }
        return out;
    }

    private static Diagnostic refreshModeInfo(Statement statement, SqlCreateMaterializedTable node,
                                              ResolvedCatalogMaterializedTable mt, Duration threshold,
                                              Optional<Duration> sessionCheckpoints) {
        String freshness = mt.getDefinitionFreshness().getInterval() + " "
                + mt.getDefinitionFreshness().getTimeUnit().name();
        boolean continuous = mt.getRefreshMode() == CatalogMaterializedTable.RefreshMode.CONTINUOUS;
        String why = mt.getLogicalRefreshMode() != CatalogMaterializedTable.LogicalRefreshMode.AUTOMATIC
                ? "REFRESH_MODE is set explicitly"
                : "freshness " + freshness + (continuous ? " is below" : " is not below")
                        + " the threshold of " + human(threshold);
        // the gateway keeps a checkpoint interval the session set, and uses the freshness only without one
        String what = continuous
                ? "a streaming job checkpointing every " + sessionCheckpoints.map(d -> human(d)
                        + " (the session's execution.checkpointing.interval)").orElse(freshness)
                : "a batch refresh scheduled by cron '"
                        + IntervalFreshnessUtils.convertFreshnessToCron(mt.getDefinitionFreshness()) + "'";
        return Diagnostic.of(Severity.INFO, "Refresh mode " + mt.getRefreshMode() + " (" + why + "): " + what,
                range(statement, node.getFreshness().getParserPosition()), null);
    }

    /** Flink itself rejects a formatter on a missing or non-string column; mode is left to us. */
    private static void dateFormatter(Statement statement, SqlTableOption option, boolean continuous,
                                      List<Diagnostic> out) {
        if (continuous && MaterializedTableOptions.isDateFormatterKey(option.getKeyString())) {
            out.add(Diagnostic.of(Severity.WARNING,
                    "date-formatter only applies in FULL refresh mode; this table refreshes CONTINUOUSLY",
                    range(statement, option.getKey().getParserPosition()),
                    "Remove the option, or use a freshness at or above the threshold (or REFRESH_MODE = FULL)."));
        }
    }

    private static boolean producesUpdates(TableEnvironment env, ResolvedCatalogMaterializedTable mt) {
        String plan = env.explainSql(mt.getDefinitionQuery(), ExplainDetail.CHANGELOG_MODE);
        int start = plan.indexOf("== Optimized Physical Plan ==");
        if (start < 0) {
            return false;
        }
        String root = plan.substring(start).lines().skip(1).findFirst().orElse("");
        return UPDATING.matcher(root).find();
    }

    private static TextRange range(Statement statement, SqlParserPos pos) {
        return statement.toScript(pos.getLineNum(), pos.getColumnNum(), pos.getEndLineNum(), pos.getEndColumnNum());
    }

    private static String human(Duration threshold) {
        long minutes = threshold.toMinutes();
        return minutes * 60 == threshold.getSeconds() ? minutes + " min" : threshold.getSeconds() + " s";
    }
}
