package io.freshet.backend.backfill;

import io.freshet.testing.Databases;
import io.freshet.testing.PostgresExtension;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Backfill persistence on a real PostgreSQL server started by the test. */
class PostgresBackfillPersistenceIT extends BackfillPersistenceContract {

    @RegisterExtension
    static final PostgresExtension POSTGRES = new PostgresExtension();

    @BeforeAll
    static void migrate() {
        Databases.migrate(POSTGRES.dataSource(), "postgresql");
    }

    @Override
    DataSource dataSource() {
        return POSTGRES.dataSource();
    }
}
