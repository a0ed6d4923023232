package io.freshet.backend.refreshes;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Which FULL tables may have lost their schedule, so that only those are asked about: all active and suspended ones
 * when the gateway process is a new one (its schedules lived in the old one's memory), otherwise the active ones with
 * no sign of the scheduler (a scheduled refresh started or ended, the table defined, or a check) for more than two
 * periods plus a grace: an external gateway's restart is seen that way. A suspended table shows no sign by design,
 * so only a new process makes it a suspect.
 */
final class LostSchedules {

    /** The default time for a refresh to be planned and show in Flink's job list after its fire. */
    static final Duration GRACE = Duration.ofMinutes(1);

    private final Duration grace;
    private final Map<String, Instant> checked = new HashMap<>();
    private Object gateway;

    LostSchedules(Duration grace) {
        this.grace = grace;
    }

    /**
     * @param lastSign   the latest sign of the scheduler for a table ({@code catalog.database.table}), or null
     * @param generation identifies the gateway process (the embedded Flink's pid); null when not known
     */
    List<FullSchedule> suspects(List<FullSchedule> tables, Function<String, Instant> lastSign, Object generation,
                                Instant now) {
        boolean newGateway = generation != null && !generation.equals(gateway);
        gateway = generation == null ? gateway : generation;
        checked.keySet().retainAll(tables.stream().map(FullSchedule::table).toList());
        return tables.stream().filter(t -> newGateway ? t.active() || t.suspended()
                : t.active() && overdue(t, lastSign.apply(t.table()), now)).toList();
    }

    /** The scheduler was asked about the table: it had the schedule, or has it again. */
    void checked(String table, Instant at) {
        checked.put(table, at);
    }

    private boolean overdue(FullSchedule table, Instant sign, Instant now) {
        Instant last = later(sign, checked.get(table.table()));
        return last != null && last.plus(table.period().multipliedBy(2)).plus(grace).isBefore(now);
    }

    private static Instant later(Instant a, Instant b) {
        return a == null ? b : b == null || a.isAfter(b) ? a : b;
    }
}
