package io.freshet.ui.common;

/** A count with its noun in English: "1 table", "2 tables", "0 columns". */
public final class Counts {

    private Counts() {
    }

    /** The count and the singular noun, with an s unless the count is one. */
    public static String of(long count, String singular) {
        return of(count, singular, singular + "s");
    }

    /** The count and the noun, singular for one, else the plural given (for nouns such as "refresh"). */
    public static String of(long count, String singular, String plural) {
        return count + " " + (count == 1 ? singular : plural);
    }
}
