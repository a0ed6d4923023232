package io.freshet.backend.backfill;

import io.freshet.testing.MigratedDatabase;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Backfill persistence on a real PostgreSQL server started by the test. */
class PostgresBackfillPersistenceIT extends BackfillPersistenceContract {

    @RegisterExtension
    static final MigratedDatabase DATABASE = MigratedDatabase.postgres();

    @Override
    DataSource dataSource() {
        return DATABASE.dataSource();
    }
}
