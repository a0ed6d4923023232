package io.freshet.backend.run;

import io.freshet.testing.MigratedDatabase;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Run history on a real PostgreSQL server started by the test. */
class PostgresRunHistoryIT extends RunHistoryContract {

    @RegisterExtension
    static final MigratedDatabase DATABASE = MigratedDatabase.postgres();

    @Override
    DataSource dataSource() {
        return DATABASE.dataSource();
    }
}
