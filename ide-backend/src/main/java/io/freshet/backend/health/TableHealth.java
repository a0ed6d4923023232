package io.freshet.backend.health;

import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.backend.freshness.FlinkJobsView;
import io.freshet.backend.freshness.FreshnessReadings;
import io.freshet.backend.freshness.FullEvidence;
import io.freshet.backend.freshness.RecordedRefreshes;
import io.freshet.backend.warehouse.CatalogState;
import io.freshet.backend.warehouse.FreshnessJudge;
import io.freshet.ui.catalog.ActualFreshness;
import io.freshet.ui.catalog.Freshness;
import io.freshet.ui.health.HealthState;
import io.freshet.ui.health.HealthSubject;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Every materialized and plain table of the latest warehouse read judged on its own: materialized tables by the
 * freshness judge (the catalog page's and the tree's judge) and the FULL tables' refresh evidence it weighs, plain
 * tables by their snapshots.
 */
final class TableHealth {

    private TableHealth() {
    }

    /** Subject to its own health, in the snapshot's order; views are left out (they hold no data). */
    static Map<HealthSubject, OwnHealth> judge(CatalogState state, FreshnessJudge judge, FlinkJobsView view,
                                               RecordedRefreshes recorded, Instant now) {
        Map<HealthSubject, OwnHealth> own = new LinkedHashMap<>();
        boolean read = state.readAt() != null;
        state.snapshot().tables().forEach(t -> {
            if (t.kind() == TableKind.MATERIALIZED_TABLE && t.materialized() != null) {
                own.put(new HealthSubject(HealthSubject.Kind.MATERIALIZED_TABLE, t.id().toString()),
                        materialized(t, state, judge, view, recorded, now));
            } else if (t.kind() == TableKind.TABLE) {
                own.put(new HealthSubject(HealthSubject.Kind.TABLE, t.id().toString()),
                        HealthRules.plain(state.latestCommit(t.id()).orElse(null), read, now));
            }
        });
        return own;
    }

    private static OwnHealth materialized(TableInfo t, CatalogState state, FreshnessJudge judge, FlinkJobsView view,
                                          RecordedRefreshes recorded, Instant now) {
        ActualFreshness actual = judge.judge(t);
        Duration target = target(t);
        if ("CONTINUOUS".equals(t.materialized().refreshMode())) {
            return HealthRules.continuous(actual, target);
        }
        if (actual.verdict() == ActualFreshness.Verdict.UNKNOWN && target == null) {
            return new OwnHealth(HealthState.UNKNOWN, actual.words(), null, null);
        }
        FullEvidence evidence = FreshnessReadings.evidence(t, state, view, recorded.scheduled(t.id().toString()));
        return HealthRules.full(actual, evidence, target, now);
    }

    private static Duration target(TableInfo t) {
        try {
            return Freshness.parse(t.materialized().freshnessInterval(), t.materialized().freshnessUnit()).duration();
        } catch (IllegalArgumentException unreadable) {
            return null;
        }
    }
}
