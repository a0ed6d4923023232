package io.freshet.ui.catalog;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The create dialog's partitioning suggestion: a query's day column ({@code ds}, {@code dt}, {@code date}, {@code day}),
 * offered only where Paimon accepts it with the chosen key, which must hold the partition columns and one more.
 *
 * @param column the day column, or {@code null} when the query has none
 */
public record PartitionSuggestion(String column) {

    private static final List<String> DAY_COLUMNS = List.of("ds", "dt", "date", "day");

    /** The first of the query's columns named like a day, if any. */
    public static PartitionSuggestion of(List<String> columns) {
        return new PartitionSuggestion(columns.stream()
                .filter(c -> DAY_COLUMNS.contains(c.toLowerCase(Locale.ROOT))).findFirst().orElse(null));
    }

    /**
     * The suggested partition columns for this primary key: none when the key lacks the day column (Paimon needs the
     * partition columns inside the key) or is that column alone (a partition would hold a single row, which Paimon
     * refuses).
     */
    public Set<String> partitionsFor(Set<String> primaryKey) {
        if (column == null) {
            return Set.of();
        }
        boolean accepted = primaryKey.isEmpty() || (primaryKey.contains(column) && primaryKey.size() > 1);
        return accepted ? Set.of(column) : Set.of();
    }

    public Optional<String> dayColumn() {
        return Optional.ofNullable(column);
    }
}
