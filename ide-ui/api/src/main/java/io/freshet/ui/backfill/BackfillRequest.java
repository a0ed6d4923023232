package io.freshet.ui.backfill;

import java.time.LocalDateTime;

/**
 * A backfill to start: every partition of {@code table} from {@code from} to {@code to}, both included
 * (days for a daily table; hours for an hourly one).
 *
 * @param cascade also refresh the materialized tables downstream of this one, in lineage order
 */
public record BackfillRequest(String table, LocalDateTime from, LocalDateTime to, boolean cascade) {
}
