package io.freshet.backend.alerts;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.alerts.AlertCondition;
import io.freshet.ui.alerts.AlertRule;
import io.freshet.ui.alerts.AlertScope;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthState;
import io.freshet.ui.health.HealthSubject;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A rule's scope and condition against health entries. */
class RuleMatchingTest {

    private static final HealthSubject ORDERS = new HealthSubject(HealthSubject.Kind.MATERIALIZED_TABLE,
            "lakehouse.dwd.orders");
    private static final HealthSubject CDC = new HealthSubject(HealthSubject.Kind.INGESTION, "shop-cdc");

    @Test
    void lateFactorComparesTheLagWithTheFreshnessTarget() {
        AlertRule twice = rule(AlertScope.ALL, "", AlertCondition.LATE_FACTOR, 2);
        assertThat(RuleMatching.matches(twice, table(HealthState.LATE, "", Duration.ofMinutes(21), minutes(10))))
                .isTrue();
        assertThat(RuleMatching.matches(twice, table(HealthState.LATE, "", Duration.ofMinutes(20), minutes(10))))
                .as("exactly twice is not more than twice").isFalse();
        assertThat(RuleMatching.matches(twice, table(HealthState.UNKNOWN, "", Duration.ofHours(5), null)))
                .as("no target, no factor").isFalse();
        assertThat(RuleMatching.matches(twice, table(HealthState.UNKNOWN, "", null, minutes(10)))).isFalse();
    }

    @Test
    void lateByIsAFixedNumberOfMinutes() {
        AlertRule halfHour = rule(AlertScope.ALL, "", AlertCondition.LATE_BY, 30);
        assertThat(RuleMatching.matches(halfHour, table(HealthState.LATE, "", Duration.ofMinutes(31), null))).isTrue();
        assertThat(RuleMatching.matches(halfHour, table(HealthState.LATE, "", Duration.ofMinutes(29), minutes(1))))
                .isFalse();
    }

    @Test
    void statesAndIngestions() {
        HealthEntry failingTable = table(HealthState.FAILING, "job cancelled", null, null);
        HealthEntry failingIngestion = ingestion(HealthState.FAILING, Duration.ofMinutes(1));
        assertThat(RuleMatching.matches(rule(AlertScope.ALL, "", AlertCondition.FAILING, 0), failingIngestion)).isTrue();
        assertThat(RuleMatching.matches(rule(AlertScope.ALL, "", AlertCondition.INGESTION_FAILING, 0), failingTable))
                .isFalse();
        assertThat(RuleMatching.matches(rule(AlertScope.ALL, "", AlertCondition.INGESTION_FAILING, 0),
                failingIngestion)).isTrue();
        assertThat(RuleMatching.matches(rule(AlertScope.ALL, "", AlertCondition.UPSTREAM, 0), failingTable)).isFalse();
        assertThat(RuleMatching.matches(rule(AlertScope.ALL, "", AlertCondition.UPSTREAM, 0),
                table(HealthState.UPSTREAM, "reads a failing table", null, null))).isTrue();
        AlertRule lag = rule(AlertScope.ALL, "", AlertCondition.INGESTION_LAG, 5);
        assertThat(RuleMatching.matches(lag, ingestion(HealthState.FRESH, Duration.ofMinutes(6)))).isTrue();
        assertThat(RuleMatching.matches(lag, ingestion(HealthState.FRESH, Duration.ofMinutes(4)))).isFalse();
        assertThat(RuleMatching.matches(lag, table(HealthState.LATE, "", Duration.ofMinutes(60), null)))
                .as("a table's lag is not an ingestion's").isFalse();
    }

    @Test
    void aFailedRefreshIsAFailingTableWhoseReasonIsARefresh() {
        AlertRule refresh = rule(AlertScope.ALL, "", AlertCondition.REFRESH_FAILED, 0);
        assertThat(RuleMatching.matches(refresh, table(HealthState.FAILING, "The last Refresh failed", null, null)))
                .isTrue();
        assertThat(RuleMatching.matches(refresh, table(HealthState.FAILING, "Its job was cancelled", null, null)))
                .isFalse();
        assertThat(RuleMatching.matches(refresh, table(HealthState.LATE, "refresh is late", null, null))).isFalse();
    }

    @Test
    void scopes() {
        HealthEntry entry = table(HealthState.FAILING, "", null, null);
        assertThat(RuleMatching.matches(rule(AlertScope.PROJECT, "shop", AlertCondition.FAILING, 0), entry)).isTrue();
        assertThat(RuleMatching.matches(rule(AlertScope.PROJECT, "crm", AlertCondition.FAILING, 0), entry)).isFalse();
        assertThat(RuleMatching.matches(rule(AlertScope.LAYER, "DWD", AlertCondition.FAILING, 0), entry)).isTrue();
        assertThat(RuleMatching.matches(rule(AlertScope.LAYER, "ods", AlertCondition.FAILING, 0), entry)).isFalse();
        assertThat(RuleMatching.matches(rule(AlertScope.SUBJECT, "lakehouse.dwd.orders", AlertCondition.FAILING, 0),
                entry)).isTrue();
        assertThat(RuleMatching.matches(rule(AlertScope.SUBJECT, "lakehouse.dwd.items", AlertCondition.FAILING, 0),
                entry)).isFalse();
        assertThat(RuleMatching.matches(rule(AlertScope.LAYER, "dwd", AlertCondition.FAILING, 0),
                ingestion(HealthState.FAILING, null))).as("an ingestion has no layer").isFalse();
    }

    @Test
    void firingKeepsTheEvaluationsOrderAndOnlyMatchingSubjects() {
        HealthEntry a = table(HealthState.FAILING, "", null, null);
        HealthEntry b = ingestion(HealthState.FAILING, null);
        HealthEntry c = new HealthEntry(new HealthSubject(HealthSubject.Kind.TABLE, "lakehouse.ods.x"),
                HealthState.FRESH, "", null, null, "ods", null, null);
        assertThat(RuleMatching.firing(rule(AlertScope.ALL, "", AlertCondition.FAILING, 0), List.of(b, c, a)).keySet())
                .containsExactly(CDC, ORDERS);
    }

    private static Duration minutes(int n) {
        return Duration.ofMinutes(n);
    }

    private static AlertRule rule(AlertScope scope, String value, AlertCondition condition, double threshold) {
        return new AlertRule("r", scope, value, condition, threshold, List.of(), null);
    }

    private static HealthEntry table(HealthState state, String reason, Duration lag, Duration target) {
        return new HealthEntry(ORDERS, state, reason, null, "shop", "dwd", lag, target);
    }

    private static HealthEntry ingestion(HealthState state, Duration lag) {
        return new HealthEntry(CDC, state, "", null, "shop", null, lag, null);
    }
}
