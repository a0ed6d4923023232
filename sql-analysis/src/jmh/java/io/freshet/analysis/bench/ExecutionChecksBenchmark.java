package io.freshet.analysis.bench;

import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.SqlScript;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementParser;
import io.freshet.analysis.planner.PlannerSession;
import java.util.ArrayList;
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

/**
 * The interactive tier on one DDL and one lifecycle statement in a warm session over a Paimon catalog (issue 39):
 * Flink's conversion plus the execution-time checks; neither statement changes the catalog, so every call does the
 * same work.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class ExecutionChecksBenchmark {

    private static final String CATALOG = """
            CREATE CATALOG lake WITH ('type' = 'paimon', 'warehouse' = 'file:///tmp/bench-lake');
            USE CATALOG lake;
            CREATE TABLE orders (id BIGINT NOT NULL, ds STRING NOT NULL, qty INT NOT NULL, customer STRING,
              PRIMARY KEY (id) NOT ENFORCED);
            CREATE MATERIALIZED TABLE daily (PRIMARY KEY (ds, customer) NOT ENFORCED) PARTITIONED BY (ds)
              FRESHNESS = INTERVAL '1' HOUR
              AS SELECT ds, COALESCE(customer, '?') AS customer, COUNT(*) AS cnt FROM orders
              GROUP BY ds, COALESCE(customer, '?');
            """;

    private PlannerSession session;
    private ParsedStatement ddl;
    private ParsedStatement lifecycle;
    private ParsedStatement createTable;

    @Setup
    public void setUp() {
        CatalogSnapshot snapshot = new ScriptAnalyzer().validate(CATALOG, CatalogSnapshot.empty()).catalogAfter();
        session = PlannerSession.create(snapshot);
        ddl = parse("CREATE VIEW big_orders AS SELECT id, ds FROM orders WHERE qty > 10");
        createTable = parse("CREATE TABLE IF NOT EXISTS orders (id BIGINT NOT NULL, ds STRING NOT NULL,"
                + " PRIMARY KEY (id) NOT ENFORCED) WITH ('bucket' = '2')");
        lifecycle = parse("ALTER MATERIALIZED TABLE daily REFRESH PARTITION (ds = '2024-01-01')");
    }

    /** The table exists already, so the catalog stays as it is. */
    @Benchmark
    public List<Diagnostic> ddlCreateTable() {
        List<Diagnostic> found = session.check(createTable, new ArrayList<>());
        if (!found.isEmpty()) {
            throw new IllegalStateException(found.toString());
        }
        return found;
    }

    /** Refused (Paimon's filesystem catalog stores no views), so the catalog stays as it is; the view's query is planned. */
    @Benchmark
    public List<Diagnostic> ddlCreateView() {
        List<Diagnostic> found = session.check(ddl, new ArrayList<>());
        if (found.stream().noneMatch(d -> d.severity() == Severity.ERROR)) {
            throw new IllegalStateException("expected the view to be refused: " + found);
        }
        return found;
    }

    @Benchmark
    public List<Diagnostic> lifecycleStatement() {
        List<Diagnostic> found = session.check(lifecycle, new ArrayList<>());
        if (!found.isEmpty()) {
            throw new IllegalStateException(found.toString());
        }
        return found;
    }

    private static ParsedStatement parse(String sql) {
        return StatementParser.parse(SqlScript.of(sql).statements().get(0));
    }
}
