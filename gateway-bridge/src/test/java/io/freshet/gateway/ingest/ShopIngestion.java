package io.freshet.gateway.ingest;

import io.freshet.gateway.client.GatewaySession;

import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The ingestion of the shop database as Freshet sends it to the ingestion gateway: the Paimon catalog on the shared
 * warehouse, the ODS tables, the CDC sources as temporary tables, and ONE statement set (one job, four tables).
 */
final class ShopIngestion {

    static final String JOB_NAME = "freshet-ingest-shop";

    private ShopIngestion() {
    }

    /** Submits the ingestion, from the given savepoint or checkpoint when not null; returns the job id. */
    static String start(GatewaySession session, String warehouseUri, int postgresPort, String restorePath) {
        session.execute("CREATE CATALOG IF NOT EXISTS paimon WITH ('type' = 'paimon', 'warehouse' = '"
                + warehouseUri + "')");
        session.execute("CREATE DATABASE IF NOT EXISTS paimon.ods");
        for (ShopTables table : ShopTables.values()) {
            session.execute(table.odsDdl());
            session.execute("DROP TEMPORARY TABLE IF EXISTS src_" + table.table());
            session.execute(table.sourceDdl(postgresPort));
        }
        session.execute("SET 'pipeline.name' = '" + JOB_NAME + "'");
        // Paimon merges rows by primary key itself
        session.execute("SET 'table.exec.sink.upsert-materialize' = 'NONE'");
        session.execute(restorePath == null ? "RESET 'execution.state-recovery.path'"
                : "SET 'execution.state-recovery.path' = '" + restorePath + "'");
        try {
            return session.execute(statementSet()).jobId();
        } finally {
            session.execute("RESET 'execution.state-recovery.path'");
        }
    }

    static String statementSet() {
        return Stream.of(ShopTables.values()).map(ShopTables::insert)
                .collect(Collectors.joining(";\n", "EXECUTE STATEMENT SET BEGIN\n", ";\nEND"));
    }
}
