package io.freshet.analysis.planner;

import java.util.Locale;

/** Fix hints and anchor keywords for planner errors whose own text does not say how to fix them. */
final class KnownErrors {

    private KnownErrors() {
    }

    /** A hint for the message, or null to use the planner's detail lines. */
    static String hint(String message) {
        if (message.startsWith("Could not create a PRIMARY KEY with nullable column")) {
            return "Make the column NOT NULL in the query, e.g. COALESCE(col, 0) AS col.";
        }
        if (message.startsWith("In full refresh mode, only freshness")) {
            return "Use a freshness the scheduler accepts: SECOND or MINUTE values that divide 60, HOUR values"
                    + " that divide 24, or INTERVAL '1' DAY.";
        }
        if (message.contains("doesn't support consuming update changes")) {
            return "The query produces updates (a non-windowed aggregate, join or Top-N) and this sink only appends."
                    + " Write to a table that accepts updates (upsert-kafka, jdbc or Paimon with a primary key),"
                    + " or make the query append-only (a window aggregate).";
        }
        if (message.startsWith("Property group.id is required")) {
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
        if (lower.startsWith("temporal table join") || lower.contains("lookup")) {
            return "SYSTEM_TIME";
        }
        return null;
    }
}
