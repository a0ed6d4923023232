package io.freshet.analysis.serving;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** An engine's version as numbers (3.3.1, Trino's 476), compared part by part; text after the numbers is ignored. */
public record EngineVersion(int major, int minor, int patch) implements Comparable<EngineVersion> {

    private static final Pattern NUMBERS = Pattern.compile("(\\d{1,6})(?:\\.(\\d{1,6}))?(?:\\.(\\d{1,6}))?.*");

    /** @throws IllegalArgumentException for text that does not start with a number */
    public static EngineVersion parse(String text) {
        Matcher m = NUMBERS.matcher(text == null ? "" : text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("A version starts with numbers, e.g. 3.3.1 or 476.");
        }
        return new EngineVersion(Integer.parseInt(m.group(1)), part(m.group(2)), part(m.group(3)));
    }

    public boolean atLeast(String other) {
        return compareTo(parse(other)) >= 0;
    }

    @Override
    public int compareTo(EngineVersion o) {
        int c = Integer.compare(major, o.major);
        if (c == 0) {
            c = Integer.compare(minor, o.minor);
        }
        return c == 0 ? Integer.compare(patch, o.patch) : c;
    }

    private static int part(String group) {
        return group == null ? 0 : Integer.parseInt(group);
    }
}
