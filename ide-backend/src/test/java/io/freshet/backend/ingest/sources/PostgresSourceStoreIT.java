package io.freshet.backend.ingest.sources;

import io.freshet.testing.MigratedDatabase;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Stored ingestion sources on a real PostgreSQL server started by the test. */
class PostgresSourceStoreIT extends SourceStoreContract {

    @RegisterExtension
    static final MigratedDatabase DATABASE = MigratedDatabase.postgres();

    @Override
    DataSource dataSource() {
        return DATABASE.dataSource();
    }
}
