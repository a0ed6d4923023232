package io.freshet.backend.refreshes;

import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.backend.freshness.FlinkJobsView;
import io.freshet.backend.freshness.FreshnessMonitor;
import io.freshet.backend.freshness.JobsListener;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.gateway.client.GatewayErrorText;
import io.freshet.gateway.embedded.EmbeddedFlinkLayout;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.ui.common.UserMessages;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * Records in the refresh history each scheduled refresh that Flink's workflow scheduler fired and that failed before
 * it had a job (planning refused it: a dropped source, a changed column), with the reason: Flink's job list never
 * shows those. Reads the embedded gateway's record of its fires after each read of the job list, so such a failure is
 * in the history within the monitor's interval. An external gateway keeps no such record: nothing is read then.
 */
@Component
public class SchedulerFailures implements JobsListener {

    private static final Logger LOG = LoggerFactory.getLogger(SchedulerFailures.class);

    private final RefreshHistoryStore store;
    private final Supplier<Path> file;
    private final BiFunction<String, Instant, Optional<String>> partitions;
    private final SchedulerFires fires = new SchedulerFires();
    private boolean warned;

    @Autowired
    public SchedulerFailures(RefreshHistoryStore store, FreshnessMonitor monitor, GatewayConnection connection,
                             PaimonCatalogSnapshotSource catalog) {
        this(store, () -> {
            Path log = connection.snapshot().logFile();
            return log == null ? null : log.resolveSibling(EmbeddedFlinkLayout.SCHEDULED_REFRESHES);
        }, partitions(catalog));
        monitor.listen(this);
    }

    /**
     * The partition a scheduled refresh of a table ({@code catalog.database.table}) fired or started at a moment
     * writes, from the catalog's options; the scheduler's cron and Flink's formatting run in the gateway's zone,
     * here the same machine's.
     */
    public static BiFunction<String, Instant, Optional<String>> partitions(PaimonCatalogSnapshotSource catalog) {
        return (table, at) -> catalog.state().snapshot().tables().filter(t -> t.id().toString().equals(table))
                .findFirst().flatMap(t -> ScheduledPartition.of(t, at, ZoneId.systemDefault()));
    }

    /**
     * @param file       the embedded gateway's record of fires, null while there is none
     * @param partitions the partition a scheduled refresh of a table fired then writes
     */
    public SchedulerFailures(RefreshHistoryStore store, Supplier<Path> file,
                             BiFunction<String, Instant, Optional<String>> partitions) {
        this.store = store;
        this.file = file;
        this.partitions = partitions;
    }

    @Override
    public void jobsRead(FlinkJobsView view, FlinkRestClient client) {
        readNow();
    }

    /** Records the failed fires written since the last read; returns how many were new. */
    public synchronized int readNow() {
        int added = 0;
        try {
            for (SchedulerFires.Fire fire : fires.readNew(file.get())) {
                if (fire.failed() && !store.hasFailedFire(fire.table(), fire.fired())) {
                    long id = store.asked(new RefreshRecord(fire.table(), null, RefreshTrigger.SCHEDULED,
                            RefreshState.RUNNING, fire.fired(), null,
                            partitions.apply(fire.table(), fire.fired()).orElse(null), null, null, null));
                    store.refused(id, fire.ended(), reason(fire.text()));
                    added++;
                }
            }
        } catch (IOException | RuntimeException e) {
            if (!warned) {
                LOG.warn("Cannot read the scheduled refreshes of the embedded Flink", e);
                warned = true;
            }
        }
        return added;
    }

    /** The deepest cause Flink gave (the REST error carries the gateway's stack trace), in words for people. */
    static String reason(String text) {
        // a position points into the refresh statement Flink wrote itself, which nobody sees: leave it out
        String root = GatewayErrorText.rootCauseLine(text).replaceFirst(
                "^From line \\d+, column \\d+ to line \\d+, column \\d+: ", "");
        return "Flink's scheduler could not start the refresh: " + UserMessages.translate(root);
    }
}
