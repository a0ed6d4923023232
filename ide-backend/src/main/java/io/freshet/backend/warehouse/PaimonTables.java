package io.freshet.backend.warehouse;

import io.freshet.analysis.catalog.ColumnInfo;
import io.freshet.analysis.catalog.ColumnKind;
import io.freshet.analysis.catalog.MaterializedTableInfo;
import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.analysis.catalog.WatermarkInfo;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.paimon.Snapshot;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.partition.Partition;
import org.apache.paimon.table.FileStoreTable;
import org.apache.paimon.table.Table;
import org.apache.paimon.types.DataField;
import org.apache.paimon.view.View;

/**
 * Turns Paimon tables and views into sql-analysis records. Flink keeps what Paimon has no field for in
 * table options: materialized-table metadata ({@code materialized-table.*}), computed columns and
 * watermarks ({@code schema.*}, Flink's legacy descriptor format).
 */
public final class PaimonTables {

    private PaimonTables() {
    }

    public static TableInfo table(TableId id, Table table) {
        Map<String, String> options = table.options();
        List<ColumnInfo> columns = new ArrayList<>();
        for (DataField field : table.rowType().getFields()) {
            columns.add(new ColumnInfo(field.name(), field.type().asSQLString(), field.type().isNullable(),
                    ColumnKind.PHYSICAL, null, null, false, field.description()));
        }
        columns.addAll(computedColumns(options));
        boolean materialized = MaterializedTableOptions.isMaterializedTable(options);
        return new TableInfo(id, materialized ? TableKind.MATERIALIZED_TABLE : TableKind.TABLE, columns,
                table.primaryKeys(), table.partitionKeys(), watermarks(options), options,
                table.comment().orElse(null), null, materialized ? materialized(options) : null);
    }

    static TableInfo view(TableId id, View view) {
        List<ColumnInfo> columns = new ArrayList<>();
        for (DataField field : view.rowType().getFields()) {
            columns.add(new ColumnInfo(field.name(), field.type().asSQLString(), field.type().isNullable(),
                    ColumnKind.PHYSICAL, null, null, false, field.description()));
        }
        return new TableInfo(id, TableKind.VIEW, columns, List.of(), List.of(), List.of(), view.options(),
                view.comment().orElse(null), view.query(), null);
    }

    /** The names of the database's views; none where the warehouse keeps no views (a filesystem one). */
    public static List<String> viewNames(Catalog catalog, String database) throws Catalog.DatabaseNotExistException {
        try {
            return catalog.listViews(database);
        } catch (UnsupportedOperationException noViews) {
            return List.of();
        }
    }

    /** The commit time of the table's latest snapshot; empty for a table never written. */
    public static Optional<Instant> latestCommit(Table table) {
        return table.latestSnapshot().map(Snapshot::timeMillis).map(Instant::ofEpochMilli);
    }

    /**
     * When a materialized table was last defined (its schema's time) and, for a FULL table with partitions, when
     * its newest partition was last written: the evidence of its latest successful scheduled refresh.
     */
    static TableTimes times(Catalog catalog, Identifier identifier, Table table, TableInfo info) {
        Instant defined = table instanceof FileStoreTable stored ? Instant.ofEpochMilli(stored.schema().timeMillis()) : null;
        if (table.partitionKeys().isEmpty() || !"FULL".equals(info.materialized().refreshMode())) {
            return new TableTimes(defined, null);
        }
        try {
            List<Partition> partitions = catalog.listPartitions(identifier);
            return new TableTimes(defined,
                    NewestPartition.lastWrite(partitions, table.partitionKeys(), table.options()).orElse(null));
        } catch (Catalog.TableNotExistException | RuntimeException unreadable) {
            // the table itself was read: without its partitions the freshness relies on Flink's job list alone
            return new TableTimes(defined, null);
        }
    }

    private static MaterializedTableInfo materialized(Map<String, String> options) {
        return new MaterializedTableInfo(options.getOrDefault(MaterializedTableOptions.DEFINITION_QUERY, ""),
                options.getOrDefault(MaterializedTableOptions.INTERVAL_FRESHNESS, ""),
                options.getOrDefault(MaterializedTableOptions.INTERVAL_FRESHNESS_TIME_UNIT, ""),
                options.getOrDefault(MaterializedTableOptions.LOGICAL_REFRESH_MODE, "AUTOMATIC"),
                options.getOrDefault(MaterializedTableOptions.REFRESH_MODE, ""));
    }

    private static List<ColumnInfo> computedColumns(Map<String, String> options) {
        List<ColumnInfo> computed = new ArrayList<>();
        for (int i = 0; options.containsKey("schema." + i + ".name"); i++) {
            String expression = options.get("schema." + i + ".expr");
            if (expression != null) {
                String type = options.getOrDefault("schema." + i + ".data-type", "STRING");
                computed.add(new ColumnInfo(options.get("schema." + i + ".name"), type, !type.endsWith("NOT NULL"),
                        ColumnKind.COMPUTED, expression, null, false, options.get("schema." + i + ".comment")));
            }
        }
        return computed;
    }

    private static List<WatermarkInfo> watermarks(Map<String, String> options) {
        List<WatermarkInfo> watermarks = new ArrayList<>();
        for (int i = 0; options.containsKey("schema.watermark." + i + ".rowtime"); i++) {
            watermarks.add(new WatermarkInfo(options.get("schema.watermark." + i + ".rowtime"),
                    options.get("schema.watermark." + i + ".strategy.expr")));
        }
        return watermarks;
    }
}
