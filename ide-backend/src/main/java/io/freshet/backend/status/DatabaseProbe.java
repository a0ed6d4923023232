package io.freshet.backend.status;

import io.freshet.ui.status.ComponentStatus;
import io.freshet.ui.status.ComponentStatus.Health;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.springframework.stereotype.Component;

/** Checks the metadata database: that it answers, what it is, and which schema version Flyway applied. */
@Component
public class DatabaseProbe {

    static final String ID = "database";
    static final String NAME = "Metadata database";

    private final DataSource dataSource;
    private final Flyway flyway;
    /** Flyway migrates once, at start-up: read the applied version once instead of on every check. */
    private volatile String schema;

    public DatabaseProbe(DataSource dataSource, Flyway flyway) {
        this.dataSource = dataSource;
        this.flyway = flyway;
    }

    public ComponentStatus check() {
        try (Connection connection = dataSource.getConnection()) {
            DatabaseMetaData meta = connection.getMetaData();
            String target = JdbcUrls.redact(meta.getURL());
            boolean valid = connection.isValid(2);
            String schema = schema();
            return new ComponentStatus(ID, NAME, valid ? Health.UP : Health.DOWN, target,
                    meta.getDatabaseProductName() + " " + meta.getDatabaseProductVersion(),
                    valid ? "Answering, " + schema : "Connection is not valid", "");
        } catch (SQLException e) {
            return new ComponentStatus(ID, NAME, Health.DOWN, "", "", "Cannot connect: " + e.getMessage(),
                    "Check spring.datasource.url and credentials");
        }
    }

    private String schema() {
        if (schema == null) {
            MigrationInfo applied = flyway.info().current();
            schema = applied == null ? "no migrations applied" : "schema version " + applied.getVersion();
        }
        return schema;
    }
}
