package io.freshet.analysis.bench;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/** The first validation after JVM start (planner start included): one shot per fresh JVM. */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(5)
public class ColdStartBenchmark {

    @Benchmark
    public ScriptAnalysis firstValidation() {
        return new ScriptAnalyzer().validate(BenchScripts.CATALOG + BenchScripts.JOIN_QUERY + ";",
                CatalogSnapshot.empty());
    }

    @Benchmark
    public ScriptAnalysis firstInteractiveCheck() {
        return new ScriptAnalyzer().check(BenchScripts.CATALOG + BenchScripts.JOIN_QUERY + ";",
                CatalogSnapshot.empty());
    }

    @Benchmark
    public ScriptAnalysis firstParse() {
        return new ScriptAnalyzer().analyze(BenchScripts.script(300));
    }
}
