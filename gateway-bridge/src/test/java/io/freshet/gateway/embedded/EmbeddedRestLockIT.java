package io.freshet.gateway.embedded;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewayEndpoint;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.flink.CheckpointStats;
import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkJobState;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.gateway.flink.RefreshJobName;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import io.freshet.gateway.testing.Poll;
import io.freshet.gateway.testing.Rows;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The embedded Flink answers only Freshet: its gateway and Flink REST ports refuse requests without the
 * per-start secret and anything a browser sends, while Freshet's clients (the gateway's and Flink's own REST API),
 * Flink's own job submission and the workflow scheduler's refreshes of FULL materialized tables keep working.
 */
class EmbeddedRestLockIT {

    @RegisterExtension
    static final EmbeddedGatewayExtension GATEWAY = EmbeddedGatewayExtension.shared();

    private static final Duration JOB_WAIT = Duration.ofMinutes(2);
    private static final HttpClient RAW = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private static final String OPEN_SESSION = "{\"properties\":{}}";

    @Test
    void requestsWithoutTheSecretAreRefused() throws Exception {
        URI gateway = GATEWAY.flink().gatewayUri();
        URI flink = GATEWAY.flink().flinkWebUri();

        assertThat(send(post(gateway.resolve("/v1/sessions"), "application/json", OPEN_SESSION))).isEqualTo(401);
        assertThat(send(HttpRequest.newBuilder(gateway.resolve("/v4/info")).GET())).isEqualTo(401);
        assertThat(send(HttpRequest.newBuilder(flink.resolve("/overview")).GET())).isEqualTo(401);
        assertThat(send(HttpRequest.newBuilder(flink.resolve("/v1/jobs")).GET())).isEqualTo(401);
        assertThat(send(HttpRequest.newBuilder(gateway.resolve("/v4/info")).header("Authorization", "Bearer guessed")
                .GET())).isEqualTo(401);
    }

    @Test
    void browserRequestsAreRefusedEvenWithTheSecret() throws Exception {
        GatewayEndpoint gateway = GATEWAY.flink().gatewayEndpoint();
        String authorization = gateway.authorization().orElseThrow();

        // what a web page's form or fetch() sends: a "simple" cross-origin request needs no CORS preflight
        assertThat(send(post(gateway.uri().resolve("/v1/sessions"), "text/plain", OPEN_SESSION)
                .header("Authorization", authorization).header("Origin", "http://evil.example"))).isEqualTo(403);
        assertThat(send(HttpRequest.newBuilder(gateway.uri().resolve("/v1/sessions"))
                .header("Authorization", authorization).header("Origin", "http://evil.example")
                .header("Access-Control-Request-Method", "POST")
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody()))).isEqualTo(403);
        assertThat(send(HttpRequest.newBuilder(gateway.uri().resolve("/v4/info")).header("Authorization", authorization)
                .header("Sec-Fetch-Mode", "no-cors").header("Sec-Fetch-Site", "cross-site").GET())).isEqualTo(403);
        assertThat(send(HttpRequest.newBuilder(GATEWAY.flink().flinkWebUri().resolve("/overview"))
                .header("Authorization", authorization).header("Origin", "http://evil.example").GET())).isEqualTo(403);
    }

    @Test
    void freshetsOwnCallsWork() throws Exception {
        GatewayClient client = new GatewayClient(GATEWAY.flink().gatewayEndpoint());
        try (GatewaySession session = client.session(Map.of("execution.runtime-mode", "batch"))) {
            // a query is a job: the gateway submits it to the locked MiniCluster with the secret
            assertThat(Rows.of(session.execute("SELECT 1"))).containsExactly(List.of(1));
        }
        GatewayEndpoint flink = GATEWAY.flink().flinkRestEndpoint();
        assertThat(send(HttpRequest.newBuilder(flink.uri().resolve("/overview"))
                .header("Authorization", flink.authorization().orElseThrow()).GET())).isEqualTo(200);
    }

    @Test
    void aClientWithoutTheSecretGetsAClearRefusal() {
        GatewayException error = catchThrowableOfType(GatewayException.class,
                () -> new GatewayClient(GATEWAY.flink().gatewayUri()).openSession(Map.of()));

        assertThat(error.kind()).isEqualTo(GatewayException.Kind.HTTP);
        assertThat(error.userMessage()).contains("refused POST /v4/sessions (HTTP 401)")
                .contains("wants a token and none is configured");
        assertThat(error.details()).contains("answers only Freshet");
    }

    @Test
    void theSecretStaysOutOfTheCommandLineTheConfigurationAndTheLog() throws Exception {
        EmbeddedFlink flink = GATEWAY.flink();
        String token = flink.gatewayEndpoint().token();
        assertThat(token).hasSizeGreaterThanOrEqualTo(43);
        assertThat(Files.readString(flink.layout().restTokenFile()).strip()).isEqualTo(token);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(flink.layout().restTokenFile())))
                .isEqualTo("rw-------");
        // a child under its own OS user (Freshet as root) passes through conf/ to its token but cannot list it
        boolean ownUser = !Files.getOwner(flink.layout().restTokenFile()).equals(Files.getOwner(flink.layout().confDir()));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(flink.layout().confDir())))
                .isEqualTo(ownUser ? "rwx--x--x" : "rwx------");

        // the whole command line, as any local user sees it (ProcessHandle.Info cuts it short)
        assertThat(Files.readString(Path.of("/proc", Long.toString(flink.pid()), "cmdline")).replace('\0', ' '))
                .contains("--token-file " + flink.layout().restTokenFile()).doesNotContain(token);
        assertThat(Files.readString(flink.layout().flinkConfigFile())).doesNotContain(token);
        assertThat(wholeLog(flink.layout().logFile())).contains("RestLockInboundFactory").doesNotContain(token);
        GatewayClient client = GATEWAY.client();
        try (GatewaySession session = client.session(Map.of())) {
            assertThat(session.execute("SET").rows().toString()).doesNotContain(token);
        }
        assertThat(flink.gatewayEndpoint().toString()).doesNotContain(token);
    }

    @Test
    void theSchedulerStillRefreshesAFullMaterializedTable() {
        try (GatewaySession session = GATEWAY.client().session(Map.of())) {
            session.execute(PaimonCatalogSql.createCatalogIfNotExists("paimon", GATEWAY.flink().layout().warehouse()));
            session.execute("USE CATALOG paimon");
            session.execute("CREATE DATABASE IF NOT EXISTS locked");
            session.execute("USE locked");
            session.execute("CREATE TABLE orders (order_id BIGINT, customer STRING, PRIMARY KEY (order_id) NOT ENFORCED)");
            session.execute("SET 'table.dml-sync' = 'true'");
            session.execute("INSERT INTO orders VALUES (1, 'ann'), (2, 'bob'), (3, 'ann')");
            session.execute("SET 'table.dml-sync' = 'false'");

            // creating a FULL table registers a Quartz workflow through the gateway's REST API; no refresh is
            // asked for here, so rows appear only when the scheduler's own REST call gets through the lock
            session.execute("CREATE MATERIALIZED TABLE customer_counts (PRIMARY KEY (customer) NOT ENFORCED)"
                    + " FRESHNESS = INTERVAL '10' SECOND REFRESH_MODE = FULL"
                    + " AS SELECT COALESCE(customer, '?') AS customer, COUNT(*) AS cnt FROM orders"
                    + " GROUP BY COALESCE(customer, '?')");
            session.execute("SET 'execution.runtime-mode' = 'batch'");

            List<List<Object>> expected = List.of(List.of("ann", 2L), List.of("bob", 1L));
            List<List<Object>> rows = Poll.until(JOB_WAIT,
                    () -> Rows.of(session.execute("SELECT customer, cnt FROM customer_counts")),
                    r -> r.size() == 2);
            assertThat(rows).containsExactlyInAnyOrderElementsOf(expected);
            // Flink's job list names the scheduler's refreshes as such, so Freshet can tell them from manual ones
            FlinkRestClient jobs = new FlinkRestClient(GATEWAY.flink().flinkRestEndpoint());
            assertThat(Poll.until(JOB_WAIT, () -> periodicRefreshes(jobs, "customer_counts"), r -> !r.isEmpty()))
                    .isNotEmpty();
            session.execute("DROP MATERIALIZED TABLE customer_counts");
        }
    }

    @Test
    void flinksRestClientWithTheSecretReadsJobsAndCheckpointsAndCancels() {
        FlinkRestClient flink = new FlinkRestClient(GATEWAY.flink().flinkRestEndpoint());
        try (GatewaySession session = GATEWAY.client().session(Map.of())) {
            session.execute(PaimonCatalogSql.createCatalogIfNotExists("paimon", GATEWAY.flink().layout().warehouse()));
            session.execute("USE CATALOG paimon");
            session.execute("CREATE DATABASE IF NOT EXISTS watched");
            session.execute("USE watched");
            session.execute("CREATE TABLE idle_source (id BIGINT NOT NULL, PRIMARY KEY (id) NOT ENFORCED)");
            session.execute("CREATE MATERIALIZED TABLE mirror (PRIMARY KEY (id) NOT ENFORCED)"
                    + " FRESHNESS = INTERVAL '2' SECOND AS SELECT id FROM idle_source");
            FlinkJob job = Poll.until(JOB_WAIT, () -> continuousJob(flink, "mirror"),
                    j -> j != null && j.state() == FlinkJobState.RUNNING);
            assertThat(job.state()).isEqualTo(FlinkJobState.RUNNING);
            assertThat(job.endTime()).isNull();

            // the source is idle, yet the job checkpoints: that is what keeps the table's data current
            CheckpointStats stats = Poll.until(JOB_WAIT, () -> flink.checkpoints(job.id()).orElseThrow(),
                    s -> s.completed() >= 2);
            assertThat(stats.latestCompleted()).isAfter(job.startTime());
            assertThat(flink.checkpoints("0".repeat(32))).isEmpty();

            assertThat(flink.cancel(job.id())).isTrue();
            FlinkJob cancelled = Poll.until(JOB_WAIT, () -> continuousJob(flink, "mirror"),
                    j -> j.state() == FlinkJobState.CANCELED);
            assertThat(cancelled.state()).isEqualTo(FlinkJobState.CANCELED);
            assertThat(cancelled.endTime()).isNotNull();
            session.execute("DROP MATERIALIZED TABLE mirror");
        }
        GatewayException refused = catchThrowableOfType(GatewayException.class,
                () -> new FlinkRestClient(GatewayEndpoint.of(GATEWAY.flink().flinkWebUri())).jobs());
        assertThat(refused.userMessage()).contains("refused GET /jobs/overview (HTTP 401)");
    }

    private static FlinkJob continuousJob(FlinkRestClient flink, String table) {
        return flink.jobs().stream().filter(j -> j.refresh().filter(r -> r.kind() == RefreshJobName.Kind.CONTINUOUS
                && r.table().table().equals(table)).isPresent()).findFirst().orElse(null);
    }

    private static List<FlinkJob> periodicRefreshes(FlinkRestClient flink, String table) {
        return flink.jobs().stream().filter(j -> j.state() == FlinkJobState.FINISHED && j.refresh().filter(
                r -> r.kind() == RefreshJobName.Kind.PERIODIC && r.table().table().equals(table)).isPresent()).toList();
    }

    /**
     * This start's log with the files log4j rolled over by size (on the shared embedded Flink, the classes before this
     * one may have written more than one file's worth), oldest first.
     */
    private static String wholeLog(Path log) throws IOException {
        StringBuilder all = new StringBuilder();
        for (int i = 5; i >= 1; i--) {
            Path older = log.resolveSibling(log.getFileName() + "." + i);
            if (Files.isRegularFile(older)) {
                all.append(Files.readString(older));
            }
        }
        return all.append(Files.readString(log)).toString();
    }

    private static HttpRequest.Builder post(URI uri, String contentType, String body) {
        return HttpRequest.newBuilder(uri).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofString(body));
    }

    private static int send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return RAW.send(request.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString())
                .statusCode();
    }
}
