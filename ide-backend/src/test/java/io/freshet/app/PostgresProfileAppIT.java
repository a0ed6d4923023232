package io.freshet.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.testing.Migrations;
import io.freshet.testing.BrowserExtension;
import io.freshet.testing.FreshetProcess;
import io.freshet.testing.Ports;
import io.freshet.testing.PostgresExtension;
import io.freshet.testing.StatusPage;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** The packaged IDE on the postgres profile against a real PostgreSQL server, with an external gateway that is down. */
class PostgresProfileAppIT {

    @RegisterExtension
    static final PostgresExtension POSTGRES = new PostgresExtension();

    @RegisterExtension
    static final BrowserExtension BROWSER = new BrowserExtension();

    @TempDir
    Path root;

    @Test
    void runsMigrationsOnPostgresAndReportsAnUnreachableExternalGateway() throws Exception {
        String gatewayUrl = "http://127.0.0.1:" + Ports.freeLoopbackPort();
        List<String> args = new java.util.ArrayList<>(POSTGRES.freshetArguments());
        args.add("--freshet.gateway.url=" + gatewayUrl);
        try (FreshetProcess app = FreshetProcess.start(root.resolve("home"), args)) {
            StatusPage status = StatusPage.open(BROWSER.newPage(), app);
            status.awaitHealth("database", "UP");
            assertThat(status.text("database", "version")).startsWith("PostgreSQL");
            assertThat(status.text("database", "detail")).contains("schema version " + Migrations.latestVersion());

            status.awaitHealth("gateway", "DOWN");
            assertThat(status.text("gateway", "target")).isEqualTo(gatewayUrl);
            assertThat(status.text("gateway", "detail")).containsIgnoringCase("reach");
            assertThat(app.descendants()).as("an external gateway means no embedded Flink").isEmpty();
        }
        try (Connection c = POSTGRES.dataSource().getConnection();
             ResultSet rs = c.createStatement().executeQuery(
                     "SELECT version FROM flyway_schema_history WHERE success ORDER BY installed_rank")) {
            List<String> versions = new java.util.ArrayList<>();
            while (rs.next()) {
                versions.add(rs.getString(1));
            }
            // every version from 1 to the newest, in order: the shared and the PostgreSQL-specific migrations
            assertThat(versions).containsExactlyElementsOf(java.util.stream.IntStream
                    .rangeClosed(1, Migrations.latestVersion()).mapToObj(String::valueOf).toList());
        }
    }
}
