package io.freshet.analysis.planner;

import io.freshet.analysis.lineage.LineageCalculator;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.analysis.script.Statement;
import java.util.List;
import java.util.Optional;
import org.apache.calcite.rel.RelNode;
import org.apache.flink.table.catalog.Column;
import org.apache.flink.table.catalog.ObjectIdentifier;
import org.apache.flink.table.operations.CreateTableASOperation;
import org.apache.flink.table.operations.Operation;
import org.apache.flink.table.operations.QueryOperation;
import org.apache.flink.table.operations.SinkModifyOperation;
import org.apache.flink.table.operations.StatementSetOperation;
import org.apache.flink.table.operations.materializedtable.CreateMaterializedTableOperation;
import org.apache.flink.table.planner.operations.PlannerQueryOperation;

/** Finds the written table and the logical plan of INSERT, CTAS and CREATE MATERIALIZED TABLE operations. */
final class LineageExtractor {

    private LineageExtractor() {
    }

    /** @param query the plan of a materialized table's query, as its conversion built it ({@link OperationConversion}) */
    static void collect(Operation op, Optional<RelNode> query, Statement statement, List<StatementLineage> out) {
        int line = statement.range().startLine();
        if (op instanceof StatementSetOperation set) {
            set.getOperations().forEach(o -> collect(o, Optional.empty(), statement, out));
        } else if (op instanceof SinkModifyOperation sink) {
            List<String> columns = sink.getContextResolvedTable().getResolvedSchema().getColumns().stream()
                    .filter(Column::isPersisted).map(Column::getName).toList();
            add(line, name(sink.getContextResolvedTable().getIdentifier()), sink.getContextResolvedTable().isTemporary(),
                    columns, sink.getChild(), out);
        } else if (op instanceof CreateTableASOperation ctas) {
            add(line, name(ctas.getCreateTableOperation().getTableIdentifier()),
                    ctas.getCreateTableOperation().isTemporary(), ctas.getChild().getResolvedSchema().getColumnNames(), ctas.getChild(), out);
        } else if (op instanceof CreateMaterializedTableOperation mt && query.isPresent()) {
            out.add(LineageCalculator.of(line, name(mt.getTableIdentifier()), false,
                    query.get().getRowType().getFieldNames(), query.get()));
        }
    }

    private static void add(int line, String target, boolean temporary, List<String> columns, QueryOperation query,
                            List<StatementLineage> out) {
        if (query instanceof PlannerQueryOperation planned) {
            out.add(LineageCalculator.of(line, target, temporary, columns, planned.getCalciteTree()));
        }
    }

    private static String name(ObjectIdentifier id) {
        return id.getCatalogName() + "." + id.getDatabaseName() + "." + id.getObjectName();
    }
}
