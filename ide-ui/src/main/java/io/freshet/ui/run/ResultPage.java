package io.freshet.ui.run;

import java.util.List;

/**
 * A slice of a result. Values are display text (null stays null).
 *
 * @param offset index of the first row
 * @param kinds the change kind of each row (+I, -U, +U, -D)
 * @param complete true when no more rows will arrive
 */
public record ResultPage(long offset, List<List<String>> rows, List<String> kinds, boolean complete) {
}
