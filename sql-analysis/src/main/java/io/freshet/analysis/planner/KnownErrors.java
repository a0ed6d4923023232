package io.freshet.analysis.planner;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Fix hints and anchor keywords for planner errors whose own text does not say how to fix them. */
final class KnownErrors {

    private static final Pattern METADATA_KEY = Pattern.compile("^Invalid metadata key '([^']*)' in column '([^']*)'"
            + " of table '(?:[^'.]*\\.)*([^']*)'\\. The DynamicTable(?:Source|Sink) class '[^']*' supports the"
            + " following metadata keys for (reading|writing):\\s*(.*)$", Pattern.DOTALL);
    private static final Pattern UPDATES = Pattern.compile(
            "^Table sink '([^']*)' doesn't support consuming update changes which is produced by node (\\w+)\\(");

    private KnownErrors() {
    }

    /** Flink's message said in one line where its own is long or names internal classes, or null to keep it. */
    static String rewrite(String full) {
        Matcher m = METADATA_KEY.matcher(full);
        if (m.find()) {
            String keys = String.join(", ", m.group(5).strip().lines().map(String::strip).toList());
            return "Invalid metadata key '" + m.group(1) + "' in column '" + m.group(2) + "' of table '" + m.group(3)
                    + "': its connector can " + ("reading".equals(m.group(4)) ? "read" : "write")
                    + (keys.isEmpty() ? " no metadata" : " only " + keys);
        }
        m = UPDATES.matcher(full);
        if (m.find()) {
            return "Table sink '" + m.group(1) + "' doesn't support consuming update changes, which " + m.group(2)
                    + " produces";
        }
        return null;
    }

    /** A hint for the message, or null to use the planner's detail lines. */
    static String hint(String message) {
        if (message.startsWith("Could not create a PRIMARY KEY with nullable column")) {
            return "Make the column NOT NULL in the query, e.g. COALESCE(col, 0) AS col.";
        }
        if (message.startsWith("In full refresh mode")) {
            return "Use a freshness the scheduler accepts: SECOND or MINUTE values that divide 60, HOUR values"
                    + " that divide 24, or INTERVAL '1' DAY.";
        }
        if (message.contains("doesn't support consuming update changes")) {
            return "The query produces updates (a non-windowed aggregate, join or Top-N) and this sink only appends."
                    + " Write to a table that accepts updates (upsert-kafka, jdbc or Paimon with a primary key),"
                    + " or make the query append-only (a window aggregate).";
        }
        if (message.contains("You should define a 'bucket-key' for bucketed append mode")) {
            return "A table without a primary key needs 'bucket-key' (the columns that spread its rows) when 'bucket'"
                    + " is set; or leave 'bucket' out ('-1', dynamic).";
        }
        if (message.startsWith("Invalid metadata key") && message.contains("can write")) {
            return "Declare a metadata column that is only read VIRTUAL (e.g. `offset` BIGINT METADATA VIRTUAL).";
        }
        if (message.contains("roperty group.id is required")) {
            return "A kafka source needs 'scan.startup.mode' (e.g. 'earliest-offset') or 'properties.group.id'.";
        }
        if (message.startsWith("Temporal Table Join requires primary key")) {
            return "Declare a PRIMARY KEY on the joined table, or join a table whose connector supports lookups"
                    + " (jdbc, Paimon) on processing time.";
        }
        return null;
    }

    /** The statement keyword to mark when the message names no object, or null. */
    static String keyword(String message) {
        String lower = message.toLowerCase(Locale.ROOT);
        if (lower.contains("freshness")) {
            return "FRESHNESS";
        }
        if (lower.contains("temporal table join") || lower.contains("temporal join") || lower.contains("lookup")) {
            return "SYSTEM_TIME";
        }
        return null;
    }
}
