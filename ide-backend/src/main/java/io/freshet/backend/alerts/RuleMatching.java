package io.freshet.backend.alerts;

import io.freshet.ui.alerts.AlertRule;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthState;
import io.freshet.ui.health.HealthSubject;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Which subjects of an evaluation a rule fires for: its scope, then its condition. */
final class RuleMatching {

    private RuleMatching() {
    }

    /** The subjects the rule fires for now, in the evaluation's order (worst first). */
    static Map<HealthSubject, HealthEntry> firing(AlertRule rule, List<HealthEntry> entries) {
        Map<HealthSubject, HealthEntry> firing = new LinkedHashMap<>();
        for (HealthEntry entry : entries) {
            if (matches(rule, entry)) {
                firing.putIfAbsent(entry.subject(), entry);
            }
        }
        return firing;
    }

    static boolean matches(AlertRule rule, HealthEntry entry) {
        return inScope(rule, entry) && meets(rule, entry);
    }

    private static boolean inScope(AlertRule rule, HealthEntry entry) {
        return switch (rule.scope()) {
            case ALL -> true;
            case PROJECT -> rule.scopeValue().equals(entry.project());
            case LAYER -> rule.scopeValue().equalsIgnoreCase(entry.layer() == null ? "" : entry.layer());
            case SUBJECT -> rule.scopeValue().equals(entry.subject().name());
        };
    }

    private static boolean meets(AlertRule rule, HealthEntry entry) {
        boolean ingestion = entry.subject().kind() == HealthSubject.Kind.INGESTION;
        return switch (rule.condition()) {
            case LATE_FACTOR -> entry.lag() != null && entry.target() != null && !entry.target().isZero()
                    && entry.lag().toMillis() > rule.threshold() * entry.target().toMillis();
            case LATE_BY -> longerThanMinutes(entry.lag(), rule.threshold());
            case FAILING -> entry.state() == HealthState.FAILING;
            case UPSTREAM -> entry.state() == HealthState.UPSTREAM;
            case INGESTION_FAILING -> ingestion && entry.state() == HealthState.FAILING;
            case INGESTION_LAG -> ingestion && longerThanMinutes(entry.lag(), rule.threshold());
            case REFRESH_FAILED -> entry.subject().kind() == HealthSubject.Kind.MATERIALIZED_TABLE
                    && entry.state() == HealthState.FAILING && aboutARefresh(entry.reason());
        };
    }

    private static boolean longerThanMinutes(Duration lag, double minutes) {
        return lag != null && lag.toMillis() > minutes * 60_000;
    }

    /** The health contract has no failure cause field: a failed refresh is the model's reason naming a refresh. */
    private static boolean aboutARefresh(String reason) {
        return reason.toLowerCase(Locale.ROOT).contains("refresh");
    }
}
