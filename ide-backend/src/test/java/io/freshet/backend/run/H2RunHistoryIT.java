package io.freshet.backend.run;

import io.freshet.testing.MigratedDatabase;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Run history on the default H2 file database. */
class H2RunHistoryIT extends RunHistoryContract {

    @RegisterExtension
    static final MigratedDatabase DATABASE = MigratedDatabase.h2();

    @Override
    DataSource dataSource() {
        return DATABASE.dataSource();
    }
}
