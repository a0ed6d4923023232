package io.freshet.backend.persistence;

import io.freshet.testing.Databases;
import java.nio.file.Path;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/** Project trees on the default H2 file database. */
class H2ProjectPersistenceIT extends ProjectPersistenceContract {

    @TempDir
    static Path home;

    private static DataSource dataSource;

    @BeforeAll
    static void migrate() {
        dataSource = Databases.h2(home);
    }

    @Override
    DataSource dataSource() {
        return dataSource;
    }
}
