package io.freshet.ui.alerts;

import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * An alert rule.
 *
 * @param name          unique name, shown in every notice
 * @param scope         what it watches
 * @param scopeValue    the project, layer or subject name; blank for {@link AlertScope#ALL}
 * @param condition     when it fires
 * @param threshold     the factor or the minutes for conditions that use one, else 0
 * @param channels      the names of the channels its notices go to (in-app needs none: every incident is listed)
 * @param silencedUntil no notice is sent before this time, null when not silenced
 */
public record AlertRule(String name, AlertScope scope, String scopeValue, AlertCondition condition, double threshold,
                        List<String> channels, Instant silencedUntil) {

    public AlertRule {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(scope, "scope");
        Objects.requireNonNull(condition, "condition");
        scopeValue = scopeValue == null ? "" : scopeValue.strip();
        channels = channels == null ? List.of() : List.copyOf(channels);
    }

    /** Whether notices are held back at {@code now}. */
    public boolean silencedAt(Instant now) {
        return silencedUntil != null && silencedUntil.isAfter(now);
    }
}
