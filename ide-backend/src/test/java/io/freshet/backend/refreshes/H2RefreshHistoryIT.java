package io.freshet.backend.refreshes;

import io.freshet.testing.MigratedDatabase;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The refresh history on the default H2 file database. */
class H2RefreshHistoryIT extends RefreshHistoryContract {

    @RegisterExtension
    static final MigratedDatabase DATABASE = MigratedDatabase.h2();

    @Override
    DataSource dataSource() {
        return DATABASE.dataSource();
    }
}
