package io.freshet.backend.freshness;

import io.freshet.analysis.catalog.TableInfo;
import io.freshet.backend.catalog.CatalogState;
import io.freshet.backend.catalog.FreshnessJudge;
import io.freshet.backend.catalog.PaimonCatalogSnapshotSource;
import io.freshet.backend.catalog.RefreshHandler;
import io.freshet.backend.catalog.TableTimes;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkJobState;
import io.freshet.gateway.flink.RefreshJobName;
import io.freshet.ui.catalog.ActualFreshness.Verdict;
import io.freshet.ui.catalog.ActualFreshness;
import io.freshet.ui.catalog.Freshness;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * Judges materialized tables from the latest warehouse read and the latest look at Flink; cheap enough to run for
 * every tree row and lineage node at each request (nothing here waits for Flink or the warehouse).
 */
@Component
public class FreshnessReadings implements FreshnessJudge {

    private static final String MT = "materialized-table.";

    private final PaimonCatalogSnapshotSource catalog;
    private final FreshnessMonitor monitor;
    private final Clock clock;

    @Autowired
    public FreshnessReadings(PaimonCatalogSnapshotSource catalog, FreshnessMonitor monitor) {
        this(catalog, monitor, Clock.systemDefaultZone());
    }

    /** @param clock its zone is the scheduler's: Flink's cron runs in the gateway's zone, here the same machine's */
    FreshnessReadings(PaimonCatalogSnapshotSource catalog, FreshnessMonitor monitor, Clock clock) {
        this.catalog = catalog;
        this.monitor = monitor;
        this.clock = clock;
    }

    @Override
    public ActualFreshness judge(TableInfo table) {
        if (table.materialized() == null) {
            throw new IllegalArgumentException(table.id() + " is not a materialized table");
        }
        Freshness target;
        try {
            target = Freshness.parse(table.materialized().freshnessInterval(), table.materialized().freshnessUnit());
        } catch (IllegalArgumentException unreadable) {
            return new ActualFreshness(Verdict.UNKNOWN, null, null, "Its target freshness cannot be read");
        }
        String status = table.options().get(MT + "refresh-status");
        FlinkJobsView view = monitor.view();
        Instant now = clock.instant();
        if ("CONTINUOUS".equals(table.materialized().refreshMode())) {
            return ContinuousFreshness.judge(target, status, RefreshHandler.jobId(table.options()), view, now);
        }
        return FullFreshness.judge(target, status, evidence(table, catalog.state(), view), now, clock.getZone());
    }

    /** Flink's finished scheduled refreshes and the warehouse's writes, the later of the two. */
    static FullEvidence evidence(TableInfo table, CatalogState state, FlinkJobsView view) {
        TableTimes times = state.times(table.id());
        Instant written = table.partitionKeys().isEmpty() ? state.latestCommit(table.id()).orElse(null)
                : times.newestPartitionWrite();
        List<FlinkJob> scheduled = view.refreshesOf(table.id().toString()).stream()
                .filter(j -> j.refresh().map(r -> r.kind() == RefreshJobName.Kind.PERIODIC).orElse(false)).toList();
        Instant finished = scheduled.stream().filter(j -> j.state() == FlinkJobState.FINISHED && j.endTime() != null)
                .map(FlinkJob::endTime).max(Instant::compareTo).orElse(null);
        Instant success = later(written, finished);
        FlinkJob failure = scheduled.stream().filter(j -> j.state() == FlinkJobState.FAILED)
                .filter(j -> success == null || (j.startTime() != null && j.startTime().isAfter(success)))
                .reduce((first, second) -> second).orElse(null);
        return new FullEvidence(success, failure, times.definedAt(), view.known() ? null : view.problem());
    }

    private static Instant later(Instant a, Instant b) {
        if (a == null) {
            return b;
        }
        return b == null || a.isAfter(b) ? a : b;
    }
}
