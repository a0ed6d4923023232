package io.freshet.testing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** What the browser benchmarks report: medians of samples, and the live heap of the app's JVM. */
public final class BenchmarkFigures {

    private BenchmarkFigures() {
    }

    /** Median, min and max of samples in ms; a negative sample is a run without result within 10 s. */
    public static String summary(String what, List<Double> measured) {
        int runs = measured.size();
        List<Double> samples = new ArrayList<>(measured);
        long timedOut = samples.stream().filter(v -> v < 0).count();
        samples.removeIf(v -> v < 0);
        Collections.sort(samples);
        if (samples.isEmpty()) {
            return what + ": no result within 10 s in any of " + runs + " runs";
        }
        return String.format("%s: median %.0f ms (min %.0f, max %.0f, n=%d, %d without result in 10 s)", what,
                samples.get(samples.size() / 2), samples.get(0), samples.get(samples.size() - 1), samples.size(), timedOut);
    }

    /** Used heap in KB right after a full GC of the app's JVM (jcmd GC.run three times, then jstat). */
    public static long liveHeapKb(FreshetProcess app) throws Exception {
        String pid = String.valueOf(app.handle().pid());
        for (int i = 0; i < 3; i++) {
            new ProcessBuilder("jcmd", pid, "GC.run").redirectErrorStream(true).start().waitFor();
            Thread.sleep(500);
        }
        Process jstat = new ProcessBuilder("jstat", "-gc", pid).redirectErrorStream(true).start();
        List<String> lines = new String(jstat.getInputStream().readAllBytes()).lines().toList();
        jstat.waitFor();
        List<String> names = List.of(lines.get(0).trim().split("\\s+"));
        String[] values = lines.get(1).trim().split("\\s+");
        double used = 0;
        for (String column : List.of("S0U", "S1U", "EU", "OU")) {
            used += Double.parseDouble(values[names.indexOf(column)]);
        }
        return Math.round(used);
    }
}
