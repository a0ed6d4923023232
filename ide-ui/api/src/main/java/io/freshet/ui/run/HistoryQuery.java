package io.freshet.ui.run;

/**
 * A history filter; null fields do not filter.
 *
 * @param text a substring of the statement, case-insensitive
 * @param user only runs by this user
 * @param limit at most this many records
 */
public record HistoryQuery(String text, String user, RunState state, int limit) {

    public static HistoryQuery latest(int limit) {
        return new HistoryQuery(null, null, null, limit);
    }
}
