package io.freshet.ui.backfill;

import java.util.List;

/**
 * What a backfill would do, before it starts.
 *
 * @param refreshes every refresh in the order they run
 * @param notes     downstream tables that are left alone and why (e.g. continuous ones keep up by themselves)
 */
public record BackfillPreview(String table, Granularity granularity, List<PlannedRefresh> refreshes, List<String> notes) {

    public BackfillPreview {
        refreshes = List.copyOf(refreshes);
        notes = List.copyOf(notes);
    }
}
