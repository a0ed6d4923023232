package io.freshet.gateway.embedded;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.SessionHandle;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import io.freshet.gateway.testing.Rows;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Stop, restart, kill: the child never outlives its parent and the home keeps the data. */
class EmbeddedFlinkLifecycleIT {

    @Test
    void restartOnTheSameHomeKeepsCatalogAndData() {
        Path home = EmbeddedGatewayExtension.newHome("restart");
        EmbeddedFlink first = EmbeddedGatewayExtension.start(home);
        long firstPid = first.pid();
        try {
            GatewayClient client = new GatewayClient(first.gatewayEndpoint());
            SessionHandle session = client.openSession(Map.of("execution.runtime-mode", "batch", "table.dml-sync", "true"));
            client.execute(session, PaimonCatalogSql.createCatalogIfNotExists("lake", first.layout().warehouse()));
            client.execute(session, "CREATE TABLE lake.`default`.kept (id INT, name STRING, PRIMARY KEY (id) NOT ENFORCED)");
            client.execute(session, "INSERT INTO lake.`default`.kept VALUES (1, 'one'), (2, 'two')");

            GatewayException second = catchThrowableOfType(GatewayException.class,
                    () -> EmbeddedFlink.start(EmbeddedFlinkSettings.defaults(home, EmbeddedGatewayExtension.libDir())));
            assertThat(second.userMessage()).startsWith("Another Freshet is already using " + first.layout().home());
        } finally {
            first.close();
        }
        assertThat(first.isAlive()).isFalse();
        assertThat(ProcessHandle.of(firstPid).map(ProcessHandle::isAlive)).isIn(Optional.empty(), Optional.of(false));

        try (EmbeddedFlink restarted = EmbeddedGatewayExtension.start(home)) {
            GatewayClient client = new GatewayClient(restarted.gatewayEndpoint());
            SessionHandle session = client.openSession(Map.of("execution.runtime-mode", "batch"));

            // no CREATE CATALOG this time: the file catalog store brought it back
            assertThat(Rows.of(client.execute(session, "SHOW CATALOGS"))).contains(List.of("lake"));
            assertThat(Rows.of(client.execute(session, "SELECT id, name FROM lake.`default`.kept ORDER BY id")))
                    .containsExactly(List.of(1, "one"), List.of(2, "two"));
        }
    }

    @Test
    void childStopsWhenItsParentIsKilled() throws Exception {
        Path home = EmbeddedGatewayExtension.newHome("orphan");
        Process parent = new ProcessBuilder(javaBinary(), "-cp", System.getProperty("java.class.path"),
                EmbeddedFlinkLauncherMain.class.getName(), home.toString(), EmbeddedGatewayExtension.libDir().toString())
                .redirectErrorStream(true)
                .start();
        ProcessHandle child = null;
        try {
            long childPid = readChildPid(parent);
            child = ProcessHandle.of(childPid).orElseThrow();

            parent.destroyForcibly().waitFor(30, TimeUnit.SECONDS);

            child.onExit().get(60, TimeUnit.SECONDS);
            assertThat(child.isAlive()).isFalse();
            assertThat(Files.readString(EmbeddedFlinkLayout.of(home).logFile()))
                    .contains("Freshet embedded Flink stopped");
        } finally {
            parent.destroyForcibly();
            if (child != null && child.isAlive()) {
                child.destroyForcibly();
            }
        }
    }

    @Test
    void startTimeoutStopsTheChild() {
        Path home = EmbeddedGatewayExtension.newHome("timeout");
        EmbeddedFlinkSettings settings = EmbeddedFlinkSettings.defaults(home, EmbeddedGatewayExtension.libDir())
                .withStartTimeout(Duration.ofSeconds(1));

        GatewayException error = catchThrowableOfType(GatewayException.class, () -> EmbeddedFlink.start(settings).close());

        assertThat(error.kind()).isEqualTo(GatewayException.Kind.EMBEDDED_START);
        assertThat(error.userMessage()).startsWith("The embedded Flink did not start within 1 s.")
                .endsWith("See the log: " + EmbeddedFlinkLayout.of(home).logFile());
        assertThat(ProcessHandle.current().descendants().filter(p -> p.info().commandLine().orElse("")
                .contains(home.toString()))).isEmpty();
    }

    @Test
    void childThatCannotStartPointsToItsLog() throws IOException {
        Path home = EmbeddedGatewayExtension.newHome("broken-lib");
        Path lib = Files.createDirectories(home.resolveSibling(home.getFileName() + "-lib"));
        try (var jars = Files.list(EmbeddedGatewayExtension.libDir())) {
            // only the entry point, no Flink: the child dies at once with NoClassDefFoundError
            for (Path jar : jars.filter(j -> j.getFileName().toString().endsWith("-embedded.jar")).toList()) {
                Files.copy(jar, lib.resolve(jar.getFileName()));
            }
        }

        GatewayException error = catchThrowableOfType(GatewayException.class,
                () -> EmbeddedFlink.start(EmbeddedFlinkSettings.defaults(home, lib)).close());

        assertThat(error.kind()).isEqualTo(GatewayException.Kind.EMBEDDED_START);
        assertThat(error.userMessage()).startsWith("The embedded Flink stopped while starting (exit code 1).")
                .endsWith("See the log: " + EmbeddedFlinkLayout.of(home).logFile());
        assertThat(error.details()).contains("NoClassDefFoundError");
    }

    private static long readChildPid(Process parent) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(parent.getInputStream(), StandardCharsets.UTF_8));
        StringBuilder seen = new StringBuilder();
        String line;
        while ((line = out.readLine()) != null) {
            if (line.startsWith(EmbeddedFlinkLauncherMain.PID_PREFIX)) {
                return Long.parseLong(line.substring(EmbeddedFlinkLauncherMain.PID_PREFIX.length()).strip());
            }
            seen.append(line).append('\n');
        }
        throw new AssertionError("The launcher ended without starting Flink:\n" + seen);
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
