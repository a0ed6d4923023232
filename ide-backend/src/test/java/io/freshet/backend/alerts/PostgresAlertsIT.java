package io.freshet.backend.alerts;

import io.freshet.testing.MigratedDatabase;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Alerts on a real PostgreSQL server started by the test: two instances on it send each notice once. */
class PostgresAlertsIT extends AlertsContract {

    @RegisterExtension
    static final MigratedDatabase DATABASE = MigratedDatabase.postgres();

    @Override
    DataSource dataSource() {
        return DATABASE.dataSource();
    }
}
