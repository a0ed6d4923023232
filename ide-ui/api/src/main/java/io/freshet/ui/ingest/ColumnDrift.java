package io.freshet.ui.ingest;

/**
 * One column that differs between a source table and its ODS table.
 *
 * @param sourceType the Flink type the source column maps to now; null when the column was dropped
 * @param odsType    the type in the ODS table; null when the column was added
 * @param ddl        the Paimon statement that applies the change; null when only a resync can (see {@code reason})
 * @param reason     why the change needs a resync; null when {@code ddl} applies it
 */
public record ColumnDrift(DriftKind kind, String column, String sourceType, String odsType, String ddl,
                          String reason) {

    public boolean needsResync() {
        return ddl == null;
    }
}
