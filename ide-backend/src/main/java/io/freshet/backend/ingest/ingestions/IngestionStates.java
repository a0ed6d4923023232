package io.freshet.backend.ingest.ingestions;

import io.freshet.ui.ingest.IngestionSummary;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * The ingestions as recorded, for the health model's background evaluation: no user, no statement gate and no call
 * to the ingestion Flink (the recorded state is what the ingestion's own supervision keeps true).
 */
@Component
public class IngestionStates {

    private final IngestionStore store;

    public IngestionStates(IngestionStore store) {
        this.store = store;
    }

    /** Every ingestion not deleted, newest first; {@code jobStatus} is empty (not read from Flink here). */
    public List<IngestionSummary> all() {
        return store.list();
    }
}
