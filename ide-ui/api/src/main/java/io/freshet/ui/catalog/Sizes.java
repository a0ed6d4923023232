package io.freshet.ui.catalog;

import java.time.Duration;

/** Byte counts and durations in short human form: the one wording of a size on every page (binary units). */
public final class Sizes {

    private Sizes() {
    }

    /** A byte count as "512 B", "2.0 KiB", "1.5 MiB": powers of 1024, named as such. */
    public static String bytes(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        String[] units = {"KiB", "MiB", "GiB", "TiB"};
        double value = bytes;
        int unit = -1;
        while (value >= 1024 && unit < units.length - 1) {
            value /= 1024;
            unit++;
        }
        return String.format(java.util.Locale.ROOT, "%.1f %s", value, units[unit]);
    }

    /** A duration as a person reads an age: seconds, minutes, hours and minutes, or days. */
    public static String ago(Duration duration) {
        long seconds = duration.toSeconds();
        if (seconds < 120) {
            return seconds + " s";
        }
        if (seconds < 7200) {
            return seconds / 60 + " min";
        }
        if (seconds < 172_800) {
            return seconds / 3600 + " h " + (seconds % 3600) / 60 + " min";
        }
        return seconds / 86_400 + " days";
    }
}
