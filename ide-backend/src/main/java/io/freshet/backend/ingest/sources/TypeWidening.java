package io.freshet.backend.ingest.sources;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which column type changes an ODS table takes by {@code ALTER TABLE ... MODIFY}: only widenings that keep every
 * stored value (a wider integer, FLOAT to DOUBLE, a longer string, a decimal with more integer digits and the same
 * scale). Anything else needs the table re-snapshotted.
 */
final class TypeWidening {

    private static final List<String> INTEGERS = List.of("TINYINT", "SMALLINT", "INT", "BIGINT");
    private static final Pattern SIZED = Pattern.compile("(VARCHAR|CHAR|DECIMAL)\\((\\d+)(?:,(\\d+))?\\)");
    private static final int MAX_STRING = Integer.MAX_VALUE;

    private TypeWidening() {
    }

    /** The type as a comparable key: upper case, no blanks, no NOT NULL, STRING as VARCHAR(max). */
    static String normal(String type) {
        String t = type.toUpperCase(Locale.ROOT).replace("NOT NULL", "").replaceAll("\\s+", "");
        if (t.equals("STRING")) {
            return "VARCHAR(" + MAX_STRING + ")";
        }
        return t.equals("INTEGER") ? "INT" : t;
    }

    static boolean same(String a, String b) {
        return normal(a).equals(normal(b));
    }

    /** Whether values of {@code from} all fit {@code to} unchanged. */
    static boolean widens(String from, String to) {
        String f = normal(from);
        String t = normal(to);
        if (INTEGERS.contains(f) && INTEGERS.contains(t)) {
            return INTEGERS.indexOf(f) <= INTEGERS.indexOf(t);
        }
        if (f.equals("FLOAT") && t.equals("DOUBLE")) {
            return true;
        }
        Matcher a = SIZED.matcher(f);
        Matcher b = SIZED.matcher(t);
        if (!a.matches() || !b.matches()) {
            return false;
        }
        long lengthA = Long.parseLong(a.group(2));
        long lengthB = Long.parseLong(b.group(2));
        if (a.group(1).equals("DECIMAL") || b.group(1).equals("DECIMAL")) {
            int scaleA = a.group(3) == null ? 0 : Integer.parseInt(a.group(3));
            int scaleB = b.group(3) == null ? 0 : Integer.parseInt(b.group(3));
            return a.group(1).equals(b.group(1)) && scaleA == scaleB && lengthA - scaleA <= lengthB - scaleB;
        }
        // CHAR pads: only VARCHAR to a longer VARCHAR keeps the stored text
        return a.group(1).equals("VARCHAR") && b.group(1).equals("VARCHAR") && lengthA <= lengthB;
    }
}
