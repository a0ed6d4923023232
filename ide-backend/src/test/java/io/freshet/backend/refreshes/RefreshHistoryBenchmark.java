package io.freshet.backend.refreshes;

import com.sun.net.httpserver.HttpServer;
import io.freshet.backend.freshness.FlinkJobsView;
import io.freshet.gateway.client.GatewayEndpoint;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.testing.Databases;
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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * What collecting freshness and refresh history costs per poll for 500 materialized tables (250 CONTINUOUS with a
 * running job, 250 FULL refreshed every 15 minutes, so Flink's job list holds an hour of their finished refreshes:
 * 1,250 jobs): Flink's job list and a checkpoint read through {@link FlinkRestClient} over real HTTP and JSON from a
 * local stand-in serving Flink's response shapes at that size, and the collector's work per poll on a real H2
 * database holding a week of history. Not a test, nothing is asserted; run on demand:
 * {@code ./mvnw -o -pl ide-backend -am test -Dtest=RefreshHistoryBenchmark}; figures go to
 * target/refresh-history-benchmark.txt.
 */
class RefreshHistoryBenchmark {

    private static final int CONTINUOUS = 250;
    private static final int FULL = 250;
    private static final int FINISHED_PER_FULL = 4;
    private static final int ROUNDS = 200;
    private static final Instant NOW = Instant.parse("2026-12-04T12:00:00Z");

    @TempDir
    Path home;

    @Test
    void measure() throws Exception {
        List<String> report = new ArrayList<>();
        List<FlinkJob> jobs = jobs(0);
        String overview = overviewJson(jobs);
        // small replies would otherwise wait for the client's delayed ACK (about 40 ms): the stand-in's cost, not Flink's
        System.setProperty("sun.net.httpserver.nodelay", "true");
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/jobs/overview", x -> reply(x, overview));
        server.createContext("/jobs/", x -> reply(x, x.getRequestURI().getPath().endsWith("/checkpoints")
                ? "{\"counts\":{\"completed\":120,\"failed\":0,\"in_progress\":0},\"latest\":{\"completed\":"
                + "{\"latest_ack_timestamp\":" + NOW.toEpochMilli() + "},\"failed\":null}}"
                : "{\"exceptionHistory\":{\"entries\":[{\"timestamp\":1,\"exceptionName\":\"x\",\"stacktrace\":"
                + "\"org.apache.flink.table.api.TableException: Column 'n' is not a number\\n\\tat a.b(C.java:1)\"}]}}"));
        server.start();
        try {
            FlinkRestClient rest = new FlinkRestClient(new GatewayEndpoint(URI.create("http://127.0.0.1:"
                    + server.getAddress().getPort()), "token"));
            report.add(String.format("job list of %d jobs (%d KB of JSON): %s", jobs.size(),
                    overview.length() / 1024, time(rest::jobs)));
            String running = jobs.get(0).id();
            report.add("checkpoint statistics of one running job: " + time(() -> rest.checkpoints(running)));
            report.add("failure reason of one failed job: " + time(() -> rest.failure(running)));

            JdbcTemplate jdbc = new JdbcTemplate(Databases.h2(home));
            RefreshHistoryStore store = new RefreshHistoryStore(jdbc);
            long filled = weekOfHistory(jdbc);
            RefreshHistoryCollector collector = new RefreshHistoryCollector(store, id -> Optional.empty(),
                    Duration.ofDays(90), Clock.fixed(NOW, ZoneOffset.UTC));
            long first = System.nanoTime();
            collector.jobsRead(FlinkJobsView.of(NOW, jobs, Map.of()), id -> Optional.of("failed"));
            report.add(String.format("collector, first poll after a start (%,d rows of history, %d refresh jobs in"
                    + " the list, all new): %.1f ms", filled, jobs.size() - CONTINUOUS, (System.nanoTime() - first) / 1e6));
            List<Long> steady = new ArrayList<>();
            for (int poll = 1; poll <= 60; poll++) {
                List<FlinkJob> next = jobs(poll);
                long start = System.nanoTime();
                collector.jobsRead(FlinkJobsView.of(NOW, next, Map.of()), id -> Optional.of("failed"));
                steady.add(System.nanoTime() - start);
            }
            report.add("collector, steady polls (about 3 refreshes start and 3 end per 10 s poll, 60 polls, the"
                    + " summaries re-read once a minute): " + summary(steady));
            long summaries = System.nanoTime();
            int tables = store.scheduledSince(NOW.minus(Duration.ofDays(3))).size();
            report.add(String.format("summaries of the last 3 days' scheduled refreshes (%d tables): %.1f ms", tables,
                    (System.nanoTime() - summaries) / 1e6));
            long page = System.nanoTime();
            int rows = store.rows("lakehouse.full.t7", 50).size();
            report.add(String.format("one table's page of history (%d rows): %.2f ms", rows, (System.nanoTime() - page) / 1e6));
        } finally {
            server.stop(0);
        }
        Path out = Path.of("target", "refresh-history-benchmark.txt");
        Files.createDirectories(out.getParent());
        Files.write(out, report);
        report.forEach(r -> System.out.println("BENCHMARK refresh history: " + r));
    }

    /**
     * Flink's list at poll {@code poll} (10 s apart): the continuous jobs running, each FULL table's refreshes of the
     * last hour (every 15 minutes, staggered by table), the newest of a table running for its first 2 minutes;
     * one in a hundred failed.
     */
    private static List<FlinkJob> jobs(int poll) {
        List<FlinkJob> jobs = new ArrayList<>();
        Instant at = NOW.plusSeconds(poll * 10L);
        for (int t = 0; t < CONTINUOUS; t++) {
            jobs.add(new FlinkJob(id(1, t, 0), name("cont", t, "continuous"), io.freshet.gateway.flink.FlinkJobState.RUNNING,
                    NOW.minus(Duration.ofDays(1)), null));
        }
        for (int t = 0; t < FULL; t++) {
            long offset = t * 900L / FULL;
            long newest = Math.floorDiv(at.getEpochSecond() - offset, 900L);
            for (long k = newest - FINISHED_PER_FULL + 1; k <= newest; k++) {
                Instant start = Instant.ofEpochSecond(k * 900 + offset);
                boolean running = k == newest && at.isBefore(start.plusSeconds(120));
                boolean failed = (k + t) % 100 == 0;
                jobs.add(new FlinkJob(id(2, t, k), name("full", t, "periodic"), running
                        ? io.freshet.gateway.flink.FlinkJobState.RUNNING : failed
                        ? io.freshet.gateway.flink.FlinkJobState.FAILED : io.freshet.gateway.flink.FlinkJobState.FINISHED,
                        start, running ? null : start.plusSeconds(120)));
            }
        }
        return jobs;
    }

    /** A week of hourly history of the FULL tables, written in batches as a long-running instance would have. */
    private static long weekOfHistory(JdbcTemplate jdbc) {
        List<Object[]> rows = new ArrayList<>();
        for (int t = 0; t < FULL; t++) {
            for (int h = 1; h <= 24 * 7; h++) {
                Instant start = NOW.minus(Duration.ofHours(h)).minus(Duration.ofHours(1));
                rows.add(new Object[] {"lakehouse.full.t" + t, id(3, t, h), "SCHEDULED", "SUCCEEDED",
                        start.atOffset(ZoneOffset.UTC), start.plusSeconds(60).atOffset(ZoneOffset.UTC)});
            }
        }
        jdbc.batchUpdate("INSERT INTO refresh_history (table_name, job_id, trigger_kind, state, started_at, ended_at)"
                + " VALUES (?, ?, ?, ?, ?, ?)", rows);
        return rows.size();
    }

    private static String name(String database, int table, String kind) {
        return "Materialized_table_`lakehouse`.`" + database + "`.`t" + table + "`_" + kind + "_refresh_job";
    }

    private static String id(int kind, int table, long n) {
        return String.format("%02x%06x%024x", kind, table, n);
    }

    private static String overviewJson(List<FlinkJob> jobs) {
        StringBuilder json = new StringBuilder("{\"jobs\":[");
        for (FlinkJob job : jobs) {
            json.append(json.length() > 9 ? "," : "").append("{\"jid\":\"").append(job.id()).append("\",\"name\":\"")
                    .append(job.name()).append("\",\"start-time\":").append(job.startTime().toEpochMilli())
                    .append(",\"end-time\":").append(job.endTime() == null ? -1 : job.endTime().toEpochMilli())
                    .append(",\"duration\":120000,\"state\":\"").append(job.state().name()).append("\",\"last-modification\":")
                    .append(job.startTime().toEpochMilli()).append(",\"tasks\":{\"total\":2,\"created\":0,\"scheduled\":0,"
                            + "\"deploying\":0,\"running\":0,\"finished\":2,\"canceling\":0,\"canceled\":0,\"failed\":0,"
                            + "\"reconciling\":0,\"initializing\":0}}");
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

    private static String time(Supplier<?> call) {
        for (int i = 0; i < 30; i++) {
            call.get();
        }
        List<Long> nanos = new ArrayList<>();
        for (int i = 0; i < ROUNDS; i++) {
            long start = System.nanoTime();
            call.get();
            nanos.add(System.nanoTime() - start);
        }
        return summary(nanos);
    }

    private static String summary(List<Long> nanos) {
        List<Long> sorted = new ArrayList<>(nanos);
        Collections.sort(sorted);
        return String.format("median %.2f ms, p90 %.2f ms, mean %.2f ms (n=%d)", sorted.get(sorted.size() / 2) / 1e6,
                sorted.get(sorted.size() * 9 / 10) / 1e6, sorted.stream().mapToLong(Long::longValue).average().orElse(0)
                        / 1e6, sorted.size());
    }
}
