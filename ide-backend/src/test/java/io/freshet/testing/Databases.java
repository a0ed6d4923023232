package io.freshet.testing;

import java.nio.file.Path;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcDataSource;

/** Migrated databases for persistence tests: the same migrations Freshet runs, on H2 or PostgreSQL. */
public final class Databases {

    private Databases() {
    }

    /** A fresh H2 file database under {@code dir}, migrated. */
    public static DataSource h2(Path dir) {
        JdbcDataSource h2 = new JdbcDataSource();
        // kept open like the application's connection pool does: without a pool, H2 closes and reopens the
        // file on every connection, and concurrent reopening from several test threads lost schema changes
        h2.setURL("jdbc:h2:file:" + dir.resolve("db/freshet") + ";DB_CLOSE_DELAY=-1");
        h2.setUser("sa");
        return migrate(h2, "h2");
    }

    /** Migrates with the common and the vendor-specific locations, as the application does. */
    public static DataSource migrate(DataSource dataSource, String vendor) {
        Flyway.configure().dataSource(dataSource).cleanDisabled(false)
                .locations("classpath:db/migration", "classpath:db/vendor/" + vendor).load().migrate();
        return dataSource;
    }
}
