package io.freshet.backend.ingest.ingestions;

import java.util.List;

/**
 * The reference for the snapshot benchmark: what a Flink user would write by hand to copy the shop's
 * {@code bench_rows} into Paimon once, with the same CDC connector in its bounded snapshot mode and the same table options as an ingestion.
 */
final class PlainSnapshotJob {

    private PlainSnapshotJob() {
    }

    static List<String> statements(String warehouse, int postgresPort) {
        return List.of(
                "CREATE CATALOG IF NOT EXISTS lakehouse WITH ('type' = 'paimon', 'warehouse' = '" + warehouse + "')",
                "CREATE DATABASE IF NOT EXISTS lakehouse.bench_plain",
                "CREATE TABLE lakehouse.bench_plain.bench_rows (id BIGINT NOT NULL, name STRING NOT NULL,"
                        + " amount DECIMAL(10, 2) NOT NULL, created TIMESTAMP(3) NOT NULL, ds STRING NOT NULL,"
                        + " PRIMARY KEY (id) NOT ENFORCED) WITH ('changelog-producer' = 'lookup',"
                        + " 'changelog-producer.row-deduplicate' = 'true')",
                "CREATE TEMPORARY TABLE src (id BIGINT NOT NULL, name STRING NOT NULL, amount DECIMAL(10, 2) NOT NULL,"
                        + " created TIMESTAMP(3) NOT NULL, ds STRING NOT NULL, PRIMARY KEY (id) NOT ENFORCED) WITH ("
                        + "'connector' = 'postgres-cdc', 'hostname' = '127.0.0.1', 'port' = '" + postgresPort + "',"
                        + " 'username' = 'postgres', 'password' = 'n/a', 'database-name' = 'shop',"
                        + " 'schema-name' = 'public', 'table-name' = 'bench_rows', 'slot.name' = 'bench_plain',"
                        + " 'decoding.plugin.name' = 'pgoutput', 'scan.startup.mode' = 'snapshot')",
                "INSERT INTO lakehouse.bench_plain.bench_rows SELECT * FROM src");
    }
}
