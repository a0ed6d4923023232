package io.freshet.backend.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The result store keeps only its window in memory and serves every earlier row from its spill file. */
class ResultStoreTest {

    @TempDir
    Path dir;

    @Test
    void aHundredThousandRowsArePagedBackAndForthWithOnlyTheWindowInMemory() {
        try (ResultStore store = new ResultStore(dir.resolve("r.rows"), 1_000)) {
            for (int i = 0; i < 100_000; i++) {
                store.append(i % 2 == 0 ? "+I" : "-U", Arrays.asList("row " + i, i % 7 == 0 ? null : "ü" + i));
                assertThat(store.rowsInMemory()).isLessThanOrEqualTo(1_000);
            }
            assertThat(store.rowCount()).isEqualTo(100_000);
            assertThat(store.peakRowsInMemory()).isEqualTo(1_000);
            for (long offset : new long[] {99_990, 0, 255, 256, 257, 50_000, 98_999, 99_000, 12_345}) {
                List<ResultStore.StoredRow> page = store.read(offset, 10);
                assertThat(page).hasSize((int) Math.min(10, 100_000 - offset));
                for (int k = 0; k < page.size(); k++) {
                    long i = offset + k;
                    assertThat(page.get(k).values().get(0)).isEqualTo("row " + i);
                    assertThat(page.get(k).values().get(1)).isEqualTo(i % 7 == 0 ? null : "ü" + i);
                    assertThat(page.get(k).kind()).isEqualTo(i % 2 == 0 ? "+I" : "-U");
                }
            }
            assertThat(store.rowsInMemory()).as("reading does not grow the window").isLessThanOrEqualTo(1_000);
        }
    }

    @Test
    void pagesBeyondTheEndAreShortOrEmpty() {
        try (ResultStore store = new ResultStore(dir.resolve("s.rows"), 10)) {
            for (int i = 0; i < 25; i++) {
                store.append("+I", List.of(String.valueOf(i)));
            }
            assertThat(store.read(20, 10)).hasSize(5);
            assertThat(store.read(25, 10)).isEmpty();
            assertThat(store.read(3, 0)).isEmpty();
            assertThat(store.read(5, 20)).extracting(r -> r.values().get(0))
                    .containsExactlyElementsOf(range(5, 25));
        }
    }

    @Test
    void closingDeletesTheFileAndAStoreWithoutRowsMakesNone() {
        Path file = dir.resolve("t.rows");
        ResultStore empty = new ResultStore(dir.resolve("empty.rows"), 10);
        empty.close();
        assertThat(dir.resolve("empty.rows")).doesNotExist();
        ResultStore store = new ResultStore(file, 10);
        store.append("+I", List.of("x"));
        assertThat(Files.exists(file)).isTrue();
        assertThat(store.bytes()).isPositive();
        store.close();
        assertThat(file).doesNotExist();
        assertThat(store.read(0, 1)).isEmpty();
        store.close();
    }

    private static List<String> range(int from, int to) {
        List<String> values = new ArrayList<>();
        for (int i = from; i < to; i++) {
            values.add(String.valueOf(i));
        }
        return values;
    }

    @Test
    void everyRowIsVisitedInOrderFromTheFileWithOffsetsThatReadTheRowBack() throws Exception {
        try (ResultStore store = new ResultStore(dir.resolve("all.rows"), 10)) {
            for (int i = 0; i < 1_000; i++) {
                store.append("+I", Arrays.asList(String.valueOf(i), i % 3 == 0 ? null : "v" + i));
            }
            assertThat(store.insertOnly()).isTrue();
            List<Long> offsets = new ArrayList<>();
            List<String> seen = new ArrayList<>();
            store.forEachRow((offset, row) -> {
                offsets.add(offset);
                seen.add(row.values().get(0));
            });
            assertThat(seen).hasSize(1_000).startsWith("0", "1").endsWith("999");
            long[] reversed = new long[] {offsets.get(999), offsets.get(3), offsets.get(0)};
            List<ResultStore.StoredRow> picked = store.readAt(reversed, 0, 3);
            assertThat(picked).extracting(r -> r.values().get(0)).containsExactly("999", "3", "0");
            assertThat(picked.get(1).values().get(1)).isNull();
            store.append("-U", Arrays.asList("x", "y"));
            assertThat(store.insertOnly()).isFalse();
        }
    }

    @Test
    void aSortedViewOrdersNumbersByValueTextByTextAndNullsLast() {
        try (ResultStore store = new ResultStore(dir.resolve("sort.rows"), 2)) {
            for (String[] row : new String[][] {{"10", "b"}, {null, "a"}, {"9", null}, {"-1.5", "c"}, {"100", "b"}}) {
                store.append("+I", Arrays.asList(row));
            }
            SortedView byNumber = SortedView.of(store, 0, true, "DECIMAL(10, 1)");
            assertThat(store.readAt(byNumber.offsets(), 0, 5)).extracting(r -> r.values().get(0))
                    .containsExactly("-1.5", "9", "10", "100", null);
            assertThat(byNumber.indexes()).containsExactly(3, 2, 0, 4, 1);
            SortedView byTextDescending = SortedView.of(store, 1, false, "STRING");
            assertThat(store.readAt(byTextDescending.offsets(), 0, 5)).extracting(r -> r.values().get(1))
                    .containsExactly("c", "b", "b", "a", null);
            assertThat(byTextDescending.indexes()).as("equal values keep their order").containsSubsequence(0L, 4L);
        }
    }
}
