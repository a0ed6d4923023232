package io.freshet.backend.audit;

import java.sql.Connection;
import java.sql.SQLException;
import org.h2.api.Trigger;

/** H2 trigger that refuses UPDATE and DELETE on the audit log (PostgreSQL has a PL/pgSQL twin). */
public class AppendOnlyTrigger implements Trigger {

    @Override
    public void fire(Connection conn, Object[] oldRow, Object[] newRow) throws SQLException {
        throw new SQLException("audit_event is append-only", "42501");
    }
}
