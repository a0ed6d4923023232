package io.freshet.backend.ingest.sources;

import io.freshet.ui.ingest.SourceCheck;
import io.freshet.ui.ingest.SourceCheckKind;
import io.freshet.ui.ingest.SourceDefinition;
import java.sql.SQLException;
import java.util.List;

/** The change-data-capture checks of one kind of database, run on an open connection. */
interface CdcChecks {

    /** The checks this database has, in the order {@link #run} returns them. */
    List<SourceCheckKind> kinds();

    List<SourceCheck> run(SqlSession session, SourceDefinition source);

    /** One check, a query failure turned into that check's failure with the server's reason. */
    static SourceCheck guarded(SourceCheckKind kind, Check check) {
        try {
            return check.run();
        } catch (SQLException e) {
            return SourceConnector.failed(kind, "Freshet could not check this: " + ConnectFailures.serverSays(e));
        }
    }

    /** A check body that may fail with a query error. */
    @FunctionalInterface
    interface Check {
        SourceCheck run() throws SQLException;
    }
}
