package io.freshet.ui.ingest;

import java.util.List;

/**
 * What creating an ingestion would run on the ingestion gateway, in order: the Paimon catalog and database, each
 * target table, each CDC source (its password shown as {@code ***}) and the one statement set that is the job.
 *
 * @param slots the PostgreSQL replication slots (and publications of the same name) the job creates; empty for MySQL
 */
public record IngestionPlan(IngestionMode mode, List<String> statements, List<String> slots) {

    public IngestionPlan {
        statements = List.copyOf(statements);
        slots = List.copyOf(slots);
    }
}
