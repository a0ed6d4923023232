package io.freshet.ui.ingest;

import java.util.List;

/** Writes an ingestion's schema drift as the Ingestions page shows it: per table, each change and its DDL. */
final class DriftReport {

    private DriftReport() {
    }

    static String text(long id, List<TableDrift> drift) {
        if (drift.isEmpty()) {
            return "Ingestion " + id + ": every ODS table matches its source table.";
        }
        StringBuilder text = new StringBuilder("Ingestion " + id + ": " + drift.size() + " table(s) drifted.");
        for (TableDrift table : drift) {
            text.append("\n\n").append(table.table()).append(" -> ").append(table.target())
                    .append(table.needsResync() ? " (needs a resync)" : "");
            for (ColumnDrift c : table.changes()) {
                text.append("\n  ").append(c.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '))
                        .append(' ').append(c.column()).append(": ")
                        .append(c.needsResync() ? c.reason() : c.ddl() + ";");
            }
        }
        return text.toString();
    }
}
