package io.freshet.backend.persistence;

import io.freshet.testing.MigratedDatabase;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Audit log, lock-out, job claims and secrets on the default H2 file database. */
class H2AuditJobsSecretsIT extends AuditJobsSecretsContract {

    @RegisterExtension
    static final MigratedDatabase DATABASE = MigratedDatabase.h2();

    @Override
    DataSource dataSource() {
        return DATABASE.dataSource();
    }
}
