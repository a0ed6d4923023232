package io.freshet.gateway.flink;

import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.gateway.mt.TableName;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the name of a materialized table's refresh job says. Flink 2.0's gateway names them
 * {@code Materialized_table_<quoted identifier>_<kind>_refresh_job}, e.g.
 * {@code Materialized_table_`lakehouse`.`dws`.`gmv`_periodic_refresh_job}.
 */
public record RefreshJobName(TableName table, Kind kind) {

    /** Who started the refresh. */
    public enum Kind {
        /** The streaming job of a CONTINUOUS table. */
        CONTINUOUS,
        /** A FULL table's refresh started by the workflow scheduler on its schedule. */
        PERIODIC,
        /** A refresh someone asked for: ALTER ... REFRESH, with or without a partition (manual, backfill). */
        ONE_TIME
    }

    private static final Pattern NAME =
            Pattern.compile("Materialized_table_(.+)_(continuous|periodic|one_time)_refresh_job");

    /** Empty when the name is not a refresh job's, or its identifier cannot be read. */
    public static Optional<RefreshJobName> parse(String jobName) {
        Matcher matcher = NAME.matcher(jobName == null ? "" : jobName);
        if (!matcher.matches()) {
            return Optional.empty();
        }
        List<String> parts = SqlQuoting.parseQualified(matcher.group(1)).orElse(List.of());
        if (parts.size() != 3) {
            return Optional.empty();
        }
        Kind kind = Kind.valueOf(matcher.group(2).toUpperCase(java.util.Locale.ROOT));
        return Optional.of(new RefreshJobName(new TableName(parts), kind));
    }
}
