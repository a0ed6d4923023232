package io.freshet.backend.freshness;

import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.backend.warehouse.CatalogState;
import io.freshet.backend.warehouse.FreshnessJudge;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.backend.warehouse.TableTimes;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkJobState;
import io.freshet.gateway.flink.RefreshJobName;
import io.freshet.ui.catalog.ActualFreshness.Verdict;
import io.freshet.ui.catalog.ActualFreshness;
import io.freshet.ui.catalog.Freshness;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * Judges materialized tables from the latest warehouse read and the latest look at Flink; cheap enough to run for
 * every tree row and lineage node at each request (nothing here waits for Flink or the warehouse).
 */
@Component
public class FreshnessReadings implements FreshnessJudge {


    private final PaimonCatalogSnapshotSource catalog;
    private final FreshnessMonitor monitor;
    private final RecordedRefreshes recorded;
    private final LostJobs lost;
    private final Clock clock;

    /** Without a refresh history: Flink's job list and the warehouse only. */
    public FreshnessReadings(PaimonCatalogSnapshotSource catalog, FreshnessMonitor monitor) {
        this(catalog, monitor, RecordedRefreshes.NONE);
    }

    public FreshnessReadings(PaimonCatalogSnapshotSource catalog, FreshnessMonitor monitor, RecordedRefreshes recorded) {
        this(catalog, monitor, recorded, new LostJobs());
    }

    @Autowired
    public FreshnessReadings(PaimonCatalogSnapshotSource catalog, FreshnessMonitor monitor, RecordedRefreshes recorded,
                             LostJobs lost) {
        this(catalog, monitor, recorded, lost, Clock.systemDefaultZone());
    }

    /** @param clock its zone is the scheduler's: Flink's cron runs in the gateway's zone, here the same machine's */
    public FreshnessReadings(PaimonCatalogSnapshotSource catalog, FreshnessMonitor monitor, RecordedRefreshes recorded,
                      LostJobs lost, Clock clock) {
        this.catalog = catalog;
        this.monitor = monitor;
        this.recorded = recorded;
        this.lost = lost;
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
        Optional<LostJobs.Loss> loss = loss(table);
        if (loss.isPresent()) {
            // Flink's job list knows nothing of a job that went with a dead Flink; the supervision does
            return new ActualFreshness(Verdict.NOT_RUNNING, null, null, loss.get().words());
        }
        String status = table.options().get(MaterializedTableOptions.REFRESH_STATUS);
        FlinkJobsView view = monitor.view();
        Instant now = clock.instant();
        if ("CONTINUOUS".equals(table.materialized().refreshMode())) {
            String jobId = MaterializedTableOptions.jobId(table.options());
            return ContinuousFreshness.judge(target, status, jobId, view, now);
        }
        FullEvidence evidence = evidence(table, catalog.state(), view, recorded.scheduled(table.id().toString()));
        return FullFreshness.judge(target, status, evidence, now, clock.getZone());
    }

    /** A lost job's phase while it is lost or being repaired; Flink's status otherwise. */
    @Override
    public String status(TableInfo table) {
        String status = FreshnessJudge.super.status(table);
        if (table.materialized() == null || !"CONTINUOUS".equals(table.materialized().refreshMode())) {
            return status;
        }
        // a table that was not repaired may be SUSPENDED by the attempt: then Resume is its way out, as the words say
        return loss(table).filter(l -> l.phase() != LostJobs.Phase.NOT_REPAIRED || "ACTIVATED".equals(status))
                .map(l -> l.phase().label()).orElse(status);
    }

    private Optional<LostJobs.Loss> loss(TableInfo table) {
        if (!"CONTINUOUS".equals(table.materialized().refreshMode())) {
            return Optional.empty();
        }
        String jobId = MaterializedTableOptions.jobId(table.options());
        return jobId == null ? Optional.empty() : lost.of(table.id().toString(), jobId);
    }

    /**
     * The latest of: a finished scheduled refresh in Flink's job list or in Freshet's history, a write to the newest
     * partition in the warehouse; and a scheduled refresh that failed after it, with Flink's reason when recorded.
     */
    public static FullEvidence evidence(TableInfo table, CatalogState state, FlinkJobsView view,
                                 RecordedRefreshes.Summary history) {
        TableTimes times = state.times(table.id());
        Instant written = table.partitionKeys().isEmpty() ? state.latestCommit(table.id()).orElse(null)
                : times.newestPartitionWrite();
        List<FlinkJob> scheduled = view.refreshesOf(table.id().toString()).stream()
                .filter(j -> j.refresh().map(r -> r.kind() == RefreshJobName.Kind.PERIODIC).orElse(false)).toList();
        Instant finished = scheduled.stream().filter(j -> j.state() == FlinkJobState.FINISHED && j.endTime() != null)
                .map(FlinkJob::endTime).max(Instant::compareTo).orElse(null);
        Instant success = later(later(written, finished), history.lastSuccess());
        Instant failedInFlink = scheduled.stream().filter(j -> j.state() == FlinkJobState.FAILED)
                .map(j -> j.endTime() != null ? j.endTime() : j.startTime()).filter(Objects::nonNull)
                .max(Instant::compareTo).orElse(null);
        Instant failedAt = later(failedInFlink, history.failedAt());
        String failure = failedAt != null && failedAt.equals(history.failedAt()) ? history.failure() : null;
        boolean failedSince = failedAt != null && (success == null || failedAt.isAfter(success));
        return new FullEvidence(success, failedSince ? failedAt : null, failedSince ? failure : null,
                times.definedAt(), view.known() ? null : view.problem());
    }

    private static Instant later(Instant a, Instant b) {
        if (a == null) {
            return b;
        }
        return b == null || a.isAfter(b) ? a : b;
    }
}
