package io.freshet.backend.backfill;

import io.freshet.ui.backfill.Granularity;
import io.freshet.ui.common.ServiceException;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A time range cut into partitions: the partition specs of every day or hour from {@code from} to {@code to}. */
record PartitionRange(Granularity granularity, LocalDateTime from, LocalDateTime to) {

    /** More than this is almost certainly a typo in a year; it also bounds one backfill's rows. */
    static final int MAX_PARTITIONS = 2_000;

    PartitionRange {
        if (granularity == null || from == null || to == null) {
            throw new ServiceException("Choose the first and the last partition of the range.");
        }
        ChronoUnit unit = unit(granularity);
        from = from.truncatedTo(unit);
        to = to.truncatedTo(unit);
        if (from.isAfter(to)) {
            throw new ServiceException("The range starts after it ends: " + from + " is after " + to + ".");
        }
        long count = unit.between(from, to) + 1;
        if (count > MAX_PARTITIONS) {
            throw new ServiceException("The range has " + count + " partitions; one backfill refreshes at most "
                    + MAX_PARTITIONS + ".");
        }
    }

    /** The start time of every partition, oldest first. */
    List<LocalDateTime> times() {
        List<LocalDateTime> times = new ArrayList<>();
        for (LocalDateTime t = from; !t.isAfter(to); t = t.plus(1, unit(granularity))) {
            times.add(t);
        }
        return times;
    }

    /** Partition specs in key order, each value formatted by its column's formatter and validated. */
    List<Map<String, String>> specs(List<String> partitionKeys, Map<String, String> formatters) {
        List<Map<String, String>> specs = new ArrayList<>();
        for (LocalDateTime time : times()) {
            Map<String, String> spec = new LinkedHashMap<>();
            for (String key : partitionKeys) {
                spec.put(key, PartitionValues.format(key, formatters.get(key), time));
            }
            if (!specs.contains(spec)) {
                specs.add(spec);
            }
        }
        return specs;
    }

    /** As the history shows it: a date for daily ranges, date and hour for hourly ones. */
    String fromText() {
        return text(from);
    }

    String toText() {
        return text(to);
    }

    private String text(LocalDateTime time) {
        return granularity == Granularity.DAILY ? time.toLocalDate().toString() : time.toString();
    }

    private static ChronoUnit unit(Granularity granularity) {
        return granularity == Granularity.HOURLY ? ChronoUnit.HOURS : ChronoUnit.DAYS;
    }
}
