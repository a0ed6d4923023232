package io.freshet.ui.run;

import java.util.List;

/**
 * A slice of a result. Values are display text (null stays null).
 *
 * @param offset index of the first row (in the order asked for)
 * @param kinds the change kind of each row (+I, -U, +U, -D)
 * @param complete true when no more rows will arrive
 * @param indexes each row's position in the result as it arrived (differs from the offset in a sorted page)
 */
public record ResultPage(long offset, List<List<String>> rows, List<String> kinds, boolean complete,
                         List<Long> indexes) {

    /** A page in arrival order. */
    public ResultPage(long offset, List<List<String>> rows, List<String> kinds, boolean complete) {
        this(offset, rows, kinds, complete, java.util.stream.LongStream.range(offset, offset + rows.size()).boxed()
                .toList());
    }
}
