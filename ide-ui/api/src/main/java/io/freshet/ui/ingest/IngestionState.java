package io.freshet.ui.ingest;

import java.util.Map;
import java.util.Set;

/** Where an ingestion is in its life; {@link #canMoveTo} is the only set of transitions the backend makes. */
public enum IngestionState {
    CREATING, RUNNING, STOPPING, STOPPED, FAILED, DELETED;

    private static final Map<IngestionState, Set<IngestionState>> NEXT = Map.of(
            CREATING, Set.of(RUNNING, FAILED),
            RUNNING, Set.of(STOPPING, FAILED, DELETED),
            STOPPING, Set.of(STOPPED, FAILED),
            STOPPED, Set.of(CREATING, DELETED),
            FAILED, Set.of(CREATING, DELETED),
            DELETED, Set.of());

    public boolean canMoveTo(IngestionState next) {
        return NEXT.get(this).contains(next);
    }
}
