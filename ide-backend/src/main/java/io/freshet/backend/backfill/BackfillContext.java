package io.freshet.backend.backfill;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.jobs.JobQueue;
import io.freshet.gateway.client.GatewayClient;
import java.util.function.BiFunction;

/**
 * What every run of a backfill works with: its records, the lakehouse and its tables, the job queue, the audit log
 * and Flink ({@code connect} opens a session on the gateway for the user who started the backfill).
 */
record BackfillContext(BackfillStore store, BackfillQueries queries, Lakehouse lakehouse, LakehouseTables tables,
                       JobQueue queue, AuditLog audit, BackfillSettings settings,
                       BiFunction<GatewayClient, String, FlinkJobs> connect) {
}
