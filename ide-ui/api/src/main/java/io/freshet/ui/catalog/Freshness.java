package io.freshet.ui.catalog;

import java.time.Duration;
import java.util.Locale;

/** A materialized table's freshness as Flink writes it: a positive whole number of one unit. */
public record Freshness(int amount, FreshnessUnit unit) implements Comparable<Freshness> {

    public Freshness {
        java.util.Objects.requireNonNull(unit, "unit");
        if (amount <= 0) {
            throw new IllegalArgumentException("A freshness is a positive whole number, not " + amount);
        }
    }

    public static Freshness of(int amount, FreshnessUnit unit) {
        return new Freshness(amount, unit);
    }

    /** Reads Flink's stored form: interval {@code "30"} and unit {@code "SECOND"}. */
    public static Freshness parse(String interval, String unit) {
        try {
            return new Freshness(Integer.parseInt(interval.strip()), FreshnessUnit.valueOf(unit.strip().toUpperCase(Locale.ROOT)));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("Not a freshness: " + interval + " " + unit, e);
        }
    }

    /** Reads the one-text form, e.g. {@code "1 HOUR"} (see {@link #flinkText()}). */
    public static Freshness parse(String text) {
        String[] parts = text == null ? new String[0] : text.strip().split("\\s+");
        if (parts.length != 2) {
            throw new IllegalArgumentException("Not a freshness: " + text);
        }
        return parse(parts[0], parts[1]);
    }

    public Duration duration() {
        return unit.length().multipliedBy(amount);
    }

    /** The SQL clause value, e.g. {@code INTERVAL '1' HOUR}. */
    public String sql() {
        return "INTERVAL '" + amount + "' " + unit.name();
    }

    /** The form gateway-bridge's re-create takes, e.g. {@code 1 HOUR}. */
    public String flinkText() {
        return amount + " " + unit.name();
    }

    /** Plain words, e.g. "10 seconds". */
    public String words() {
        return unit.words(amount);
    }

    @Override
    public int compareTo(Freshness other) {
        return duration().compareTo(other.duration());
    }

    @Override
    public String toString() {
        return words();
    }
}
