package io.freshet.backend.refreshes;

import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.backend.freshness.FlinkJobsView;
import io.freshet.backend.freshness.FreshnessMonitor;
import io.freshet.backend.freshness.JobsListener;
import io.freshet.backend.freshness.RecordedRefreshes;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.gateway.flink.RefreshJobName;
import io.freshet.ui.common.UserMessages;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Records every refresh job of a materialized table that Flink's job list shows (scheduled ones Flink started on its
 * own included, a backfill's partition refreshes linked to their backfill), with a failed one's reason, into the
 * refresh history; and tells the freshness judge what the history holds. Runs on the freshness monitor's thread
 * after each read of the job list.
 */
@Component
public class RefreshHistoryCollector implements JobsListener, RecordedRefreshes {

    /** A FULL table refreshes at least daily: older refreshes do not change a freshness judgement. */
    static final Duration JUDGED_SPAN = Duration.ofDays(3);
    /** The summaries are re-read at least this often, to see what other instances recorded. */
    static final Duration SUMMARY_AGE = Duration.ofMinutes(1);
    static final String NO_REASON = "The refresh job failed; Flink recorded no reason";
    private static final Duration PRUNE_EVERY = Duration.ofHours(1);
    /** Planning a refresh takes seconds to a minute or two: one asked for longer ago lost its instance. */
    static final Duration ASKED_GIVE_UP = Duration.ofMinutes(15);
    /**
     * A backfill records its refresh's job id as soon as Flink answers the submit: a one-time job seen without a
     * backfill for longer was a manual refresh.
     */
    static final Duration LINK_WAIT = Duration.ofMinutes(2);

    private final RefreshHistoryStore store;
    private final Function<String, Optional<BackfillLinks.Link>> backfills;
    private final BiFunction<String, Instant, Optional<String>> scheduledPartitions;
    private final Duration keep;
    private final Clock clock;
    private final Map<String, RefreshState> recorded = new HashMap<>();
    /** One-time jobs recorded as manual, by when first seen: the backfill that submitted one may record it later. */
    private final Map<String, Instant> unlinked = new HashMap<>();
    private volatile Map<String, Summary> summaries = Map.of();
    private Instant summariesReadAt = Instant.MIN;
    private long refusalsRead;
    private Instant prunedAt = Instant.MIN;

    /** @param keep how long refreshes are kept in the history */
    /** @param catalog the tables' freshness and date formatters, for a scheduled refresh's partition */
    @Autowired
    public RefreshHistoryCollector(RefreshHistoryStore store, BackfillLinks backfills, FreshnessMonitor monitor,
                                   PaimonCatalogSnapshotSource catalog,
                                   @Value("${freshet.refresh-history.keep:90d}") Duration keep) {
        this(store, backfills::of, SchedulerFailures.partitions(catalog), keep, Clock.systemUTC());
        monitor.listen(this);
    }

    /** @param backfills the backfill partition refresh that submitted a job, by its id */
    RefreshHistoryCollector(RefreshHistoryStore store, Function<String, Optional<BackfillLinks.Link>> backfills,
                            Duration keep, Clock clock) {
        this(store, backfills, (table, started) -> Optional.empty(), keep, clock);
    }

    /** @param scheduledPartitions the partition a scheduled refresh of a table that started then wrote */
    RefreshHistoryCollector(RefreshHistoryStore store, Function<String, Optional<BackfillLinks.Link>> backfills,
                            BiFunction<String, Instant, Optional<String>> scheduledPartitions, Duration keep,
                            Clock clock) {
        this.store = store;
        this.backfills = backfills;
        this.scheduledPartitions = scheduledPartitions;
        this.keep = keep;
        this.clock = clock;
    }

    @Override
    public void jobsRead(FlinkJobsView view, FlinkRestClient client) {
        jobsRead(view, client::failure);
    }

    /** @param failures why a job failed, by its id (Flink's REST API, or a stand-in in tests) */
    synchronized void jobsRead(FlinkJobsView view, Function<String, Optional<String>> failures) {
        boolean changed = false;
        Instant now = clock.instant();
        for (FlinkJob job : view.jobs().values()) {
            Optional<RefreshJobName> refresh = job.refresh().filter(r -> r.kind() != RefreshJobName.Kind.CONTINUOUS);
            RefreshState state = RefreshState.of(job.state());
            if (refresh.isEmpty() || job.startTime() == null) {
                continue;
            }
            if (recorded.get(job.id()) == state) {
                linkLate(job.id(), now);
                continue;
            }
            if (state.ended() && recorded.get(job.id()) == null
                    && store.state(job.id()).filter(RefreshState::ended).isPresent()) {
                // recorded before this instance started, or by another one: nothing to ask Flink again
                recorded.put(job.id(), state);
                continue;
            }
            String error = state == RefreshState.FAILED ? reason(failures, job.id()) : null;
            // a backfill's refresh is named like a manual one: its own records say which it is
            Optional<BackfillLinks.Link> backfill = refresh.get().kind() == RefreshJobName.Kind.ONE_TIME
                    ? backfills.apply(job.id()) : Optional.empty();
            RefreshTrigger trigger = backfill.isPresent() ? RefreshTrigger.BACKFILL : RefreshTrigger.of(refresh.get().kind());
            String table = refresh.get().table().toString();
            String partition = backfill.map(BackfillLinks.Link::partition).orElseGet(() -> trigger
                    == RefreshTrigger.SCHEDULED ? scheduledPartitions.apply(table, job.startTime()).orElse(null) : null);
            // a success is in Flink's list as well, the judge reads it there: only a failure's reason needs the
            // summaries at once (they are re-read every minute anyway)
            changed |= store.record(new RefreshRecord(table, job.id(), trigger, state,
                    job.startTime(), state.ended() ? job.endTime() : null, partition, error,
                    backfill.map(BackfillLinks.Link::backfillId).orElse(null), null))
                    && state == RefreshState.FAILED && trigger == RefreshTrigger.SCHEDULED;
            // the row may be older than the backfill's record of the job (the list was read just as it submitted)
            backfill.ifPresent(b -> store.linkToBackfill(job.id(), b.backfillId(), b.partition()));
            if (backfill.isPresent()) {
                unlinked.remove(job.id());
            } else if (refresh.get().kind() == RefreshJobName.Kind.ONE_TIME) {
                unlinked.putIfAbsent(job.id(), now);
            }
            recorded.put(job.id(), state);
        }
        // Flink forgets finished jobs after a while; so can this cache
        recorded.keySet().retainAll(view.jobs().keySet());
        unlinked.keySet().retainAll(view.jobs().keySet());
        long refusals = store.refusals();
        if (changed || refusals != refusalsRead || !summariesReadAt.plus(SUMMARY_AGE).isAfter(now)) {
            summaries = Map.copyOf(store.scheduledSince(now.minus(JUDGED_SPAN)));
            summariesReadAt = now;
            refusalsRead = refusals;
        }
        if (!prunedAt.plus(PRUNE_EVERY).isAfter(now)) {
            store.prune(now.minus(keep));
            store.abandon(now.minus(ASKED_GIVE_UP), now);
            prunedAt = now;
        }
    }

    /**
     * A one-time job first seen already ended, before its backfill recorded the job id, has no later state change
     * that would look again: look while the backfill may still record it.
     */
    private void linkLate(String jobId, Instant now) {
        Instant seen = unlinked.get(jobId);
        if (seen == null) {
            return;
        }
        Optional<BackfillLinks.Link> backfill = backfills.apply(jobId);
        if (backfill.isPresent()) {
            store.linkToBackfill(jobId, backfill.get().backfillId(), backfill.get().partition());
            unlinked.remove(jobId);
        } else if (!seen.plus(LINK_WAIT).isAfter(now)) {
            unlinked.remove(jobId);
        }
    }

    @Override
    public Summary scheduled(String table) {
        return summaries.getOrDefault(table, Summary.NONE);
    }

    private static String reason(Function<String, Optional<String>> failures, String jobId) {
        try {
            return failures.apply(jobId).filter(r -> !r.isBlank()).map(UserMessages::translate).orElse(NO_REASON);
        } catch (GatewayException e) {
            return NO_REASON + " that Freshet could read (" + e.userMessage() + ")";
        }
    }
}
