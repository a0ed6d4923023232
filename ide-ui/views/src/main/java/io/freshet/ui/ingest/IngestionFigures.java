package io.freshet.ui.ingest;

import io.freshet.ui.catalog.Sizes;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthLine;
import java.util.Locale;

/**
 * The Ingestions page's wording of rows per second, replication lag, slot size, commit-to-ODS delay, restarts and the
 * health model's state; "-" for what could not be read.
 */
final class IngestionFigures {

    private IngestionFigures() {
    }

    static String rows(IngestionMetrics m) {
        return m == null || m.rowsPerSecond() == null ? "-" : String.format(Locale.ROOT, "%.1f", m.rowsPerSecond());
    }

    /** The WAL the slots have not confirmed, summed: the most a restart would read again. */
    static String lag(IngestionMetrics m) {
        return m == null ? "-" : bytes(m.lagBytes().values());
    }

    /** The WAL the source keeps for the slots, summed: what the ingestion costs the source's disk. */
    static String slotSize(IngestionMetrics m) {
        return m == null ? "-" : bytes(m.slotBytes().values());
    }

    /** How old the latest change was when the sources emitted it. */
    static String lagSeconds(IngestionMetrics m) {
        return m == null || m.lagSeconds() == null ? "-" : String.format(Locale.ROOT, "%.1f s", m.lagSeconds());
    }

    /** The estimated commit-to-ODS delay of a change committed now: typical, then at worst. */
    static String odsLatency(IngestionMetrics m) {
        return m == null || m.odsLatency() == null ? "-" : String.format(Locale.ROOT, "%.1f s (up to %.1f s)",
                m.odsLatency().typicalSeconds(), m.odsLatency().worstSeconds());
    }

    private static String bytes(java.util.Collection<Long> values) {
        if (values.isEmpty()) {
            return "-";
        }
        return Sizes.bytes(values.stream().mapToLong(Long::longValue).sum());
    }

    /** A crash-looping job is RUNNING between its restarts: the count, with the latest cause, says it is not well. */
    static String restarts(IngestionMetrics m) {
        if (m == null || m.restarts() == null) {
            return "-";
        }
        return m.restarts() == 0 || m.lastFailure() == null ? String.valueOf(m.restarts())
                : m.restarts() + " (latest: " + m.lastFailure() + ")";
    }

    /** An ingestion's state in the health model; "-" before the model judged it. */
    static String health(HealthEntry entry) {
        return entry == null ? "-" : entry.state().name();
    }

    /** Since when and why, as every page words a state. */
    static String healthWords(HealthEntry entry) {
        return entry == null ? "Not judged by the health model yet"
                : HealthLine.words(entry.state(), entry.since(), entry.reason());
    }
}
