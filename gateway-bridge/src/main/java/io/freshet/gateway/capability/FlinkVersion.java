package io.freshet.gateway.capability;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A Flink release number as the gateway reports it ("2.0.0", "2.2-SNAPSHOT", "1.20.1"). */
public record FlinkVersion(int major, int minor, int patch) implements Comparable<FlinkVersion> {

    private static final Pattern VERSION = Pattern.compile("^(\\d+)\\.(\\d+)(?:\\.(\\d+))?");

    /** Reads the leading numbers; anything after them (-SNAPSHOT, -rc1) is ignored. */
    public static FlinkVersion parse(String text) {
        Matcher matcher = VERSION.matcher(text == null ? "" : text.strip());
        if (!matcher.find()) {
            throw new IllegalArgumentException("Not a Flink version: " + text);
        }
        int patch = matcher.group(3) == null ? 0 : Integer.parseInt(matcher.group(3));
        return new FlinkVersion(Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2)), patch);
    }

    public boolean isAtLeast(FlinkVersion other) {
        return compareTo(other) >= 0;
    }

    @Override
    public int compareTo(FlinkVersion other) {
        int byMajor = Integer.compare(major, other.major);
        if (byMajor != 0) {
            return byMajor;
        }
        int byMinor = Integer.compare(minor, other.minor);
        return byMinor != 0 ? byMinor : Integer.compare(patch, other.patch);
    }

    @Override
    public String toString() {
        return major + "." + minor + "." + patch;
    }
}
