package io.freshet.gateway.flink;

import io.freshet.gateway.mt.TableName;

import java.util.ArrayList;
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
    private static final Pattern PART = Pattern.compile("`((?:[^`]|``)*)`");

    /** Empty when the name is not a refresh job's, or its identifier cannot be read. */
    public static Optional<RefreshJobName> parse(String jobName) {
        Matcher matcher = NAME.matcher(jobName == null ? "" : jobName);
        if (!matcher.matches()) {
            return Optional.empty();
        }
        List<String> parts = parts(matcher.group(1));
        if (parts.size() != 3) {
            return Optional.empty();
        }
        Kind kind = Kind.valueOf(matcher.group(2).toUpperCase(java.util.Locale.ROOT));
        return Optional.of(new RefreshJobName(new TableName(parts), kind));
    }

    /** The backtick-quoted parts joined by dots; an empty list when the text is anything else. */
    private static List<String> parts(String identifier) {
        List<String> parts = new ArrayList<>();
        Matcher part = PART.matcher(identifier);
        int at = 0;
        while (part.find() && part.start() == at) {
            parts.add(part.group(1).replace("``", "`"));
            at = part.end();
            if (at < identifier.length()) {
                if (identifier.charAt(at) != '.') {
                    return List.of();
                }
                at++;
            }
        }
        return at == identifier.length() ? parts : List.of();
    }
}
