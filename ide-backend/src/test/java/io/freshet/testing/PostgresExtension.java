package io.freshet.testing;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import javax.sql.DataSource;
import java.util.List;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/** A real PostgreSQL server (binaries from Maven Central) on loopback, one per test class (or per shared app). */
public class PostgresExtension implements BeforeAllCallback, AfterAllCallback {

    private EmbeddedPostgres postgres;

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        start();
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        stop();
    }

    public void start() throws IOException {
        postgres = EmbeddedPostgres.builder()
                .setServerConfig("listen_addresses", "127.0.0.1")
                .start();
    }

    public void stop() throws IOException {
        if (postgres != null) {
            postgres.close();
        }
    }

    public DataSource dataSource() {
        return postgres.getPostgresDatabase();
    }

    public String jdbcUrl() {
        return postgres.getJdbcUrl("postgres", "postgres");
    }

    public String user() {
        return "postgres";
    }

    /** The packaged IDE's arguments for storing its data in this server (the postgres profile). */
    public List<String> freshetArguments() {
        return List.of("--spring.profiles.active=postgres", "--spring.datasource.url=" + jdbcUrl(),
                "--spring.datasource.username=" + user());
    }
}
