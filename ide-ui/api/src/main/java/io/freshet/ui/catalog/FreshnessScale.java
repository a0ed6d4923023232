package io.freshet.ui.catalog;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * The values a freshness slider snaps to, and what each leads to at the gateway's threshold
 * ({@code materialized-table.refresh-mode.freshness-threshold}). Below the threshold Flink runs a
 * CONTINUOUS streaming job (any freshness works: it is the checkpoint interval); at or above it FULL
 * batch refreshes on a cron schedule, which Flink 2.0 accepts only for second and minute values that
 * divide 60, hour values that divide 24, and 1 day. A table whose definition names its mode
 * ({@code REFRESH_MODE = FULL}) keeps it at every freshness, and a table's current freshness keeps the mode
 * Flink gave it (the threshold may have changed since).
 */
public final class FreshnessScale {

    /** Flink's default threshold. */
    public static final Duration DEFAULT_THRESHOLD = Duration.ofMinutes(30);

    private static final int[] SENSIBLE_SECONDS = {1, 2, 3, 5, 10, 15, 20, 30};
    private static final int[] SENSIBLE_MINUTES = {1, 2, 3, 5, 10, 15, 20, 30, 45};
    private static final int[] SENSIBLE_HOURS = {1, 2, 3, 4, 6, 8, 12, 18};

    private final Duration threshold;
    private final RefreshMode written;
    private final Freshness current;
    private final RefreshMode currentMode;
    private final List<Freshness> stops;

    /** The scale of a new table whose mode Flink derives from its freshness. */
    public FreshnessScale(Duration threshold) {
        this(threshold, null, null, null);
    }

    /**
     * The scale of an existing table.
     *
     * @param logicalRefreshMode Flink's {@code logical-refresh-mode}: AUTOMATIC, or the mode the definition names
     * @param current            the table's freshness now, null for none
     * @param currentMode        the mode Flink runs the table in now, null when not known
     */
    public static FreshnessScale forTable(Duration threshold, String logicalRefreshMode, Freshness current,
                                          RefreshMode currentMode) {
        return new FreshnessScale(threshold, written(logicalRefreshMode), current, currentMode);
    }

    private FreshnessScale(Duration threshold, RefreshMode written, Freshness current, RefreshMode currentMode) {
        this.threshold = Objects.requireNonNull(threshold, "threshold");
        this.written = written;
        this.current = current;
        this.currentMode = currentMode;
        List<Freshness> all = new ArrayList<>();
        for (Freshness candidate : continuousCandidates()) {
            if (modeOf(candidate) == RefreshMode.CONTINUOUS) {
                all.add(candidate);
            }
        }
        for (Freshness candidate : fullCandidates()) {
            if (modeOf(candidate) == RefreshMode.FULL) {
                all.add(candidate);
            }
        }
        if (current != null && !all.contains(current) && accepts(current)) {
            all.add(current);
        }
        all.sort(Comparator.naturalOrder());
        this.stops = List.copyOf(all);
    }

    public Duration threshold() {
        return threshold;
    }

    /** Every value the slider offers, shortest first. */
    public List<Freshness> stops() {
        return stops;
    }

    /** The mode the table's definition names, null when Flink derives it from the freshness. */
    public RefreshMode writtenMode() {
        return written;
    }

    /**
     * The mode a freshness leads to: the table's own mode at its current freshness, the mode its definition names,
     * else Flink 2.0's rule (shorter than the threshold is CONTINUOUS, else FULL).
     */
    public RefreshMode modeOf(Freshness freshness) {
        if (currentMode != null && freshness.equals(current)) {
            return currentMode;
        }
        if (written != null) {
            return written;
        }
        return freshness.duration().compareTo(threshold) < 0 ? RefreshMode.CONTINUOUS : RefreshMode.FULL;
    }

    private static RefreshMode written(String logicalRefreshMode) {
        for (RefreshMode mode : RefreshMode.values()) {
            if (mode.name().equalsIgnoreCase(logicalRefreshMode == null ? "" : logicalRefreshMode.strip())) {
                return mode;
            }
        }
        return null;
    }

    /** Whether Flink's scheduler can turn this freshness into a cron schedule. */
    public static boolean acceptedInFullMode(Freshness freshness) {
        int n = freshness.amount();
        return switch (freshness.unit()) {
            case SECOND, MINUTE -> n < 60 && 60 % n == 0;
            case HOUR -> n < 24 && 24 % n == 0;
            case DAY -> n == 1;
        };
    }

    /** Whether Flink accepts this freshness at this threshold. */
    public boolean accepts(Freshness freshness) {
        return modeOf(freshness) == RefreshMode.CONTINUOUS || acceptedInFullMode(freshness);
    }

    /** The stop nearest to a wanted freshness (by ratio, so 50 s snaps to 1 minute rather than 30 s). */
    public Freshness snap(Duration wanted) {
        double target = Math.log(Math.max(1, wanted.toSeconds()));
        return stops.stream().min(Comparator.comparingDouble(
                stop -> Math.abs(Math.log(stop.duration().toSeconds()) - target))).orElseThrow();
    }

    /** The index of the stop nearest to a freshness, for placing the slider. */
    public int indexOf(Freshness freshness) {
        return stops.indexOf(snap(freshness.duration()));
    }

    /** What a freshness costs, in plain words. */
    public String cost(Freshness freshness) {
        if (modeOf(freshness) == RefreshMode.CONTINUOUS) {
            return "An always-on streaming job with a checkpoint every " + freshness.words()
                    + ": rows arrive within about " + freshness.words() + ", and the job holds its CPU and memory all the time.";
        }
        return "A batch refresh every " + freshness.words() + ": a job starts on schedule, recomputes the current"
                + " period and then frees its resources; rows can be up to " + freshness.words() + " old.";
    }

    private static List<Freshness> continuousCandidates() {
        List<Freshness> list = new ArrayList<>();
        for (int s : SENSIBLE_SECONDS) {
            list.add(Freshness.of(s, FreshnessUnit.SECOND));
        }
        for (int m : SENSIBLE_MINUTES) {
            list.add(Freshness.of(m, FreshnessUnit.MINUTE));
        }
        for (int h : SENSIBLE_HOURS) {
            list.add(Freshness.of(h, FreshnessUnit.HOUR));
        }
        list.add(Freshness.of(1, FreshnessUnit.DAY));
        return list;
    }

    private static List<Freshness> fullCandidates() {
        List<Freshness> list = new ArrayList<>();
        for (int n = 1; n < 60; n++) {
            if (60 % n == 0) {
                list.add(Freshness.of(n, FreshnessUnit.SECOND));
                list.add(Freshness.of(n, FreshnessUnit.MINUTE));
            }
        }
        for (int h = 1; h < 24; h++) {
            if (24 % h == 0) {
                list.add(Freshness.of(h, FreshnessUnit.HOUR));
            }
        }
        list.add(Freshness.of(1, FreshnessUnit.DAY));
        return list;
    }
}
