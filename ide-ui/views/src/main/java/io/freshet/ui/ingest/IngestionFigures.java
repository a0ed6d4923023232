package io.freshet.ui.ingest;

import java.util.Locale;

/** The Ingestions page's wording of rows per second, replication lag and restarts; "-" for what could not be read. */
final class IngestionFigures {

    private static final String[] UNITS = {"B", "KiB", "MiB", "GiB", "TiB"};

    private IngestionFigures() {
    }

    static String rows(IngestionMetrics m) {
        return m == null || m.rowsPerSecond() == null ? "-" : String.format(Locale.ROOT, "%.1f", m.rowsPerSecond());
    }

    /** The WAL the slots have not confirmed, summed: the most a restart would read again. */
    static String lag(IngestionMetrics m) {
        if (m == null || m.lagBytes().isEmpty()) {
            return "-";
        }
        double bytes = m.lagBytes().values().stream().mapToLong(Long::longValue).sum();
        int unit = 0;
        while (bytes >= 1024 && unit < UNITS.length - 1) {
            bytes /= 1024;
            unit++;
        }
        return unit == 0 ? (long) bytes + " B" : String.format(Locale.ROOT, "%.1f %s", bytes, UNITS[unit]);
    }

    /** A crash-looping job is RUNNING between its restarts: the count, with the latest cause, says it is not well. */
    static String restarts(IngestionMetrics m) {
        if (m == null || m.restarts() == null) {
            return "-";
        }
        return m.restarts() == 0 || m.lastFailure() == null ? String.valueOf(m.restarts())
                : m.restarts() + " (latest: " + m.lastFailure() + ")";
    }
}
