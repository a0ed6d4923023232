package io.freshet.backend.run;

import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementKind;
import io.freshet.analysis.parse.StatementTarget;
import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.policy.ParsedSql;
import java.util.Optional;

/**
 * The materialized-table action a statement run as SQL took, so the audit log records it as it records the same
 * action taken in the catalog browser (a table created in the editor is a MATERIALIZED_TABLE_CREATED too).
 */
final class TableActionAudit {

    /** The action and the table as the statement names it. */
    record Action(AuditAction action, String table) {
    }

    private TableActionAudit() {
    }

    /** The action the run's one statement takes, read on the parse the run carries; empty for any other text. */
    static Optional<Action> of(ParsedSql statement) {
        return statement.single().flatMap(TableActionAudit::of);
    }

    private static Optional<Action> of(ParsedStatement parsed) {
        AuditAction action = switch (StatementKind.of(parsed)) {
            case CREATE_MATERIALIZED_TABLE -> AuditAction.MATERIALIZED_TABLE_CREATED;
            case ALTER_MATERIALIZED_TABLE -> AuditAction.MATERIALIZED_TABLE_CHANGED;
            case DROP_MATERIALIZED_TABLE -> AuditAction.MATERIALIZED_TABLE_DROPPED;
            default -> null;
        };
        if (action == null) {
            return Optional.empty();
        }
        return StatementTarget.materializedTable(parsed).map(table -> new Action(action, table));
    }
}
