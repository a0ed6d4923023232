package io.freshet.ui.audit;

import java.time.Instant;

/** One line of the append-only audit log. */
public record AuditEntry(long id, Instant occurredAt, String actor, String action, String target, String outcome,
                         String detail) {
}
