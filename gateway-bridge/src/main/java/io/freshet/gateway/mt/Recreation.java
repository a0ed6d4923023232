package io.freshet.gateway.mt;


import io.freshet.analysis.quoting.SqlQuoting;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** Builds the DDL and the list of losses for re-creating a materialized table with a new freshness. */
final class Recreation {

    private static final Pattern FRESHNESS = Pattern.compile("(\\d+)\\s+(SECOND|MINUTE|HOUR|DAY)S?", Pattern.CASE_INSENSITIVE);

    private Recreation() {
    }

    static RecreatePlan plan(MaterializedTableInfo info, String newFreshness) {
        Matcher freshness = FRESHNESS.matcher(newFreshness.strip());
        if (!freshness.matches()) {
            throw new IllegalArgumentException("A freshness looks like '30 SECOND', '1 HOUR' or '1 DAY', not " + newFreshness);
        }
        StringBuilder ddl = new StringBuilder("CREATE MATERIALIZED TABLE ").append(info.name().sql());
        if (!info.primaryKeys().isEmpty()) {
            ddl.append(" (CONSTRAINT pk PRIMARY KEY (").append(identifiers(info.primaryKeys())).append(") NOT ENFORCED)");
        }
        if (!info.partitionKeys().isEmpty()) {
            ddl.append(" PARTITIONED BY (").append(identifiers(info.partitionKeys())).append(")");
        }
        if (!info.userOptions().isEmpty()) {
            ddl.append(" WITH (").append(info.userOptions().entrySet().stream()
                    .map(e -> SqlQuoting.literal(e.getKey()) + " = " + SqlQuoting.literal(e.getValue()))
                    .collect(Collectors.joining(", "))).append(")");
        }
        ddl.append(" FRESHNESS = INTERVAL '").append(freshness.group(1)).append("' ")
                .append(freshness.group(2).toUpperCase(Locale.ROOT));
        if (written(info.logicalRefreshMode())) {
            // a mode the definition names is part of it: without the clause Flink would derive one from the freshness
            ddl.append(" REFRESH_MODE = ").append(info.logicalRefreshMode().strip().toUpperCase(Locale.ROOT));
        }
        ddl.append(" AS ").append(info.definitionQuery());
        return new RecreatePlan(info, freshness.group(1) + " " + freshness.group(2).toUpperCase(Locale.ROOT),
                ddl.toString(), losses(info));
    }

    private static boolean written(String logicalRefreshMode) {
        return logicalRefreshMode != null && (logicalRefreshMode.strip().equalsIgnoreCase("FULL")
                || logicalRefreshMode.strip().equalsIgnoreCase("CONTINUOUS"));
    }

    private static List<String> losses(MaterializedTableInfo info) {
        List<String> losses = new ArrayList<>();
        losses.add("All rows of " + info.name() + " are deleted; the new table is filled again from its sources,"
                + " so rows whose source data is gone do not come back.");
        losses.add("The table's snapshot history (time travel, tags, consumers) starts over.");
        if (info.refreshMode() == RefreshMode.CONTINUOUS) {
            losses.add("The continuous refresh job " + (info.jobId() == null ? "" : info.jobId() + " ")
                    + "and its checkpoints and savepoints are discarded; the new refresh starts from scratch.");
        } else {
            losses.add("The refresh schedule " + (info.schedule() == null ? "" : info.schedule() + " ")
                    + "and its history are deleted; a new schedule starts with the new freshness.");
        }
        losses.add("The table is rebuilt from its stored query, keys and options: comments and any watermark"
                + " written in the original statement are not re-created.");
        if (info.state() == MaterializedTableState.SUSPENDED) {
            losses.add("The table is suspended now; the re-created table starts refreshing at once.");
        }
        return losses;
    }

    private static String identifiers(List<String> names) {
        return names.stream().map(SqlQuoting::identifier).collect(Collectors.joining(", "));
    }
}
