package io.freshet.ui.catalog;

import java.util.List;

/** The first rows of a table, as text; {@code truncated} when the table has more than were fetched. */
public record DataPreview(List<String> columns, List<List<String>> rows, boolean truncated) {

    public DataPreview {
        columns = List.copyOf(columns);
        rows = rows.stream().map(List::copyOf).toList();
    }
}
