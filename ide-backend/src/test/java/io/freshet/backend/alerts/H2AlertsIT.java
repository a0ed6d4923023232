package io.freshet.backend.alerts;

import io.freshet.testing.MigratedDatabase;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Alerts on the default H2 file database. */
class H2AlertsIT extends AlertsContract {

    @RegisterExtension
    static final MigratedDatabase DATABASE = MigratedDatabase.h2();

    @Override
    DataSource dataSource() {
        return DATABASE.dataSource();
    }
}
