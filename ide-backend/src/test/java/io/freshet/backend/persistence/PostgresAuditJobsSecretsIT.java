package io.freshet.backend.persistence;

import io.freshet.testing.MigratedDatabase;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Audit log, lock-out, job claims and secrets on a real PostgreSQL server started by the test. */
class PostgresAuditJobsSecretsIT extends AuditJobsSecretsContract {

    @RegisterExtension
    static final MigratedDatabase DATABASE = MigratedDatabase.postgres();

    @Override
    DataSource dataSource() {
        return DATABASE.dataSource();
    }
}
