package io.freshet.backend.deploy;

import io.freshet.ui.backfill.BackfillDetail;
import io.freshet.ui.backfill.BackfillRequest;
import io.freshet.ui.backfill.BackfillService;
import io.freshet.ui.backfill.BackfillState;
import io.freshet.ui.backfill.BackfillSummary;
import io.freshet.ui.catalog.CatalogService;
import io.freshet.ui.catalog.SnapshotDetail;
import io.freshet.ui.catalog.TableRef;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.deploy.DeployState;
import io.freshet.ui.deploy.FollowUp;
import io.freshet.ui.deploy.StepState;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Runs the follow-ups a user kept: waits until the CONTINUOUS tables committed (a FULL refresh of an empty upstream
 * would be empty too), refreshes each FULL table and waits for its rows, then backfills the days, through the
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

    /** Runs the offered follow-ups that were chosen, skipping the others; the run ends DONE or CANCELLED. */
    void run(DeployRun run, boolean refresh, boolean backfill) {
        List<FollowUp> offered = run.offered();
        for (int i = 0; i < offered.size(); i++) {
            FollowUp f = offered.get(i);
            boolean chosen = switch (f.kind()) {
                case WAIT_FOR_CONTINUOUS -> refresh || backfill;
                case REFRESH -> refresh;
                case BACKFILL -> backfill;
            };
            if (!chosen) {
                run.followUp(i, StepState.SKIPPED, null, null);
                continue;
            }
            if (run.cancelRequested()) {
                run.followUp(i, StepState.SKIPPED, null, null);
                continue;
            }
            run.followUp(i, StepState.RUNNING, null, null);
            try {
                String detail = switch (f.kind()) {
                    case WAIT_FOR_CONTINUOUS -> awaitRows(run, FollowUpOffer.ref(f), "its first commit");
                    case REFRESH -> refresh(run, FollowUpOffer.ref(f));
                    case BACKFILL -> backfill(run, f);
                };
                run.followUp(i, StepState.DONE, detail, null);
            } catch (ServiceException e) {
                run.followUp(i, StepState.FAILED, null, e.userMessage());
            }
        }
        run.moveTo(run.cancelRequested() ? DeployState.CANCELLED : DeployState.DONE,
                run.cancelRequested() ? "Stopped during the follow-ups." : null);
    }

    private String refresh(DeployRun run, TableRef table) {
        String job = catalog.refresh(table);
        awaitRows(run, table, "the refresh");
        return "job " + job;
    }

    private String backfill(DeployRun run, FollowUp f) {
        String[] range = f.detail().split(" \\.\\. ");
        LocalDate from = LocalDate.parse(range[0]);
        LocalDate to = LocalDate.parse(range[1]);
        TableRef ref = FollowUpOffer.ref(f);
        BackfillSummary started = backfills.start(new BackfillRequest(ref.database() + "." + ref.table(),
                from.atStartOfDay(), to.atStartOfDay(), false));
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
