package io.freshet.analysis.bench;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementParser;
import io.freshet.analysis.planner.PlannerSession;
import java.util.List;
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
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableEnvironment;

/**
 * Per-statement validation, side by side: this module's planner tier (parse with our parser, validate
 * and optimise in a warm session loaded from a snapshot) against Flink's own TableEnvironment doing
 * {@code explainSql} on the same statement; plus the cost of a new session per script run.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class ValidationBenchmark {

    private CatalogSnapshot snapshot;
    private PlannerSession session;
    private ParsedStatement statement;
    private TableEnvironment flink;

    @Setup
    public void setUp() {
        snapshot = new ScriptAnalyzer().validate(BenchScripts.CATALOG, CatalogSnapshot.empty()).catalogAfter();
        session = PlannerSession.create(snapshot);
        statement = StatementParser.parse(SqlScript.of(BenchScripts.JOIN_QUERY).statements().get(0));
        flink = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
        // the same real connectors on both sides (jdbc's factory is on this classpath since issue 14)
        for (var s : SqlScript.of(BenchScripts.CATALOG).statements()) {
            flink.executeSql(s.text());
        }
    }

    @Benchmark
    public List<Diagnostic> moduleValidateStatement() {
        return session.validate(statement);
    }

    @Benchmark
    public List<Diagnostic> moduleInteractiveStatement() {
        return session.check(statement, new java.util.ArrayList<>());
    }

    @Benchmark
    public String flinkExplainSql() {
        return flink.explainSql(BenchScripts.JOIN_QUERY);
    }

    @Benchmark
    public PlannerSession newSessionFromSnapshot() {
        return PlannerSession.create(snapshot);
    }
}
