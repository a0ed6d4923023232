package io.freshet.backend.refreshes;

import io.freshet.testing.MigratedDatabase;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The refresh history on a real PostgreSQL server started by the test. */
class PostgresRefreshHistoryIT extends RefreshHistoryContract {

    @RegisterExtension
    static final MigratedDatabase DATABASE = MigratedDatabase.postgres();

    @Override
    DataSource dataSource() {
        return DATABASE.dataSource();
    }
}
