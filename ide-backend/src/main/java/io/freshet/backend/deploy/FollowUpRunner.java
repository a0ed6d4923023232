package io.freshet.backend.deploy;

import io.freshet.ui.backfill.BackfillDetail;
import io.freshet.ui.backfill.BackfillRequest;
import io.freshet.ui.backfill.BackfillService;
import io.freshet.ui.backfill.BackfillState;
import io.freshet.ui.backfill.BackfillSummary;
import io.freshet.ui.catalog.CatalogService;
import io.freshet.ui.catalog.RefreshEntry;
import io.freshet.ui.catalog.SnapshotDetail;
import io.freshet.ui.catalog.TableRef;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.deploy.DeployState;
import io.freshet.ui.deploy.FollowUp;
import io.freshet.ui.deploy.StepState;
import java.time.Duration;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Runs the follow-ups a user kept: waits until the CONTINUOUS tables committed (a FULL refresh of an empty upstream
 * would be empty too), refreshes the FULL tables and waits for their rows, then backfills the days, through the
 * catalog and backfill services (audited and gated there). A failed follow-up is shown; the others still run.
 */
final class FollowUpRunner {

    private static final Duration WAIT = Duration.ofMinutes(3);
    private static final long POLL_MILLIS = 500;

    private final CatalogService catalog;
    private final BackfillService backfills;

    FollowUpRunner(CatalogService catalog, BackfillService backfills) {
        this.catalog = catalog;
        this.backfills = backfills;
    }

    /**
     * Runs the offered follow-ups that were chosen, skipping the others, kind by kind (waits, refreshes, backfills):
     * all of one kind start together, then each is awaited. The run ends DONE or CANCELLED.
     */
    void run(DeployRun run, boolean refresh, boolean backfill) {
        List<FollowUp> offered = run.offered();
        for (FollowUp.Kind kind : FollowUp.Kind.values()) {
            boolean chosen = switch (kind) {
                case WAIT_FOR_CONTINUOUS -> refresh || backfill;
                case REFRESH -> refresh;
                case BACKFILL -> backfill;
            };
            Map<Integer, Object> started = new LinkedHashMap<>();
            for (int i = 0; i < offered.size(); i++) {
                FollowUp f = offered.get(i);
                if (f.kind() != kind) {
                    continue;
                }
                if (!chosen || run.cancelRequested()) {
                    run.followUp(i, StepState.SKIPPED, null, null);
                    continue;
                }
                run.followUp(i, StepState.RUNNING, null, null);
                try {
                    started.put(i, start(f));
                } catch (ServiceException e) {
                    run.followUp(i, StepState.FAILED, null, e.userMessage());
                }
            }
            started.forEach((i, handle) -> {
                try {
                    run.followUp(i, StepState.DONE, await(run, offered.get(i), handle), null);
                } catch (ServiceException e) {
                    run.followUp(i, StepState.FAILED, null, e.userMessage());
                }
            });
        }
        long failed = run.offered().stream().filter(f -> f.state() == StepState.FAILED).count();
        run.moveTo(run.cancelRequested() ? DeployState.CANCELLED : DeployState.DONE,
                run.cancelRequested() ? "Stopped during the follow-ups."
                        : failed == 0 ? "Deployed and refreshed." : "Deployed; " + failed + " of the follow-ups failed.");
    }

    /** Starts a follow-up; returns what {@link #await} needs (the refresh job id, the backfill). */
    private Object start(FollowUp f) {
        return switch (f.kind()) {
            case WAIT_FOR_CONTINUOUS -> "";
            case REFRESH -> catalog.refresh(FollowUpOffer.ref(f));
            case BACKFILL -> {
                String[] range = f.detail().split(" \\.\\. ");
                TableRef ref = FollowUpOffer.ref(f);
                yield backfills.start(new BackfillRequest(ref.database() + "." + ref.table(),
                        LocalDate.parse(range[0]).atStartOfDay(), LocalDate.parse(range[1]).atStartOfDay(), false));
            }
        };
    }

    /** Waits until a started follow-up is done; returns what it did. */
    private String await(DeployRun run, FollowUp f, Object handle) {
        return switch (f.kind()) {
            case WAIT_FOR_CONTINUOUS -> awaitRows(run, FollowUpOffer.ref(f), "the first commit");
            case REFRESH -> awaitRefresh(run, FollowUpOffer.ref(f), (RefreshEntry) handle);
            case BACKFILL -> awaitBackfill(run, f, (BackfillSummary) handle);
        };
    }

    /**
     * Waits for the refresh's rows: a FULL table is created empty and Paimon commits a batch job's rows when the job
     * ends, so rows mean the refresh is done whatever the entry said when it started. Says it in words.
     */
    private String awaitRefresh(DeployRun run, TableRef table, RefreshEntry started) {
        String rows = awaitRows(run, table, "the refresh");
        return started.jobId() == null ? rows : rows + " from Flink job " + started.jobId();
    }

    private String awaitBackfill(DeployRun run, FollowUp f, BackfillSummary started) {
        BackfillSummary[] last = {started};
        await(run, () -> {
            BackfillDetail detail = backfills.detail(started.id());
            last[0] = detail.summary();
            return detail.summary().state().isFinal();
        }, "backfill " + started.id());
        if (last[0].state() != BackfillState.SUCCEEDED) {
            throw new ServiceException("Backfill " + started.id() + " ended " + last[0].state() + ": "
                    + last[0].message());
        }
        return f.detail() + ": " + last[0].succeeded() + " partitions, backfill " + started.id();
    }

    private String awaitRows(DeployRun run, TableRef table, String what) {
        await(run, () -> {
            List<SnapshotDetail> latest = catalog.snapshots(table, 1);
            return !latest.isEmpty() && latest.get(0).totalRows() > 0;
        }, what + " of " + table);
        return catalog.snapshots(table, 1).get(0).totalRows() + " rows";
    }

    private static void await(DeployRun run, BooleanSupplier done, String what) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline && !run.cancelRequested()) {
            try {
                if (done.getAsBoolean()) {
                    return;
                }
            } catch (ServiceException notYet) {
                // e.g. the table's first snapshot is being written
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ServiceException("Stopped waiting for " + what + ".", e);
            }
        }
        throw new ServiceException(run.cancelRequested() ? "Stopped waiting for " + what + "."
                : "Waited " + WAIT.toMinutes() + " minutes for " + what + " in vain; see the Catalog page.");
    }
}
