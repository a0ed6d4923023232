package io.freshet.analysis.planner;

import org.apache.flink.table.catalog.DataTypeFactory;
import org.apache.flink.table.operations.Operation;
import org.apache.flink.table.operations.SinkModifyOperation;
import org.apache.flink.table.planner.calcite.FlinkTypeFactory;
import org.apache.flink.table.planner.connectors.DynamicSinkUtils;
import org.apache.flink.table.planner.operations.PlannerQueryOperation;

/**
 * The check Flink leaves to its optimizer that the interactive tier repeats: an INSERT's query must
 * match the written table's columns in number and (after implicit casts) type. Same code, same message.
 */
final class SinkShape {

    private SinkShape() {
    }

    /** Throws Flink's own ValidationException when the INSERT's query does not fit its table. */
    static void check(Operation op, DataTypeFactory types) {
        if (!(op instanceof SinkModifyOperation sink) || !(sink.getChild() instanceof PlannerQueryOperation query)) {
            return;
        }
        // a column list or static partition values reshape the query first; the exact tier checks those
        if (sink.getTargetColumns() != null || !sink.getStaticPartitions().isEmpty()) {
            return;
        }
        var plan = query.getCalciteTree();
        DynamicSinkUtils.validateSchemaAndApplyImplicitCast(plan, sink.getContextResolvedTable().getResolvedSchema(),
                sink.getContextResolvedTable().getIdentifier().asSummaryString(), types,
                (FlinkTypeFactory) plan.getCluster().getTypeFactory());
    }
}
