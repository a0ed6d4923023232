package io.freshet.ui.backfill;

import java.util.List;

/**
 * What a backfill would do, before it starts.
 *
 * @param refreshes every refresh in the order they run
 * @param notes     downstream tables that are left alone and why (e.g. continuous ones keep up by themselves)
 * @param warnings  partitions whose sources hold no data for them: refreshing them writes empty partitions
 */
public record BackfillPreview(String table, Granularity granularity, List<PlannedRefresh> refreshes, List<String> notes,
                              List<String> warnings) {

    public BackfillPreview {
        refreshes = List.copyOf(refreshes);
        notes = List.copyOf(notes);
        warnings = List.copyOf(warnings);
    }

    /** A preview without warnings. */
    public BackfillPreview(String table, Granularity granularity, List<PlannedRefresh> refreshes, List<String> notes) {
        this(table, granularity, refreshes, notes, List.of());
    }
}
