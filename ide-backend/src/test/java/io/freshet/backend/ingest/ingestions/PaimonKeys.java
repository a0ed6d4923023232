package io.freshet.backend.ingest.ingestions;

import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.apache.paimon.Snapshot;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.CatalogContext;
import org.apache.paimon.catalog.CatalogFactory;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.data.InternalRow;
import org.apache.paimon.options.Options;
import org.apache.paimon.reader.RecordReader;
import org.apache.paimon.table.FileStoreTable;
import org.apache.paimon.table.Table;
import org.apache.paimon.table.source.ReadBuilder;

/**
 * Reads one column of a Paimon table straight from the warehouse files (no Flink job), so a benchmark can poll
 * for a row every few milliseconds and a test without a main gateway can see what was written: what a reader sees
 * once the writer's commit is in the snapshot.
 */
public final class PaimonKeys implements AutoCloseable {

    private final Catalog catalog;

    public PaimonKeys(String warehouse) {
        catalog = CatalogFactory.createCatalog(CatalogContext.create(Options.fromMap(
                Map.of("warehouse", warehouse, "cache-enabled", "false"))));
    }

    /** The BIGINT column's values in the table's latest snapshot. */
    Set<Long> values(String database, String table, String column) {
        return new HashSet<>(read(database, table, column, row -> row.getLong(0)));
    }

    /** The character column's values in the table's latest snapshot, null where a row has none. */
    public List<String> texts(String database, String table, String column) {
        return read(database, table, column, row -> row.isNullAt(0) ? null : row.getString(0).toString());
    }

    private <T> List<T> read(String database, String table, String column, Function<InternalRow, T> value) {
        return read(database, table, column, value, Map.of());
    }

    private <T> List<T> read(String database, String table, String column, Function<InternalRow, T> value,
            Map<String, String> options) {
        try {
            Table t = catalog.getTable(Identifier.create(database, table)).copy(options);
            int index = t.rowType().getFieldNames().indexOf(column);
            if (index < 0) {
                throw new IllegalArgumentException(database + "." + table + " has no column " + column);
            }
            ReadBuilder read = t.newReadBuilder().withProjection(new int[] {index});
            List<T> values = new ArrayList<>();
            try (RecordReader<InternalRow> reader = read.newRead().createReader(read.newScan().plan())) {
                reader.forEachRemaining(row -> values.add(value.apply(row)));
            }
            return values;
        } catch (java.io.IOException e) {
            throw new UncheckedIOException(e);
        } catch (Catalog.TableNotExistException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The table's latest snapshot; null before its first commit or while the table does not exist. */
    Snapshot latest(String database, String table) {
        try {
            return ((FileStoreTable) catalog.getTable(Identifier.create(database, table))).snapshotManager()
                    .latestSnapshot();
        } catch (Catalog.TableNotExistException e) {
            return null;
        }
    }

    /**
     * When the first snapshot of the same commit as {@code snapshot} was written: a commit with Paimon's lookup
     * changelog producer writes its data, then a compaction, as two snapshots with one commit identifier.
     */
    long commitMillis(String database, String table, Snapshot snapshot) {
        try {
            var snapshots = ((FileStoreTable) catalog.getTable(Identifier.create(database, table))).snapshotManager();
            long millis = snapshot.timeMillis();
            for (long id = snapshot.id() - 1; id > 0 && snapshots.snapshotExists(id); id--) {
                Snapshot earlier = snapshots.snapshot(id);
                if (earlier.commitIdentifier() != snapshot.commitIdentifier()) {
                    break;
                }
                millis = earlier.timeMillis();
            }
            return millis;
        } catch (Catalog.TableNotExistException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The BIGINT column's values as of the snapshot {@code snapshotId}. */
    Set<Long> valuesAt(String database, String table, String column, long snapshotId) {
        return new HashSet<>(read(database, table, column, row -> row.getLong(0),
                Map.of("scan.snapshot-id", String.valueOf(snapshotId))));
    }

    /** Rows in the table's latest snapshot, 0 before its first commit (exact while every key is written once). */
    long recordCount(String database, String table) {
        try {
            Snapshot latest = ((FileStoreTable) catalog.getTable(Identifier.create(database, table)))
                    .snapshotManager().latestSnapshot();
            return latest == null ? 0 : latest.totalRecordCount();
        } catch (Catalog.TableNotExistException e) {
            return 0;
        }
    }

    @Override
    public void close() throws Exception {
        catalog.close();
    }
}
