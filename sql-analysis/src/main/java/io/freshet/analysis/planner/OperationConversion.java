package io.freshet.analysis.planner;

import java.util.List;
import java.util.Optional;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.RelRoot;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.validate.SqlValidator;
import org.apache.flink.sql.parser.ddl.SqlCreateMaterializedTable;
import org.apache.flink.table.api.TableConfig;
import org.apache.flink.table.api.TableException;
import org.apache.flink.table.api.internal.TableEnvironmentImpl;
import org.apache.flink.table.api.internal.TableEnvironmentInternal;
import org.apache.flink.table.catalog.CatalogManager;
import org.apache.flink.table.operations.Operation;
import org.apache.flink.table.planner.calcite.FlinkPlannerImpl;
import org.apache.flink.table.planner.delegation.ParserImpl;
import org.apache.flink.table.planner.delegation.PlannerBase;
import org.apache.flink.table.planner.delegation.PlannerContext;
import org.apache.flink.table.planner.operations.SqlNodeConvertContext;
import org.apache.flink.table.planner.operations.converters.SqlNodeConverter;
import org.apache.flink.table.planner.operations.converters.SqlNodeConverters;
import org.apache.flink.table.planner.utils.RowLevelModificationContextUtils;
import org.apache.flink.table.types.DataType;

/**
 * Flink's conversion of one statement to operations. A CREATE MATERIALIZED TABLE is converted step by step as Flink's
 * parser does it, keeping the logical plan of its query that the conversion builds to derive the schema and then
 * drops: the lineage reads that plan instead of converting the query a second time (a third of the analysis of a
 * 5,000-table project).
 */
final class OperationConversion {

    /** An operation and, for a CREATE MATERIALIZED TABLE, its query's logical plan from the same conversion. */
    record Converted(Operation operation, Optional<RelNode> query) {
    }

    private OperationConversion() {
    }

    /**
     * @param text the statement's text, converted as Flink's parser converts it
     * @param node the statement parsed by Freshet (only its kind is read: Flink parses and validates its own copy)
     */
    static List<Converted> convert(TableEnvironmentInternal env, String text, SqlNode node) {
        // another dialect's parser (SET table.sql-dialect) converts its own way
        if (!(node instanceof SqlCreateMaterializedTable) || !(env.getParser() instanceof ParserImpl)) {
            return env.getParser().parse(text).stream().map(op -> new Converted(op, Optional.<RelNode>empty()))
                    .toList();
        }
        // the steps of ParserImpl.parse and SqlNodeToOperationConversion.convert, on the same planner context
        PlannerContext context = ((PlannerBase) ((TableEnvironmentImpl) env).getPlanner()).plannerContext();
        SqlNodeList parsed = context.createCalciteParser().parseSqlList(text);
        if (parsed.size() != 1) {
            throw new TableException("Only single statement is supported now.");
        }
        FlinkPlannerImpl planner = context.createFlinkPlanner();
        SqlNode validated = planner.validate(parsed.get(0));
        RowLevelModificationContextUtils.clearContext();
        PlanKeeping keeping = new PlanKeeping(new SqlNodeConvertContext(planner, env.getCatalogManager()));
        Operation operation = SqlNodeConverters.convertSqlNode(validated, keeping)
                .orElseThrow(() -> new TableException("Unsupported query: " + text));
        return List.of(new Converted(operation, Optional.ofNullable(keeping.plan)));
    }

    /** Flink's own conversion context, keeping the plan of the (one) query the conversion turns into relations. */
    private static final class PlanKeeping implements SqlNodeConverter.ConvertContext {

        private final SqlNodeConverter.ConvertContext flink;
        private RelNode plan;

        PlanKeeping(SqlNodeConverter.ConvertContext flink) {
            this.flink = flink;
        }

        @Override
        public RelRoot toRelRoot(SqlNode sqlNode) {
            RelRoot root = flink.toRelRoot(sqlNode);
            // the converter keeps an equal root.project() as the materialized table's query
            plan = root.project();
            return root;
        }

        @Override
        public TableConfig getTableConfig() {
            return flink.getTableConfig();
        }

        @Override
        public SqlValidator getSqlValidator() {
            return flink.getSqlValidator();
        }

        @Override
        public CatalogManager getCatalogManager() {
            return flink.getCatalogManager();
        }

        @Override
        public FlinkPlannerImpl getFlinkPlanner() {
            return flink.getFlinkPlanner();
        }

        @Override
        public RexNode toRexNode(SqlNode sqlNode, RelDataType inputRowType, DataType outputType) {
            return flink.toRexNode(sqlNode, inputRowType, outputType);
        }

        @Override
        public List<RexNode> reduceRexNodes(List<RexNode> rexNodes) {
            return flink.reduceRexNodes(rexNodes);
        }

        @Override
        public String toQuotedSqlString(SqlNode sqlNode) {
            return flink.toQuotedSqlString(sqlNode);
        }

        @Override
        public String expandSqlIdentifiers(String sql) {
            return flink.expandSqlIdentifiers(sql);
        }
    }
}
