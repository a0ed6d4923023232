package io.freshet.ui.run;

/**
 * An order for a result's rows.
 *
 * @param column 0-based index of the result column to sort by
 * @param ascending false for descending; NULLs come last either way
 */
public record ResultSort(int column, boolean ascending) {
}
