package io.freshet.backend.ingest.ingestions;

import io.freshet.analysis.ingest.PaimonTableDdl;
import io.freshet.analysis.ingest.TargetColumn;
import io.freshet.analysis.ingest.TargetTable;
import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.backend.ingest.sources.SlotNames;
import io.freshet.gateway.mt.PaimonSinkOptions;
import io.freshet.ui.ingest.SourceColumn;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceKind;
import io.freshet.ui.ingest.SourceTable;
import io.freshet.ui.ingest.TargetPreview;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Writes an ingestion's statements for the ingestion gateway: the Paimon catalog on the main warehouse, the target
 * tables, one CDC source per table as a temporary table (its password never reaches a catalog store) with its own
 * replication slot and publication, and ONE statement set, so the whole source is one job.
 */
final class IngestionPlanner {

    /** Rows per snapshot chunk of a PostgreSQL source; postgres-cdc's default is 8,096. */
    static final int SNAPSHOT_CHUNK_ROWS = 32_768;

    private IngestionPlanner() {
    }

    /**
     * The statements in order (password included), the slots the job will create, and the statements that are
     * Freshet's own rather than the user's (the catalog over the warehouse, which no DEVELOPER policy allows).
     */
    record Planned(List<String> statements, List<String> slots, Set<String> own) {
    }

    static Planned plan(SourceDefinition source, String schema, List<SourceTable> tables, List<TargetPreview> targets,
            String catalog, String warehouse) {
        return plan(source, schema, tables, targets, catalog, warehouse, null);
    }

    /**
     * The plan of one start without a savepoint after the table {@code resync} was emptied and its slot dropped: that
     * table's source reads a snapshot, then changes ('initial'); every other source streams from its slot's confirmed
     * position ('committed-offset'), so those tables neither re-read their snapshot nor lose changes. That position
     * is the first change of the last transaction read (postgres-cdc 3.5), so that one transaction per table is
     * written again (measured in ResyncIT): an upsert of the same rows, which the target tables' 'lookup' changelog
     * producer with row deduplication keeps out of their changelog (see TargetTable.CDC_OPTIONS). Null: the normal
     * plan.
     */
    static Planned plan(SourceDefinition source, String schema, List<SourceTable> tables, List<TargetPreview> targets,
            String catalog, String warehouse, String resync) {
        List<String> statements = new ArrayList<>();
        List<String> slots = new ArrayList<>();
        String database = targets.get(0).target().get(0);
        statements.add("CREATE CATALOG IF NOT EXISTS " + SqlQuoting.identifier(catalog)
                + " WITH ('type' = 'paimon', 'warehouse' = " + SqlQuoting.literal(warehouse) + ")");
        statements.add("CREATE DATABASE IF NOT EXISTS " + SqlQuoting.qualified(catalog, database));
        List<String> inserts = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            SourceTable table = tables.get(i);
            List<String> target = new ArrayList<>(List.of(catalog));
            target.addAll(targets.get(i).target());
            statements.add(PaimonTableDdl.createTable(new TargetTable(target, targetColumns(table),
                    table.primaryKey(), List.of(), TargetTable.CDC_OPTIONS)));
            String temporary = SqlQuoting.identifier("src_" + targets.get(i).target().get(1));
            String slot = SlotNames.of(source.name(), schema, table.name());
            slots.add(slot);
            statements.add("DROP TEMPORARY TABLE IF EXISTS " + temporary);
            Map<String, String> options = cdcOptions(source, schema, table.name(), slot);
            if (resync != null) {
                options.put("scan.startup.mode", table.name().equals(resync) ? "initial" : "committed-offset");
            }
            statements.add("CREATE TEMPORARY TABLE " + temporary + " (" + sourceColumns(table) + ") WITH (\n"
                    + options(options) + "\n)");
            String columns = table.columns().stream().map(c -> SqlQuoting.identifier(c.name()))
                    .collect(Collectors.joining(", "));
            // by name: a target table that exists already may order its columns differently or have more
            inserts.add("INSERT INTO " + SqlQuoting.qualified(target) + " (" + columns + ") SELECT " + columns
                    + " FROM " + temporary);
        }
        statements.add("SET 'pipeline.name' = " + SqlQuoting.literal(jobName(source.name(), schema)));
        statements.add(PaimonSinkOptions.SET);
        statements.add(inserts.stream().collect(Collectors.joining(";\n", "EXECUTE STATEMENT SET BEGIN\n", ";\nEND")));
        return new Planned(statements, source.kind() == SourceKind.POSTGRESQL ? slots : List.of(),
                Set.of(statements.get(0)));
    }

    static String jobName(String source, String schema) {
        return "freshet-ingest-" + source + "-" + schema;
    }

    private static List<TargetColumn> targetColumns(SourceTable table) {
        return table.columns().stream().map(c -> new TargetColumn(c.name(), c.flinkType(), c.nullable())).toList();
    }

    private static String sourceColumns(SourceTable table) {
        Set<String> key = Set.copyOf(table.primaryKey());
        StringBuilder sql = new StringBuilder();
        for (SourceColumn c : table.columns()) {
            sql.append(SqlQuoting.identifier(c.name())).append(' ').append(c.flinkType())
                    .append(c.nullable() && !key.contains(c.name()) ? "" : " NOT NULL").append(", ");
        }
        return sql.append("PRIMARY KEY (").append(SqlQuoting.identifierList(table.primaryKey()))
                .append(") NOT ENFORCED").toString();
    }

    private static Map<String, String> cdcOptions(SourceDefinition source, String schema, String table, String slot) {
        Map<String, String> o = new LinkedHashMap<>();
        boolean postgres = source.kind() == SourceKind.POSTGRESQL;
        o.put("connector", postgres ? "postgres-cdc" : "mysql-cdc");
        o.put("hostname", source.host());
        o.put("port", String.valueOf(source.port()));
        o.put("username", source.user());
        o.put("password", source.password());
        o.put("database-name", postgres ? source.database() : schema);
        if (postgres) {
            o.put("schema-name", schema);
        }
        o.put("table-name", table);
        o.put("scan.incremental.snapshot.enabled", "true");
        if (postgres) {
            o.put("slot.name", slot);
            o.put("decoding.plugin.name", "pgoutput");
            // one publication per source: with Debezium's shared default the sources race to create it at start
            o.put("debezium.publication.name", slot);
            o.put("debezium.publication.autocreate.mode", "filtered");
            // the slot's confirmed position is the last checkpoint's (the default holds it 3 checkpoints back), so a
            // stop with a savepoint leaves it where the savepoint is: what a resync's 'committed-offset' starts from
            o.put("scan.lsn-commit.checkpoints-num-delay", "0");
            // postgres-cdc brackets each snapshot chunk with a replication slot of its own, created before and dropped
            // after the chunk, to replay the changes made while it was read (its exactly-once "backfill"). A primary
            // key target makes that needless: a change read again is an upsert of the same row, which the target's
            // lookup changelog producer with row deduplication keeps out of the changelog (TargetTable.CDC_OPTIONS)
            o.put("scan.incremental.snapshot.backfill.skip", "true");
            // without the backfill a chunk's rows go straight out instead of being held in memory until its end, so
            // larger chunks cost no heap and save the per-chunk round trips (watermark queries, split requests)
            o.put("scan.incremental.snapshot.chunk.size", String.valueOf(SNAPSHOT_CHUNK_ROWS));
        } else {
            int base = 5400 + Math.floorMod(slot.hashCode(), 4000) * 10;
            o.put("server-id", base + "-" + (base + 9));
            // mysql-cdc refuses (and restarts forever) a server whose time zone is not the ingestion Flink's; every
            // connection's session runs in UTC instead, so TIMESTAMP values read the same in snapshot and binlog
            o.put("server-time-zone", "UTC");
            o.put("jdbc.properties.forceConnectionTimeZoneToSession", "true");
        }
        return o;
    }

    private static String options(Map<String, String> options) {
        return options.entrySet().stream()
                .map(e -> "  " + SqlQuoting.literal(e.getKey()) + " = " + SqlQuoting.literal(e.getValue()))
                .collect(Collectors.joining(",\n"));
    }
}
