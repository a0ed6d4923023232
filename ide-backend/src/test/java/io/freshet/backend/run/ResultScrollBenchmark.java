package io.freshet.backend.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Not part of the build (surefire runs *Test only): run with {@code -Dtest=ResultScrollBenchmark} and copy
 * the printed figures to docs/benchmarks.md. Scrolls a 100,000-row result the way the grid asks for it
 * (pages of 100 rows at random offsets, then a sweep from the end to the start) and reports the page
 * latency and how much heap the result holds.
 */
class ResultScrollBenchmark {

    private static final int ROWS = 100_000;
    private static final int PAGE = 100;
    private static final int WINDOW = 2_000;

    @TempDir
    Path dir;

    @Test
    void scrollAHundredThousandRows() {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long before = usedAfterGc(memory);
        try (ResultStore store = new ResultStore(dir.resolve("bench.rows"), WINDOW)) {
            long start = System.nanoTime();
            for (int i = 0; i < ROWS; i++) {
                // like the gateway's datagen rows in the ITs: a BIGINT and a 10-character string, as display text
                store.append("+I", List.of(String.valueOf(i), "abcdefghij".substring(0, 10)));
            }
            double appendMs = (System.nanoTime() - start) / 1e6;
            long held = usedAfterGc(memory) - before;
            Random random = new Random(42);
            List<Double> randomPages = new ArrayList<>();
            for (int i = 0; i < 1_000; i++) {
                long offset = random.nextInt(ROWS - PAGE);
                long t = System.nanoTime();
                assertThat(store.read(offset, PAGE)).hasSize(PAGE);
                randomPages.add((System.nanoTime() - t) / 1e6);
            }
            List<Double> sweep = new ArrayList<>();
            for (long offset = ROWS - PAGE; offset >= 0; offset -= PAGE) {
                long t = System.nanoTime();
                assertThat(store.read(offset, PAGE).get(0).values().get(0)).isEqualTo(String.valueOf(offset));
                sweep.add((System.nanoTime() - t) / 1e6);
            }
            assertThat(store.peakRowsInMemory()).isLessThanOrEqualTo(WINDOW);
            System.out.printf("BENCHMARK result-store rows=%d window=%d file=%.1f MB append=%.0f ms"
                            + " heap-held=%.2f MB random-page median=%.3f ms p90=%.3f ms sweep median=%.3f ms p90=%.3f ms%n",
                    ROWS, WINDOW, store.bytes() / 1e6, appendMs, held / 1e6, pct(randomPages, 50), pct(randomPages, 90),
                    pct(sweep, 50), pct(sweep, 90));
        }
    }

    private static long usedAfterGc(MemoryMXBean memory) {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return memory.getHeapMemoryUsage().getUsed();
    }

    private static double pct(List<Double> values, int percentile) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(Math.min(sorted.size() - 1, sorted.size() * percentile / 100));
    }
}
