package io.freshet.analysis.policy;

import org.apache.calcite.sql.SqlNode;
import org.apache.flink.sql.parser.ddl.SqlAlterMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlAlterMaterializedTableRefresh;
import org.apache.flink.sql.parser.ddl.SqlAlterMaterializedTableResume;
import org.apache.flink.sql.parser.ddl.SqlAlterMaterializedTableSuspend;
import org.apache.flink.sql.parser.ddl.SqlCreateMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlDropMaterializedTable;

/**
 * The lifecycle of a materialized table and the lowest role that may take each step: the one rule table for the
 * catalog page's buttons (the backend's {@code @RolesAllowed}, checked against this table by a test) and for the
 * same step typed as SQL (the statement policy). ADMIN includes DEVELOPER includes VIEWER.
 */
public enum MaterializedTableAction {
    CREATE(PolicyRole.DEVELOPER),
    /** ALTER ... SET, RESET, AS, FRESHNESS, REFRESH_MODE: the freshness change of the table page. */
    CHANGE(PolicyRole.DEVELOPER),
    SUSPEND(PolicyRole.DEVELOPER),
    RESUME(PolicyRole.DEVELOPER),
    REFRESH(PolicyRole.DEVELOPER),
    DROP(PolicyRole.ADMIN);

    private final PolicyRole minimumRole;

    MaterializedTableAction(PolicyRole minimumRole) {
        this.minimumRole = minimumRole;
    }

    /** The lowest role that may take this step. */
    public PolicyRole minimumRole() {
        return minimumRole;
    }

    /** True when the role may take this step (roles include the ones below them). */
    public boolean allows(PolicyRole role) {
        return role.ordinal() >= minimumRole.ordinal();
    }

    /** The step a statement takes, or null when it is not a materialized-table statement. */
    static MaterializedTableAction of(SqlNode node) {
        if (node instanceof SqlCreateMaterializedTable) {
            return CREATE;
        }
        if (node instanceof SqlDropMaterializedTable) {
            return DROP;
        }
        if (node instanceof SqlAlterMaterializedTableSuspend) {
            return SUSPEND;
        }
        if (node instanceof SqlAlterMaterializedTableResume) {
            return RESUME;
        }
        if (node instanceof SqlAlterMaterializedTableRefresh) {
            return REFRESH;
        }
        return node instanceof SqlAlterMaterializedTable ? CHANGE : null;
    }
}
