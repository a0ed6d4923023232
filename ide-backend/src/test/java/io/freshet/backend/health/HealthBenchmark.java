package io.freshet.backend.health;

import com.sun.net.httpserver.HttpServer;
import io.freshet.analysis.catalog.CatalogInfo;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.DatabaseInfo;
import io.freshet.analysis.catalog.MaterializedTableInfo;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.backend.freshness.CheckpointReading;
import io.freshet.backend.freshness.FlinkJobsView;
import io.freshet.backend.freshness.FreshnessMonitor;
import io.freshet.backend.freshness.FreshnessReadings;
import io.freshet.backend.freshness.LostJobs;
import io.freshet.backend.freshness.RecordedRefreshes;
import io.freshet.backend.ingest.ingestions.IngestionStates;
import io.freshet.backend.ingest.ingestions.IngestionStore;
import io.freshet.backend.warehouse.CatalogState;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.backend.warehouse.TableTimes;
import io.freshet.gateway.client.GatewayEndpoint;
import io.freshet.gateway.flink.CheckpointStats;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkJobState;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.testing.Databases;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * What one health evaluation costs for 5,000 tables: 1,000 plain ODS tables, 2,000 CONTINUOUS DWD tables (each
 * reading an ODS table; one in fifty with a failed job, so their readers turn UPSTREAM) and 2,000 FULL hourly DWS
 * tables (each reading a DWD table). Flink is a stand-in: a local HTTP server answering Flink's REST shapes (the job
 * list of 4,000 jobs and checkpoint statistics), read through Freshet's own {@link FlinkRestClient}; the recording
 * runs on a real H2 database. CPU time is the evaluating thread's (ThreadMXBean), the stand-in's own is not counted.
 * Not a test, nothing is asserted; run on demand:
 * {@code ./mvnw -o -pl ide-backend -am test -Dtest=HealthBenchmark -Dsurefire.failIfNoSpecifiedTests=false};
 * figures go to target/health-benchmark.txt.
 */
class HealthBenchmark {

    private static final int ODS = 1_000;
    private static final int CONTINUOUS = 2_000;
    private static final int FULL = 2_000;
    private static final int ROUNDS = 20;
    private static final Instant NOW = Instant.parse("2026-12-04T12:30:00Z");

    @TempDir
    Path home;

    @Test
    void measure() throws Exception {
        List<String> report = new ArrayList<>();
        List<FlinkJob> jobs = jobs();
        String overview = overviewJson(jobs);
        System.setProperty("sun.net.httpserver.nodelay", "true");
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/jobs/overview", x -> reply(x, overview));
        server.createContext("/jobs/", x -> reply(x, "{\"counts\":{\"completed\":120,\"failed\":0,\"in_progress\":0},"
                + "\"latest\":{\"completed\":{\"latest_ack_timestamp\":" + NOW.minusSeconds(5).toEpochMilli()
                + "},\"failed\":null}}"));
        server.start();
        try {
            FlinkRestClient rest = new FlinkRestClient(new GatewayEndpoint(URI.create("http://127.0.0.1:"
                    + server.getAddress().getPort()), "token"));
            CheckpointStats stats = rest.checkpoints(jobs.get(0).id()).orElseThrow();
            AtomicReference<FlinkJobsView> view = new AtomicReference<>();
            AtomicReference<CatalogState> state = new AtomicReference<>(catalog());
            PaimonCatalogSnapshotSource source = new PaimonCatalogSnapshotSource(null, Duration.ofHours(1)) {
                @Override
                public CatalogState state() {
                    return state.get();
                }
            };
            FreshnessMonitor monitor = new FreshnessMonitor(null, source, Duration.ofSeconds(10)) {
                @Override
                public FlinkJobsView view() {
                    return view.get();
                }
            };
            Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
            JdbcTemplate jdbc = new JdbcTemplate(Databases.h2(home));
            FreshnessReadings judge = new FreshnessReadings(source, monitor, table -> RecordedRefreshes.Summary.NONE,
                    new LostJobs(), clock);
            HealthEvaluator evaluator = new HealthEvaluator(source, monitor, judge, t -> RecordedRefreshes.Summary.NONE,
                    new IngestionStates(new IngestionStore(jdbc)), new HealthRecorder(new HealthStore(jdbc), "bench",
                    Duration.ofSeconds(30)), event -> { }, Duration.ofSeconds(30), clock);
            ThreadMXBean cpu = ManagementFactory.getThreadMXBean();

            long cpu0 = cpu.getCurrentThreadCpuTime();
            long wall0 = System.nanoTime();
            view.set(poll(rest, stats));
            HealthEvaluated first = evaluator.evaluateNow();
            report.add(String.format("first cycle (parses %d definition queries for lineage, records %d first"
                    + " states): CPU %.0f ms, wall %.0f ms", CONTINUOUS + FULL, first.changes().size(),
                    (cpu.getCurrentThreadCpuTime() - cpu0) / 1e6, (System.nanoTime() - wall0) / 1e6));
            long failing = first.entries().stream().filter(e -> e.state().alarm()).count();
            report.add("subjects " + first.entries().size() + ", of them FAILING/LATE/UPSTREAM " + failing);

            List<Long> evalCpu = new ArrayList<>();
            List<Long> cycleCpu = new ArrayList<>();
            List<Long> cycleWall = new ArrayList<>();
            for (int i = 0; i < ROUNDS; i++) {
                // every warehouse read brings a new snapshot object with the same definitions
                state.set(catalog());
                long c0 = cpu.getCurrentThreadCpuTime();
                long w0 = System.nanoTime();
                view.set(poll(rest, stats));
                long c1 = cpu.getCurrentThreadCpuTime();
                evaluator.evaluateNow();
                long c2 = cpu.getCurrentThreadCpuTime();
                evalCpu.add(c2 - c1);
                cycleCpu.add(c2 - c0);
                cycleWall.add(System.nanoTime() - w0);
            }
            report.add("health evaluation alone, CPU per cycle: " + summary(evalCpu));
            report.add("job list read from the stand-in + evaluation, CPU per cycle: " + summary(cycleCpu));
            report.add("job list read from the stand-in + evaluation, wall per cycle: " + summary(cycleWall));
        } finally {
            server.stop(0);
        }
        Path out = Path.of("target", "health-benchmark.txt");
        Files.createDirectories(out.getParent());
        Files.write(out, report);
        report.forEach(r -> System.out.println("BENCHMARK health: " + r));
    }

    /** What the freshness monitor's poll leaves: the job list read and parsed, every running job's checkpoints. */
    private static FlinkJobsView poll(FlinkRestClient rest, CheckpointStats stats) {
        List<FlinkJob> listed = rest.jobs();
        Map<String, CheckpointReading> checkpoints = new HashMap<>();
        listed.stream().filter(j -> j.state() == FlinkJobState.RUNNING)
                .forEach(j -> checkpoints.put(j.id(), new CheckpointReading(stats, NOW, null)));
        return FlinkJobsView.of(NOW, listed, checkpoints);
    }

    private static CatalogState catalog() {
        List<TableInfo> ods = new ArrayList<>();
        List<TableInfo> dwd = new ArrayList<>();
        List<TableInfo> dws = new ArrayList<>();
        Map<TableId, Instant> commits = new HashMap<>();
        Map<TableId, TableTimes> times = new HashMap<>();
        for (int t = 0; t < ODS; t++) {
            TableId id = new TableId("lakehouse", "ods", "t" + t);
            ods.add(new TableInfo(id, TableKind.TABLE, List.of(), List.of(), List.of(), List.of(), Map.of(), null,
                    null, null));
            commits.put(id, NOW.minusSeconds(t));
        }
        for (int t = 0; t < CONTINUOUS; t++) {
            TableId id = new TableId("lakehouse", "dwd", "t" + t);
            dwd.add(new TableInfo(id, TableKind.MATERIALIZED_TABLE, List.of(), List.of(), List.of(), List.of(),
                    Map.of("materialized-table.refresh-status", "ACTIVATED",
                            "materialized-table.refresh-handler-description", "{jobId=" + id(1, t) + "}"), null, null,
                    new MaterializedTableInfo("SELECT * FROM `lakehouse`.`ods`.`t" + (t % ODS) + "`", "30", "SECOND",
                            "AUTOMATIC", "CONTINUOUS")));
        }
        for (int t = 0; t < FULL; t++) {
            TableId id = new TableId("lakehouse", "dws", "t" + t);
            dws.add(new TableInfo(id, TableKind.MATERIALIZED_TABLE, List.of(), List.of(), List.of(), List.of(),
                    Map.of("materialized-table.refresh-status", "ACTIVATED"), null, null,
                    new MaterializedTableInfo("SELECT * FROM `lakehouse`.`dwd`.`t" + t + "`", "1", "HOUR",
                            "AUTOMATIC", "FULL")));
            times.put(id, new TableTimes(NOW.minus(Duration.ofDays(7)), null));
        }
        CatalogSnapshot snapshot = new CatalogSnapshot("lakehouse", "ods", List.of(new CatalogInfo("lakehouse", "ods",
                Map.of(), List.of(new DatabaseInfo("ods", ods), new DatabaseInfo("dwd", dwd),
                new DatabaseInfo("dws", dws)))));
        return new CatalogState(snapshot, commits, times, NOW, Duration.ofSeconds(1), null);
    }

    /** The continuous jobs (one in fifty failed) and each FULL table's refresh of the last hour, finished. */
    private static List<FlinkJob> jobs() {
        List<FlinkJob> jobs = new ArrayList<>();
        for (int t = 0; t < CONTINUOUS; t++) {
            jobs.add(new FlinkJob(id(1, t), name("dwd", t, "continuous"), t % 50 == 0 ? FlinkJobState.FAILED
                    : FlinkJobState.RUNNING, NOW.minus(Duration.ofDays(1)), t % 50 == 0 ? NOW.minusSeconds(600) : null));
        }
        for (int t = 0; t < FULL; t++) {
            Instant start = NOW.minus(Duration.ofMinutes(30));
            jobs.add(new FlinkJob(id(2, t), name("dws", t, "periodic"), FlinkJobState.FINISHED, start,
                    start.plusSeconds(60)));
        }
        return jobs;
    }

    private static String name(String database, int table, String kind) {
        return "Materialized_table_`lakehouse`.`" + database + "`.`t" + table + "`_" + kind + "_refresh_job";
    }

    private static String id(int kind, int table) {
        return String.format("%02x%06x%024x", kind, table, 0);
    }

    private static String overviewJson(List<FlinkJob> jobs) {
        StringBuilder json = new StringBuilder("{\"jobs\":[");
        for (FlinkJob job : jobs) {
            json.append(json.length() > 9 ? "," : "").append("{\"jid\":\"").append(job.id()).append("\",\"name\":\"")
                    .append(job.name()).append("\",\"start-time\":").append(job.startTime().toEpochMilli())
                    .append(",\"end-time\":").append(job.endTime() == null ? -1 : job.endTime().toEpochMilli())
                    .append(",\"duration\":60000,\"state\":\"").append(job.state().name()).append("\"}");
        }
        return json.append("]}").toString();
    }

    private static void reply(com.sun.net.httpserver.HttpExchange exchange, String body) throws java.io.IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(200, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }

    private static String summary(List<Long> nanos) {
        List<Long> sorted = new ArrayList<>(nanos);
        Collections.sort(sorted);
        return String.format("median %.1f ms, max %.1f ms (n=%d)", sorted.get(sorted.size() / 2) / 1e6,
                sorted.get(sorted.size() - 1) / 1e6, sorted.size());
    }
}
