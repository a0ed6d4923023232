package io.freshet.gateway.mt;

import java.util.EnumSet;
import java.util.Set;

/**
 * The lifecycle of a materialized table as Freshet sees it. ORPHANED is not a Flink status: the table
 * says ACTIVATED but its refresh job is gone (the cluster restarted), so Flink's own commands fail.
 */
public enum MaterializedTableState {
    INITIALIZING,
    ACTIVATED,
    SUSPENDED,
    ORPHANED,
    DROPPED;

    public boolean canMoveTo(MaterializedTableState next) {
        return successors().contains(next);
    }

    /** The next state, or an IllegalStateException naming both when the move is not allowed. */
    public MaterializedTableState moveTo(MaterializedTableState next) {
        if (!canMoveTo(next)) {
            throw new IllegalStateException("A materialized table cannot go from " + this + " to " + next);
        }
        return next;
    }

    /** Reads Flink's {@code materialized-table.refresh-status} option. */
    static MaterializedTableState fromRefreshStatus(String status) {
        return switch (status == null ? "" : status) {
            case "ACTIVATED" -> ACTIVATED;
            case "SUSPENDED" -> SUSPENDED;
            case "INITIALIZING" -> INITIALIZING;
            default -> throw new IllegalArgumentException("Unknown refresh status: " + status);
        };
    }

    private Set<MaterializedTableState> successors() {
        return switch (this) {
            case INITIALIZING -> EnumSet.of(ACTIVATED, DROPPED);
            case ACTIVATED -> EnumSet.of(SUSPENDED, ORPHANED, DROPPED);
            case SUSPENDED -> EnumSet.of(ACTIVATED, DROPPED);
            // repair passes through SUSPENDED, then resumes
            case ORPHANED -> EnumSet.of(SUSPENDED, DROPPED);
            case DROPPED -> EnumSet.noneOf(MaterializedTableState.class);
        };
    }
}
