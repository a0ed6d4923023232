package io.freshet.analysis.bench;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/** Split + parse + syntax diagnostics of a 300-line script: the keystroke path. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ParseBenchmark {

    private final ScriptAnalyzer analyzer = new ScriptAnalyzer();
    private String script;
    private String scriptWithError;

    @Setup
    public void setUp() {
        script = BenchScripts.script(300);
        scriptWithError = script.replaceFirst("GROUP BY window_start", "GROUP window_start");
    }

    @Benchmark
    public ScriptAnalysis parse300Lines() {
        return analyzer.analyze(script);
    }

    @Benchmark
    public ScriptAnalysis parse300LinesWithASyntaxError() {
        return analyzer.analyze(scriptWithError);
    }
}
