package io.freshet.backend.backfill;

import io.freshet.ui.backfill.Granularity;
import io.freshet.ui.common.ServiceException;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.time.temporal.TemporalAccessor;
import java.util.regex.Pattern;

/**
 * Partition values from a table's {@code partition.fields.<col>.date-formatter}: the formatter decides the
 * granularity, formats each partition time, and every value is checked against it before it goes into SQL.
 */
final class PartitionValues {

    /** What a date-formatted value may contain: digits, letters (month names) and separators; never a quote. */
    private static final Pattern SAFE = Pattern.compile("[0-9A-Za-z :_./-]{1,64}");

    private PartitionValues() {
    }

    /** DAILY or HOURLY from the finest field a formatter names; null when it names no day (e.g. monthly). */
    static Granularity granularity(String formatter) {
        String pattern = withoutLiterals(formatter);
        if (pattern.matches(".*[Hhk].*")) {
            return Granularity.HOURLY;
        }
        return pattern.matches(".*[dD].*") ? Granularity.DAILY : null;
    }

    /** The formatter as java.time reads it; a clear error for one Freshet cannot use. */
    static DateTimeFormatter formatter(String column, String formatter) {
        try {
            return DateTimeFormatter.ofPattern(formatter).withResolverStyle(ResolverStyle.LENIENT);
        } catch (IllegalArgumentException e) {
            throw new ServiceException("The date formatter '" + formatter + "' of partition column " + column
                    + " is not a valid date pattern: " + e.getMessage());
        }
    }

    /** The value of {@code column} for the partition starting at {@code time}, validated. */
    static String format(String column, String formatter, LocalDateTime time) {
        String value = formatter(column, formatter).format(time);
        validate(column, formatter, value);
        return value;
    }

    /**
     * Refuses a value that its formatter would not produce (and anything that could leave a SQL string
     * literal), so no partition value reaches a statement unchecked even though statements also quote it.
     */
    static void validate(String column, String formatter, String value) {
        if (value == null || !SAFE.matcher(value).matches()) {
            throw new ServiceException("The partition value " + shown(value) + " of " + column
                    + " is not a date in the format " + formatter + ".");
        }
        DateTimeFormatter parser = formatter(column, formatter);
        try {
            TemporalAccessor parsed = parser.parse(value);
            if (!parser.format(parsed).equals(value)) {
                throw new DateTimeParseException("formats differently", value, 0);
            }
        } catch (java.time.DateTimeException e) {
            throw new ServiceException("The partition value " + shown(value) + " of " + column
                    + " does not match its date format " + formatter + ".");
        }
    }

    private static String shown(String value) {
        return value == null ? "(none)" : "'" + (value.length() > 40 ? value.substring(0, 40) + "..." : value) + "'";
    }

    /** The pattern letters only: text in single quotes is literal. */
    private static String withoutLiterals(String formatter) {
        return formatter.replaceAll("'[^']*'", "");
    }
}
