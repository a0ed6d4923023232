package io.freshet.backend.backfill;

import io.freshet.testing.MigratedDatabase;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Backfill persistence on the default H2 file database. */
class H2BackfillPersistenceIT extends BackfillPersistenceContract {

    @RegisterExtension
    static final MigratedDatabase DATABASE = MigratedDatabase.h2();

    @Override
    DataSource dataSource() {
        return DATABASE.dataSource();
    }
}
