package io.freshet.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewayEndpoint;
import io.freshet.gateway.client.ResultRow;
import io.freshet.gateway.client.SessionHandle;
import io.freshet.gateway.embedded.ChildUser;
import io.freshet.testing.Migrations;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.FreshetProcess;
import io.freshet.testing.Ports;
import io.freshet.testing.StatusPage;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged IDE with its default embedded Flink, driven through real Chromium: the status page sees a
 * reachable Flink 2.0.0 that refuses everyone without the secret of the current start, stopping the IDE stops
 * Flink, and a second start (with a new secret) finds the first start's data.
 */
class EmbeddedGatewayAppIT {

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    @TempDir
    Path root;

    @Test
    void statusPageShowsEmbeddedFlinkAndDataSurvivesARestart() throws Exception {
        // a temporary directory is 0700: the embedded Flink's own user (Freshet started as root) must pass it
        Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwx--x--x"));
        Path home = root.resolve("home");
        int gatewayPort = Ports.freeLoopbackPort();
        List<String> args = List.of("--freshet.embedded.gateway-port=" + gatewayPort);
        // the first start as releases before issue 32 ran it: Flink under Freshet's own user, everything root's
        List<String> firstArgs = List.of(args.get(0), "--" + ChildUser.SETTING + "=" + ChildUser.NONE);
        URI gateway = URI.create("http://127.0.0.1:" + gatewayPort);
        GatewayEndpoint first;

        try (FreshetProcess app = FreshetProcess.start(home, firstArgs)) {
            StatusPage status = StatusPage.open(BROWSER.newPage(), app);
            status.awaitHealth("gateway", "UP");
            assertThat(status.text("gateway", "version")).isEqualTo("2.0.0");
            assertThat(status.text("gateway", "target")).isEqualTo(gateway.toString());
            status.awaitHealth("catalog", "UP");
            assertThat(status.text("catalog", "target")).contains(home.resolve("flink").toString());
            status.awaitHealth("database", "UP");
            assertThat(status.text("database", "version")).startsWith("H2");
            assertThat(status.text("database", "detail")).contains("schema version " + Migrations.latestVersion());

            assertThat(statusWithoutSecret(gateway)).as("the IDE's Flink answers only the IDE").isEqualTo(401);
            first = app.embeddedGateway(gatewayPort);
            writeOrders(first);

            List<ProcessHandle> flink = app.descendants();
            assertThat(flink).as("the embedded Flink runs as a child JVM").isNotEmpty();
            assertThat(app.stop(Duration.ofSeconds(90))).isIn(0, 143);
            assertThat(flink).as("no Flink JVM outlives the IDE").noneMatch(ProcessHandle::isAlive);
            assertThat(app.console()).contains("Stopping the embedded Flink")
                    .as("the planner is loaded ahead of the first validation").contains("Flink's planner loaded for analysis");
        }

        try (FreshetProcess again = FreshetProcess.start(home, args)) {
            StatusPage status = StatusPage.open(BROWSER.newPage(), again);
            status.awaitHealth("gateway", "UP");
            status.awaitHealth("catalog", "UP");
            GatewayEndpoint second = again.embeddedGateway(gatewayPort);
            assertThat(second.token()).as("a new secret at each start").isNotEqualTo(first.token());
            assertThat(catchThrowableOfType(GatewayException.class, () -> readOrders(first)).userMessage())
                    .contains("HTTP 401");
            assertThat(readOrders(second)).containsExactly(List.of(1, "apple"), List.of(2, "pear"));
            if (ChildUser.processIsRoot()) {
                assertThat(again.descendants()).as("started by root, the embedded Flink runs as another user, over"
                        + " the data the first start wrote as root").isNotEmpty().allSatisfy(child ->
                        assertThat(uidOf(child)).isNotEqualTo("0"));
                writeMore(second);
            }
        }
        assertThat(Files.list(home.resolve("flink/warehouse"))).isNotEmpty();
    }

    /** The real uid of a running process, from {@code /proc/<pid>/status}. */
    private static String uidOf(ProcessHandle process) throws IOException {
        return Files.readAllLines(Path.of("/proc", Long.toString(process.pid()), "status")).stream()
                .filter(line -> line.startsWith("Uid:")).findFirst().orElseThrow().split("\\s+")[1];
    }

    /** A write into the table the first start created: the handed-over files stay writable. */
    private static void writeMore(GatewayEndpoint gateway) {
        GatewayClient client = new GatewayClient(gateway);
        SessionHandle session = client.openSession(Map.of());
        try {
            client.execute(session, "SET 'execution.runtime-mode' = 'batch'");
            client.execute(session, "SET 'table.dml-sync' = 'true'");
            client.execute(session, "INSERT INTO `lakehouse`.`it`.`orders` VALUES (2, 'plum')");
        } finally {
            client.closeSession(session);
        }
        assertThat(readOrders(gateway)).containsExactly(List.of(1, "apple"), List.of(2, "plum"));
    }

    private static int statusWithoutSecret(URI gateway) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(gateway.resolve("/v1/sessions"))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{}")).build(),
                HttpResponse.BodyHandlers.ofString()).statusCode();
    }

    private static void writeOrders(GatewayEndpoint gateway) {
        GatewayClient client = new GatewayClient(gateway);
        SessionHandle session = client.openSession(Map.of());
        try {
            client.execute(session, "SET 'execution.runtime-mode' = 'batch'");
            client.execute(session, "SET 'table.dml-sync' = 'true'");
            client.execute(session, "CREATE DATABASE IF NOT EXISTS `lakehouse`.`it`");
            client.execute(session, "CREATE TABLE `lakehouse`.`it`.`orders` (id INT NOT NULL, item STRING,"
                    + " PRIMARY KEY (id) NOT ENFORCED)");
            client.execute(session, "INSERT INTO `lakehouse`.`it`.`orders` VALUES (1, 'apple'), (2, 'pear')");
        } finally {
            client.closeSession(session);
        }
    }

    private static List<List<Object>> readOrders(GatewayEndpoint gateway) {
        GatewayClient client = new GatewayClient(gateway);
        SessionHandle session = client.openSession(Map.of());
        try {
            client.execute(session, "SET 'execution.runtime-mode' = 'batch'");
            return client.execute(session, "SELECT id, item FROM `lakehouse`.`it`.`orders` ORDER BY id")
                    .rows().stream().map(ResultRow::fields).toList();
        } finally {
            client.closeSession(session);
        }
    }
}
