package io.freshet.backend.refreshes;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.RefreshWorkflow;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Gives FULL materialized tables back the refresh schedule a restarted gateway forgot (paused again for a suspended
 * table, whose RESUME would otherwise fail). Flink keeps the schedules
 * in the gateway's memory (Quartz), and SUSPEND/RESUME cannot help: both refuse a schedule Quartz does not have.
 * So the suspects ({@link LostSchedules}) are created again through the scheduler's own REST call, which answers
 * "already exists" for a schedule that was not lost; every restored schedule is audited, as the system's action.
 */
public final class ScheduleRepair {

    private static final Logger LOG = LoggerFactory.getLogger(ScheduleRepair.class);

    /** A schedule created again, at that moment. */
    public record Restored(String table, String cron, Instant at) {
    }

    private final Supplier<Optional<GatewayClient>> gateway;
    private final Supplier<Object> generation;
    private final Supplier<List<FullSchedule>> tables;
    private final Function<String, Map<String, String>> createdWith;
    private final Function<String, Instant> lastSign;
    private final AuditLog audit;
    private final Clock clock;
    private final LostSchedules lost;

    /**
     * @param gateway    the gateway while it is ready
     * @param generation the gateway process (the embedded Flink's pid), or null when Freshet cannot tell
     * @param tables     the catalog's FULL materialized tables
     * @param lastSign   the latest sign of a table's scheduler, by {@code catalog.database.table}, or null
     * @param createdWith the session options a table was created with, which Flink gives each scheduled refresh
     * @param grace      beyond two periods without a sign, before a table's schedule is suspected lost
     */
    public ScheduleRepair(Supplier<Optional<GatewayClient>> gateway, Supplier<Object> generation,
                          Supplier<List<FullSchedule>> tables, Function<String, Instant> lastSign,
                          Function<String, Map<String, String>> createdWith, Duration grace, AuditLog audit,
                          Clock clock) {
        this.lost = new LostSchedules(grace);
        this.gateway = gateway;
        this.generation = generation;
        this.tables = tables;
        this.createdWith = createdWith;
        this.lastSign = lastSign;
        this.audit = audit;
        this.clock = clock;
    }

    /** One check; returns the schedules it restored (none while the gateway is not ready). */
    public synchronized List<Restored> checkNow() {
        Optional<GatewayClient> client = gateway.get();
        if (client.isEmpty()) {
            return List.of();
        }
        Instant now = clock.instant();
        List<Restored> restored = new ArrayList<>();
        for (FullSchedule table : lost.suspects(tables.get(), lastSign, generation.get(), now)) {
            try {
                Optional<RefreshWorkflow> created = client.get().createRefreshSchedule(table.identifier(),
                        table.cron(), createdWith.apply(table.table()), Map.of(), selfUrl(client.get()));
                if (created.isPresent()) {
                    if (table.suspended()) {
                        client.get().suspendRefreshSchedule(created.get());
                    }
                    restored.add(new Restored(table.table(), table.cron(), clock.instant()));
                    LOG.info("Restored the refresh schedule of {} ({}{}): the Flink SQL Gateway had lost it",
                            table.table(), table.cron(), table.suspended() ? ", suspended" : "");
                    audit.record("system", AuditAction.MATERIALIZED_TABLE_SCHEDULE_RESTORED, table.table(),
                            AuditLog.SUCCESS, "Scheduled refreshes every " + table.freshness().words()
                                    + " were lost when the Flink SQL Gateway restarted; Freshet created the schedule"
                                    + " again in Flink's workflow scheduler"
                                    + (table.suspended() ? ", paused like the table, so that RESUME finds it" : ""));
                }
                lost.checked(table.table(), now);
            } catch (GatewayException e) {
                // the next check tries again; a table dropped meanwhile is no longer among the suspects then
                LOG.warn("Could not restore the refresh schedule of {}: {}", table.table(), e.userMessage());
            }
        }
        return restored;
    }

    /** The address the scheduler calls back on every fire: the gateway's own, which is the one Freshet uses. */
    private static String selfUrl(GatewayClient client) {
        String base = client.baseUri().toString();
        return base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }
}
