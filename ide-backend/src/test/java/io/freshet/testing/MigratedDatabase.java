package io.freshet.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/** Freshet's schema, migrated as the application does, on H2 (a file database) or a real PostgreSQL, per test class. */
public final class MigratedDatabase implements BeforeAllCallback, AfterAllCallback {

    private final PostgresExtension postgres;
    private Path h2Home;
    private DataSource dataSource;

    private MigratedDatabase(PostgresExtension postgres) {
        this.postgres = postgres;
    }

    /** The default: an H2 file database in a temporary folder. */
    public static MigratedDatabase h2() {
        return new MigratedDatabase(null);
    }

    /** A real PostgreSQL server on loopback. */
    public static MigratedDatabase postgres() {
        return new MigratedDatabase(new PostgresExtension());
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        if (postgres != null) {
            postgres.beforeAll(context);
            dataSource = Databases.migrate(postgres.dataSource(), "postgresql");
        } else {
            h2Home = Files.createTempDirectory("freshet-h2-");
            dataSource = Databases.h2(h2Home);
        }
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        if (postgres != null) {
            postgres.afterAll(context);
        } else if (h2Home != null) {
            try (Stream<Path> files = Files.walk(h2Home)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    public DataSource dataSource() {
        return dataSource;
    }
}
