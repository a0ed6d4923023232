package io.freshet.backend.persistence;

import io.freshet.testing.MigratedDatabase;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The stored statement policy shared by several instances, on the default H2 file database. */
class H2PolicyStoreIT extends PolicyStoreContract {

    @RegisterExtension
    static final MigratedDatabase DATABASE = MigratedDatabase.h2();

    @Override
    DataSource dataSource() {
        return DATABASE.dataSource();
    }
}
