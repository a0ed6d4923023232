package io.freshet.backend.persistence;

import io.freshet.testing.MigratedDatabase;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The stored statement policy shared by several instances, on a real PostgreSQL server started by the test. */
class PostgresPolicyStoreIT extends PolicyStoreContract {

    @RegisterExtension
    static final MigratedDatabase DATABASE = MigratedDatabase.postgres();

    @Override
    DataSource dataSource() {
        return DATABASE.dataSource();
    }
}
