package io.freshet.backend.warehouse;

import io.freshet.analysis.catalog.MaterializedTableOptions;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.TemporalAccessor;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.paimon.partition.Partition;

/**
 * The newest partition of a materialized table, which its scheduled refreshes write: the greatest value of the
 * partition column Flink formats from the schedule time ({@code partition.fields.<col>.date-formatter}), else the
 * partition written last.
 */
final class NewestPartition {

    private NewestPartition() {
    }

    /** When a file was last written to the newest partition; empty when there is none. */
    static Optional<Instant> lastWrite(List<Partition> partitions, List<String> partitionKeys,
                                       Map<String, String> options) {
        Optional<String> dated = partitionKeys.stream()
                .filter(key -> options.containsKey(MaterializedTableOptions.dateFormatterKey(key))).findFirst();
        Comparator<Partition> order = dated
                .map(key -> byValue(key, options.get(MaterializedTableOptions.dateFormatterKey(key))))
                .orElse(Comparator.comparingLong(Partition::lastFileCreationTime));
        return partitions.stream().max(order).map(p -> Instant.ofEpochMilli(p.lastFileCreationTime()));
    }

    /** By the formatted time when it parses (so "01/02/2025" orders right), else by the text. */
    private static Comparator<Partition> byValue(String key, String pattern) {
        DateTimeFormatter format = formatter(pattern);
        Comparator<Partition> asTime = Comparator.comparing(p -> time(format, p.spec().get(key)),
                Comparator.nullsFirst(Comparator.naturalOrder()));
        return asTime.thenComparing(p -> String.valueOf(p.spec().get(key)));
    }

    private static DateTimeFormatter formatter(String pattern) {
        try {
            return DateTimeFormatter.ofPattern(pattern);
        } catch (IllegalArgumentException notJavaPattern) {
            return null;
        }
    }

    private static LocalDateTime time(DateTimeFormatter format, String value) {
        if (format == null || value == null) {
            return null;
        }
        try {
            TemporalAccessor parsed = format.parseBest(value, LocalDateTime::from, LocalDate::from);
            return parsed instanceof LocalDate date ? date.atStartOfDay() : (LocalDateTime) parsed;
        } catch (DateTimeParseException | ClassCastException unreadable) {
            return null;
        }
    }
}
