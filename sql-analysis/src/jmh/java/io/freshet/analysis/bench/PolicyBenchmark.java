package io.freshet.analysis.bench;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementParser;
import io.freshet.analysis.policy.PolicyChecker;
import io.freshet.analysis.policy.PolicyRole;
import io.freshet.analysis.policy.Refusal;
import io.freshet.analysis.policy.StatementPolicy;
import java.net.URI;
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

/** The statement policy's cost per statement (issue 20): with the parse included and on an already parsed statement. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PolicyBenchmark {

    /** A typical DDL with options: a Kafka source with a watermark, security and format options. */
    static final String DDL = """
            CREATE TEMPORARY TABLE orders_kafka (
              order_id BIGINT,
              customer_id INT,
              amount DECIMAL(10, 2),
              order_time TIMESTAMP(3),
              WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
            ) WITH (
              'connector' = 'kafka',
              'topic' = 'orders',
              'properties.bootstrap.servers' = 'kafka:9092',
              'properties.group.id' = 'freshet',
              'properties.security.protocol' = 'SASL_SSL',
              'properties.sasl.mechanism' = 'SCRAM-SHA-512',
              'properties.sasl.jaas.config' = 'org.apache.kafka.common.security.scram.ScramLoginModule required username="app" password="x";',
              'properties.ssl.truststore.location' = '/data/warehouse/certs/truststore.jks',
              'scan.startup.mode' = 'earliest-offset',
              'format' = 'json',
              'json.ignore-parse-errors' = 'true'
            )""";

    /** A query with dynamic-option hints on a join and in a subquery. */
    static final String QUERY = """
            SELECT c.country, COUNT(*) AS n, SUM(o.amount) AS total
            FROM orders /*+ OPTIONS('scan.startup.mode' = 'latest-offset', 'properties.group.id' = 'adhoc') */ AS o
            JOIN (SELECT * FROM customers /*+ OPTIONS('lookup.cache' = 'PARTIAL') */ WHERE country <> 'XX') AS c
              ON o.customer_id = c.customer_id
            WHERE o.status = 'PAID'
            GROUP BY c.country""";

    /** A maintenance CALL whose every argument is judged: table, partitions and options (issue 32). */
    static final String CALL = """
            CALL sys.compact(`table` => 'ods.events', partitions => 'dt=2024-01-01;dt=2024-01-02',
              options => 'sink.parallelism=2,compaction.file-num-limit=10')""";

    private final PolicyChecker checker = new PolicyChecker(StatementPolicy.defaults(),
            URI.create("file:///data/warehouse"));
    private final String script = BenchScripts.script(300);
    private List<ParsedStatement> parsedDdl;
    private List<ParsedStatement> parsedQuery;
    private List<ParsedStatement> parsedCall;

    @Setup
    public void setUp() {
        parsedDdl = List.of(StatementParser.parse(SqlScript.of(DDL).statements().get(0)));
        parsedQuery = List.of(StatementParser.parse(SqlScript.of(QUERY).statements().get(0)));
        parsedCall = List.of(StatementParser.parse(SqlScript.of(CALL).statements().get(0)));
        if (!checker.check(DDL, PolicyRole.DEVELOPER).isEmpty() || !checker.check(QUERY, PolicyRole.DEVELOPER).isEmpty()
                || !checker.check(CALL, PolicyRole.DEVELOPER).isEmpty()) {
            throw new IllegalStateException("the benchmark statements must be allowed");
        }
    }

    @Benchmark
    public List<Refusal> ddlWithParse() {
        return checker.check(DDL, PolicyRole.DEVELOPER);
    }

    @Benchmark
    public List<Refusal> ddlParsed() {
        return checker.check(parsedDdl, PolicyRole.DEVELOPER);
    }

    @Benchmark
    public List<Refusal> queryWithHintsWithParse() {
        return checker.check(QUERY, PolicyRole.DEVELOPER);
    }

    @Benchmark
    public List<Refusal> queryWithHintsParsed() {
        return checker.check(parsedQuery, PolicyRole.DEVELOPER);
    }

    @Benchmark
    public List<Refusal> callParsed() {
        return checker.check(parsedCall, PolicyRole.DEVELOPER);
    }

    /** The editor's whole 300-line script (35 statements), split and parsed included. */
    @Benchmark
    public List<Refusal> script300LinesWithParse() {
        return checker.check(script, PolicyRole.DEVELOPER);
    }
}
