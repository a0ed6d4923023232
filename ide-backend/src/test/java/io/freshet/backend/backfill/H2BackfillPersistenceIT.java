package io.freshet.backend.backfill;

import io.freshet.testing.Databases;
import java.nio.file.Path;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/** Backfill persistence on the default H2 file database. */
class H2BackfillPersistenceIT extends BackfillPersistenceContract {

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
