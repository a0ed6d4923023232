package io.freshet.analysis.planner;

import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.script.Statement;
import io.freshet.analysis.script.TextRange;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.sql.parser.SqlProperty;
import org.apache.flink.sql.parser.ddl.SqlAlterMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlAlterMaterializedTableRefresh;
import org.apache.flink.sql.parser.ddl.SqlCreateMaterializedTable;
import org.apache.flink.sql.parser.ddl.SqlCreateView;
import org.apache.flink.sql.parser.ddl.SqlTableOption;
import org.apache.flink.table.catalog.CatalogManager;
import org.apache.flink.table.catalog.UnresolvedIdentifier;
import org.apache.flink.table.operations.Operation;
import org.apache.flink.table.operations.materializedtable.MaterializedTableOperation;

/**
 * The execution-time checks (issue 39): what the gateway's operation executor, its materialized-table manager and
 * the catalogs refuse when they run a DDL or lifecycle statement that Flink's conversion accepted, checked on the
 * session's catalogs before the statement's effects, and positioned on the name the refusal is about. Cheap: catalog
 * look-ups only, so both tiers run them.
 */
final class ExecutionChecks {

    private ExecutionChecks() {
    }

    /** The ERROR the gateway would answer with, or empty when it would run the operation. */
    static Optional<Diagnostic> check(Operation op, SqlNode node, Statement statement, CatalogManager manager,
                                      SessionCatalogs state, Configuration session) {
        try {
            if (op instanceof MaterializedTableOperation mt) {
                LifecycleChecks.check(mt, manager, state);
            }
            CatalogSupportChecks.check(op, manager, state, session);
            return Optional.empty();
        } catch (Finding finding) {
            return Optional.of(diagnostic(Severity.ERROR, finding, node, statement));
        }
    }

    /** The WARNING for an operation that only the state of a job on the cluster decides; after {@link #check}. */
    static Optional<Diagnostic> caution(Operation op, SqlNode node, Statement statement, CatalogManager manager,
                                        SessionCatalogs state) {
        if (op instanceof MaterializedTableOperation mt) {
            return LifecycleChecks.caution(mt, manager, state)
                    .map(finding -> diagnostic(Severity.WARNING, finding, node, statement));
        }
        return Optional.empty();
    }

    /**
     * The checks that need only the parsed statement, run before Flink converts it: a view's query is planned at
     * conversion, which costs far more than knowing that its catalog cannot store it; and a FULL freshness of 0 makes
     * the conversion fail with a bare "/ by zero" on the whole statement.
     *
     * @param threshold the freshness below which Flink derives CONTINUOUS, as the session's conversion reads it
     */
    static Optional<Diagnostic> beforeConversion(SqlNode node, Statement statement, CatalogManager manager,
                                                 SessionCatalogs state, Supplier<Duration> threshold) {
        try {
            if (node instanceof SqlCreateView view && !view.isTemporary()) {
                CatalogSupportChecks.checkView(
                        manager.qualifyIdentifier(UnresolvedIdentifier.of(view.getViewName().names)), state);
            } else if (node instanceof SqlCreateMaterializedTable create) {
                FreshnessChecks.checkSchedule(create, threshold.get());
            }
            return Optional.empty();
        } catch (Finding finding) {
            return Optional.of(diagnostic(Severity.ERROR, finding, node, statement));
        }
    }

    /** Records what an operation that ran changed in the refresh statuses. */
    static void applied(Operation op, SessionCatalogs state) {
        if (op instanceof MaterializedTableOperation mt) {
            LifecycleChecks.applied(mt, state);
        }
    }

    private static Diagnostic diagnostic(Severity severity, Finding finding, SqlNode node, Statement statement) {
        return Diagnostic.of(severity, finding.getMessage(), range(finding, node, statement), hint(finding));
    }

    private static TextRange range(Finding finding, SqlNode node, Statement statement) {
        if (node instanceof SqlCreateView view) {
            SqlParserPos name = view.getViewName().getParserPosition();
            return statement.toScript(name.getLineNum(), name.getColumnNum(), name.getEndLineNum(),
                    name.getEndColumnNum());
        }
        SqlParserPos pos = null;
        if (finding.kind() == Finding.Kind.PARTITION && node instanceof SqlAlterMaterializedTableRefresh refresh
                && refresh.getPartitionSpec() != null) {
            pos = keyPosition(refresh, finding.name());
        } else if (finding.kind() == Finding.Kind.FRESHNESS && node instanceof SqlCreateMaterializedTable create
                && create.getFreshness() != null) {
            pos = create.getFreshness().getParserPosition();
        }
        if (pos == null) {
            pos = targetName(node).map(SqlNode::getParserPosition).orElse(null);
        }
        return pos == null || pos.getLineNum() <= 0 ? statement.range()
                : statement.toScript(pos.getLineNum(), pos.getColumnNum(), pos.getEndLineNum(), pos.getEndColumnNum());
    }

    private static SqlParserPos keyPosition(SqlAlterMaterializedTableRefresh refresh, String key) {
        for (SqlNode entry : refresh.getPartitionSpec()) {
            if (entry instanceof SqlProperty property && property.getKeyString().equals(key)) {
                return property.getKey().getParserPosition();
            }
            if (entry instanceof SqlTableOption option && option.getKeyString().equals(key)) {
                return option.getKey().getParserPosition();
            }
        }
        return null;
    }

    /** The name the statement acts on: a materialized table's, else the first identifier among its operands. */
    private static Optional<SqlIdentifier> targetName(SqlNode node) {
        if (node instanceof SqlAlterMaterializedTable alter) {
            return Optional.of(alter.getTableName());
        }
        if (node instanceof SqlCall call) {
            return call.getOperandList().stream().filter(SqlIdentifier.class::isInstance)
                    .map(SqlIdentifier.class::cast).findFirst();
        }
        return Optional.empty();
    }

    private static String hint(Finding finding) {
        return switch (finding.kind()) {
            case KIND -> "SUSPEND, RESUME, REFRESH and DROP MATERIALIZED TABLE act on materialized tables only;"
                    + " use ALTER TABLE / DROP TABLE or DROP VIEW for this one.";
            case STATUS -> "The table is already in that state; nothing to do.";
            case PARTITION -> "Name string-typed columns of the materialized table, e.g. PARTITION (ds = '2024-01-01').";
            case CATALOG -> "Use a TEMPORARY view or function, or a catalog that stores this kind of object.";
            case FRESHNESS -> Optional.ofNullable(KnownErrors.hint(finding.getMessage()))
                    .orElse("Use a positive freshness, e.g. INTERVAL '1' MINUTE.");
            case JOB -> "Look at the refresh job's state in Flink first; to restart a running job, SUSPEND the table"
                    + " (it stops the job with a savepoint), then RESUME it.";
            case MISSING -> null;
        };
    }
}
