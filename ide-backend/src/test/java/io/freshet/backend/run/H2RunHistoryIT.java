package io.freshet.backend.run;

import io.freshet.testing.Databases;
import java.nio.file.Path;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/** Run history on the default H2 file database. */
class H2RunHistoryIT extends RunHistoryContract {

    @TempDir
    static Path home;

    private static DataSource dataSource;

    @BeforeAll
    static void migrate() {
        dataSource = Databases.h2(home);
    }

    @Override
    DataSource dataSource() {
        return dataSource;
    }
}
