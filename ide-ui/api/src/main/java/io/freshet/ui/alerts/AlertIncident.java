package io.freshet.ui.alerts;

import io.freshet.ui.health.HealthSubject;
import java.time.Instant;

/**
 * One rule firing for one subject, from when it started matching until it stopped.
 *
 * @param id             its number
 * @param rule           the rule's name
 * @param subject        what it is about
 * @param reason         the health model's reason when it started
 * @param openedAt       when it started firing
 * @param closedAt       when it recovered, null while it fires
 * @param acknowledgedBy who acknowledged it, null when no one has
 * @param acknowledgedAt when
 */
public record AlertIncident(long id, String rule, HealthSubject subject, String reason, Instant openedAt,
                            Instant closedAt, String acknowledgedBy, Instant acknowledgedAt) {

    public boolean open() {
        return closedAt == null;
    }
}
