package io.freshet.analysis.planner;

import java.util.HashMap;
import java.util.Map;
import org.apache.calcite.rel.RelNode;
import org.apache.flink.table.api.internal.TableEnvironmentImpl;
import org.apache.flink.table.api.internal.TableEnvironmentInternal;
import org.apache.flink.table.catalog.ContextResolvedTable;
import org.apache.flink.table.catalog.ResolvedCatalogTable;
import org.apache.flink.table.connector.sink.DynamicTableSink;
import org.apache.flink.table.factories.FactoryUtil;
import org.apache.flink.table.operations.Operation;
import org.apache.flink.table.operations.SinkModifyOperation;
import org.apache.flink.table.operations.ddl.CreateTableOperation;
import org.apache.flink.table.planner.calcite.FlinkRelBuilder;
import org.apache.flink.table.planner.calcite.FlinkTypeFactory;
import org.apache.flink.table.planner.connectors.DynamicSinkUtils;
import org.apache.flink.table.planner.delegation.PlannerBase;
import org.apache.flink.table.planner.operations.PlannerQueryOperation;

/**
 * The sink checks Flink leaves to its optimiser that the interactive tier repeats, with Flink's own code:
 * the written table's connector creates its sink (option validation is a factory call), and the query is
 * fitted to it (columns, types, partitions, overwrite, metadata). Changelog modes stay with the optimiser.
 */
final class SinkShape {

    private SinkShape() {
    }

    /** Throws Flink's own exception when the INSERT cannot be written as planned. */
    static void check(Operation op, TableEnvironmentInternal env) {
        if (!(op instanceof SinkModifyOperation sink) || !(sink.getChild() instanceof PlannerQueryOperation query)) {
            return;
        }
        ContextResolvedTable target = sink.getContextResolvedTable();
        if (target.isAnonymous() || !(target.getResolvedTable() instanceof ResolvedCatalogTable table)) {
            shapeOnly(sink, query, target, env);
            return;
        }
        DynamicTableSink dynamic = createSink(target, table, sink.getDynamicOptions(), env);
        FlinkRelBuilder builder = ((PlannerBase) ((TableEnvironmentImpl) env).getPlanner()).createRelBuilder();
        RelNode input = builder.queryOperation(query).build();
        DynamicSinkUtils.convertSinkToRel(builder, input, sink, dynamic);
    }

    /** Creates the sink a CREATE TABLE AS writes, as its job would. */
    static void checkCreateTableAs(CreateTableOperation create, TableEnvironmentInternal env) {
        env.getCatalogManager().getTable(create.getTableIdentifier()).ifPresent(target -> {
            if (target.getResolvedTable() instanceof ResolvedCatalogTable table) {
                createSink(target, table, Map.of(), env);
            }
        });
    }

    private static DynamicTableSink createSink(ContextResolvedTable target, ResolvedCatalogTable table,
                                               Map<String, String> hints, TableEnvironmentInternal env) {
        ResolvedCatalogTable withHints = table;
        if (!hints.isEmpty()) {
            Map<String, String> merged = new HashMap<>(table.getOptions());
            merged.putAll(hints);
            withHints = table.copy(merged);
        }
        return FactoryUtil.createDynamicTableSink(null, target.getIdentifier(), withHints, Map.of(), env.getConfig(),
                ServiceFileCache.INSTANCE, target.isTemporary());
    }

    /** Materialized tables are written by their refresh job only: their columns are all there is to check. */
    private static void shapeOnly(SinkModifyOperation sink, PlannerQueryOperation query, ContextResolvedTable target,
                                  TableEnvironmentInternal env) {
        if (sink.getTargetColumns() != null || !sink.getStaticPartitions().isEmpty()) {
            return;
        }
        RelNode plan = query.getCalciteTree();
        FlinkTypeFactory types = (FlinkTypeFactory) plan.getCluster().getTypeFactory();
        DynamicSinkUtils.validateSchemaAndApplyImplicitCast(plan, target.getResolvedSchema(),
                target.getIdentifier().asSummaryString(), env.getCatalogManager().getDataTypeFactory(), types);
    }
}
