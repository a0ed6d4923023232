package io.freshet.analysis.planner;

import java.util.Map;
import java.util.stream.Collectors;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.core.TableScan;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.rex.RexShuttle;
import org.apache.calcite.rex.RexSubQuery;
import org.apache.flink.table.api.ValidationException;
import org.apache.flink.table.catalog.ObjectIdentifier;
import org.apache.flink.table.connector.source.ScanTableSource;
import org.apache.flink.table.operations.CreateTableASOperation;
import org.apache.flink.table.operations.Operation;
import org.apache.flink.table.operations.QueryOperation;
import org.apache.flink.table.operations.SinkModifyOperation;
import org.apache.flink.table.operations.StatementSetOperation;
import org.apache.flink.table.planner.operations.PlannerQueryOperation;
import org.apache.flink.table.planner.plan.schema.TableSourceTable;
import org.apache.flink.table.runtime.connector.source.ScanRuntimeProviderContext;

/**
 * Asks every source a statement reads for its runtime provider, as the planner does when it translates the
 * plan: some connectors check their options only then (a kafka source with neither a startup mode nor a group
 * id, a raw format over several columns). Building a provider connects to nothing. Both tiers run it first,
 * so they report such an error alike, naming the table.
 */
final class SourceProviders {

    private SourceProviders() {
    }

    /** Throws Flink's exception, wrapped as a source-creation error of its table, when a source refuses. */
    static void check(Operation op) {
        if (op instanceof StatementSetOperation set) {
            set.getOperations().forEach(SourceProviders::check);
        } else if (op instanceof SinkModifyOperation sink) {
            check(sink.getChild());
        } else if (op instanceof CreateTableASOperation ctas) {
            check(ctas.getChild());
        } else if (op instanceof PlannerQueryOperation query) {
            visit(query.getCalciteTree());
        }
    }

    private static void check(QueryOperation query) {
        if (query instanceof PlannerQueryOperation planned) {
            visit(planned.getCalciteTree());
        }
    }

    private static void visit(RelNode node) {
        if (node instanceof TableScan scan && scan.getTable() instanceof TableSourceTable table
                && table.tableSource() instanceof ScanTableSource source) {
            provide(table, source);
        }
        node.accept(new RexShuttle() {
            @Override
            public RexNode visitSubQuery(RexSubQuery subQuery) {
                visit(subQuery.rel);
                return subQuery;
            }
        });
        node.getInputs().forEach(SourceProviders::visit);
    }

    /** Only a real source can refuse here; the wrapper says which table, as Flink's own factory errors do. */
    static void provide(TableSourceTable table, ScanTableSource source) {
        try {
            source.getScanRuntimeProvider(ScanRuntimeProviderContext.INSTANCE);
        } catch (RuntimeException e) {
            throw refusal(table.contextResolvedTable().getIdentifier(),
                    table.contextResolvedTable().getResolvedTable().getOptions(), e);
        }
    }

    /** The error Flink's factory utilities throw for a source that cannot be created, with the same text. */
    static ValidationException refusal(ObjectIdentifier id, Map<String, String> options, RuntimeException cause) {
        return new ValidationException("Unable to create a source for reading table '" + id.asSummaryString()
                + "'.\n\nTable options are:\n\n" + options.entrySet().stream()
                        .map(o -> "'" + o.getKey() + "'='" + o.getValue() + "'").collect(Collectors.joining("\n")),
                cause);
    }
}
