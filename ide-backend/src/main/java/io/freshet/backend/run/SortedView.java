package io.freshet.backend.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A result's rows in the order of one column, over the whole result: one pass over the result file collects the
 * column's values with each row's file offset, and a page of the view reads its rows at those offsets. Numeric
 * columns sort by value, others by text; NULLs last in both directions; equal values keep their order.
 *
 * @param offsets file offset of each row, in view order
 * @param indexes the row's position in the result, in view order
 */
record SortedView(long[] offsets, long[] indexes) {

    private static final Set<String> NUMERIC = Set.of("TINYINT", "SMALLINT", "INT", "INTEGER", "BIGINT", "FLOAT",
            "DOUBLE", "DECIMAL", "DEC", "NUMERIC", "REAL");

    /** One row's sort key. */
    private record Key(Comparable<Object> value, long offset, long index) {
    }

    static SortedView of(ResultStore store, int column, boolean ascending, String type) {
        boolean numeric = NUMERIC.contains(type == null ? "" : type.strip().split("[\\s(<]", 2)[0]
                .toUpperCase(Locale.ROOT));
        List<Key> keys = new ArrayList<>();
        try {
            store.forEachRow((offset, row) -> keys.add(new Key(key(
                    column < row.values().size() ? row.values().get(column) : null, numeric), offset, keys.size())));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Comparator<Comparable<Object>> values = ascending ? Comparator.naturalOrder() : Comparator.reverseOrder();
        keys.sort(Comparator.comparing(Key::value, Comparator.nullsLast(values)));
        long[] offsets = new long[keys.size()];
        long[] indexes = new long[keys.size()];
        for (int i = 0; i < keys.size(); i++) {
            offsets[i] = keys.get(i).offset();
            indexes[i] = keys.get(i).index();
        }
        return new SortedView(offsets, indexes);
    }

    int size() {
        return offsets.length;
    }

    @SuppressWarnings("unchecked")
    private static Comparable<Object> key(String text, boolean numeric) {
        if (text == null) {
            return null;
        }
        if (numeric) {
            try {
                return (Comparable<Object>) (Comparable<?>) new BigDecimal(text);
            } catch (NumberFormatException notANumber) {
                // NaN and Infinity of FLOAT/DOUBLE: after every number
                return (Comparable<Object>) (Comparable<?>) (text.startsWith("-") ? new BigDecimal("-1e400")
                        : new BigDecimal("1e400"));
            }
        }
        return (Comparable<Object>) (Comparable<?>) text;
    }
}
