package io.freshet.analysis.lineage;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rex.RexCall;
import org.apache.calcite.rex.RexCorrelVariable;
import org.apache.calcite.rex.RexFieldAccess;
import org.apache.calcite.rex.RexInputRef;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.rex.RexOver;
import org.apache.calcite.rex.RexSubQuery;
import org.apache.calcite.sql.SqlKind;

/** The source columns an expression reads, given the origins of its input fields. */
final class RexOrigins {

    private final LineageWalker walker;

    RexOrigins(LineageWalker walker) {
        this.walker = walker;
    }

    /** Origins of an expression's value; a bare column reference keeps its kind, anything else transforms. */
    Map<ColumnRef, LineageKind> of(RexNode expr, List<Map<ColumnRef, LineageKind>> input) {
        if (expr instanceof RexInputRef ref) {
            return new LinkedHashMap<>(input.get(ref.getIndex()));
        }
        if (expr instanceof RexCall cast && cast.getKind() == SqlKind.CAST
                && cast.getOperands().get(0) instanceof RexInputRef ref && sameSansNullability(cast, ref)) {
            // how a source's metadata column (read NOT NULL) becomes its declared, nullable column: a copy
            return new LinkedHashMap<>(input.get(ref.getIndex()));
        }
        if (expr instanceof RexFieldAccess access && access.getReferenceExpr() instanceof RexCorrelVariable var) {
            return new LinkedHashMap<>(walker.correlated(var, access.getField().getIndex()));
        }
        Map<ColumnRef, LineageKind> out = new LinkedHashMap<>();
        // a scalar subquery in a value is a join of the plan
        collect(expr, input, out, LineageKind.TRANSFORM, ConditionKind.JOIN);
        return out;
    }

    private static boolean sameSansNullability(RexCall cast, RexInputRef ref) {
        RelDataType to = cast.getType();
        RelDataType from = ref.getType();
        return !to.isStruct() && to.getSqlTypeName() == from.getSqlTypeName()
                && to.getPrecision() == from.getPrecision() && to.getScale() == from.getScale();
    }

    /** Every column an expression reads, for the indirect set, as {@code kind} of condition. */
    void indirect(RexNode expr, List<Map<ColumnRef, LineageKind>> input, ConditionKind kind) {
        Map<ColumnRef, LineageKind> out = new LinkedHashMap<>();
        collect(expr, input, out, LineageKind.TRANSFORM, kind);
        walker.addIndirect(out.keySet(), kind);
    }

    /** @param context the kind of condition a subquery met here is (the WHERE of an IN subquery is a FILTER) */
    private void collect(RexNode expr, List<Map<ColumnRef, LineageKind>> input, Map<ColumnRef, LineageKind> out,
                         LineageKind atLeast, ConditionKind context) {
        if (expr instanceof RexInputRef || expr instanceof RexFieldAccess f
                && f.getReferenceExpr() instanceof RexCorrelVariable) {
            of(expr, input).forEach((c, k) -> out.merge(c, k.max(atLeast), LineageKind::max));
        } else if (expr instanceof RexOver over) {
            over.getWindow().partitionKeys.forEach(k -> indirect(k, input, ConditionKind.WINDOW));
            over.getWindow().orderKeys.forEach(k -> indirect(k.getKey(), input, ConditionKind.WINDOW));
            LineageKind kind = over.getOperator().isAggregator() ? LineageKind.AGGREGATE : atLeast;
            over.getOperands().forEach(o -> collect(o, input, out, kind, context));
        } else if (expr instanceof RexSubQuery sub) {
            List<Map<ColumnRef, LineageKind>> fields = walker.walk(sub.rel);
            fields.forEach(f -> walker.addIndirect(f.keySet(), context));
            sub.getOperands().forEach(o -> indirect(o, input, context));
            if (sub.getKind() == org.apache.calcite.sql.SqlKind.SCALAR_QUERY && !fields.isEmpty()) {
                fields.get(0).forEach((c, k) -> out.merge(c, k.max(atLeast), LineageKind::max));
            }
        } else if (expr instanceof RexCall call) {
            call.getOperands().forEach(o -> collect(o, input, out, atLeast, context));
        }
    }
}
