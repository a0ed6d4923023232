package io.freshet.analysis.lineage;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.core.Aggregate;
import org.apache.calcite.rel.core.AggregateCall;
import org.apache.calcite.rel.core.CorrelationId;
import org.apache.calcite.rel.core.Correlate;
import org.apache.calcite.rel.core.Filter;
import org.apache.calcite.rel.core.Join;
import org.apache.calcite.rel.core.Project;
import org.apache.calcite.rel.core.SetOp;
import org.apache.calcite.rel.core.Sort;
import org.apache.calcite.rel.core.TableFunctionScan;
import org.apache.calcite.rel.core.TableScan;
import org.apache.calcite.rel.core.Uncollect;
import org.apache.calcite.rel.core.Values;
import org.apache.calcite.rex.RexCorrelVariable;
import org.apache.flink.table.catalog.ObjectIdentifier;
import org.apache.flink.table.planner.plan.schema.TableSourceTable;

/**
 * Walks a logical plan (as Flink's SqlToRel builds it, views already expanded) and computes, for every
 * output field, the source columns it derives from, collecting the columns that only filter, join,
 * group, window or rank the rows. Calcite's metadata query (getColumnOrigins) is not used: it loses
 * origins through window TVFs, lookup joins, UNNEST and Flink's own nodes.
 */
final class LineageWalker {

    private final RexOrigins rex = new RexOrigins(this);
    private final Map<CorrelationId, List<Map<ColumnRef, LineageKind>>> correlations = new HashMap<>();
    private final Map<ColumnRef, EnumSet<ConditionKind>> indirect = new LinkedHashMap<>();
    private final Set<String> temporary = new LinkedHashSet<>();

    /** The CONDITION sources found so far, each with how it decides the rows. */
    Map<ColumnRef, EnumSet<ConditionKind>> indirect() {
        return indirect;
    }

    /** The temporary tables the plan reads. */
    Set<String> temporary() {
        return temporary;
    }

    void addIndirect(Collection<ColumnRef> columns, ConditionKind kind) {
        columns.forEach(c -> indirect.computeIfAbsent(c, k -> EnumSet.noneOf(ConditionKind.class)).add(kind));
    }

    Map<ColumnRef, LineageKind> correlated(RexCorrelVariable var, int field) {
        List<Map<ColumnRef, LineageKind>> fields = correlations.get(var.id);
        return fields == null || field >= fields.size() ? Map.of() : fields.get(field);
    }

    /** The origins of each output field of a plan node. */
    List<Map<ColumnRef, LineageKind>> walk(RelNode node) {
        if (node instanceof TableScan scan) {
            String table = tableName(scan);
            if (scan.getTable() instanceof TableSourceTable source && source.contextResolvedTable().isTemporary()) {
                temporary.add(table);
            }
            return node.getRowType().getFieldNames().stream()
                    .map(f -> (Map<ColumnRef, LineageKind>) new LinkedHashMap<>(
                            Map.of(new ColumnRef(table, f), LineageKind.DIRECT)))
                    .toList();
        }
        if (node instanceof Project project) {
            List<Map<ColumnRef, LineageKind>> input = walk(project.getInput());
            return project.getProjects().stream().map(e -> rex.of(e, input)).toList();
        }
        if (node instanceof Filter filter) {
            List<Map<ColumnRef, LineageKind>> input = walk(filter.getInput());
            rex.indirect(filter.getCondition(), input, ConditionKind.FILTER);
            return input;
        }
        if (node instanceof Join join) {
            List<Map<ColumnRef, LineageKind>> left = walk(join.getLeft());
            List<Map<ColumnRef, LineageKind>> right = walk(join.getRight());
            List<Map<ColumnRef, LineageKind>> both = concat(left, right);
            rex.indirect(join.getCondition(), both, ConditionKind.JOIN);
            return join.getJoinType().projectsRight() ? both : left;
        }
        if (node instanceof Correlate correlate) {
            List<Map<ColumnRef, LineageKind>> left = walk(correlate.getLeft());
            correlations.put(correlate.getCorrelationId(), left);
            List<Map<ColumnRef, LineageKind>> right = walk(correlate.getRight());
            return correlate.getJoinType().projectsRight() ? concat(left, right) : left;
        }
        if (node instanceof Aggregate aggregate) {
            return aggregate(aggregate);
        }
        if (node instanceof SetOp setOp) {
            List<Map<ColumnRef, LineageKind>> out = new ArrayList<>();
            for (RelNode input : setOp.getInputs()) {
                List<Map<ColumnRef, LineageKind>> fields = walk(input);
                for (int i = 0; i < fields.size(); i++) {
                    if (out.size() <= i) {
                        out.add(new LinkedHashMap<>());
                    }
                    merge(out.get(i), fields.get(i), LineageKind.DIRECT);
                }
            }
            return out;
        }
        if (node instanceof Sort sort) {
            List<Map<ColumnRef, LineageKind>> input = walk(sort.getInput());
            if (sort.fetch != null) {
                // ORDER BY ... LIMIT n is a Top-N: the sort keys decide which rows survive
                sort.getCollation().getFieldCollations()
                        .forEach(c -> addIndirect(input.get(c.getFieldIndex()).keySet(), ConditionKind.SORT));
            }
            return input;
        }
        if (node instanceof Values) {
            return node.getRowType().getFieldList().stream().map(f -> (Map<ColumnRef, LineageKind>) new LinkedHashMap<ColumnRef, LineageKind>()).toList();
        }
        if (node instanceof TableFunctionScan scan) {
            return tableFunction(scan);
        }
        if (node instanceof Uncollect uncollect) {
            Map<ColumnRef, LineageKind> all = union(walk(uncollect.getInput()), LineageKind.TRANSFORM);
            return node.getRowType().getFieldList().stream().map(f -> (Map<ColumnRef, LineageKind>) new LinkedHashMap<>(all)).toList();
        }
        return fallback(node);
    }

    /** Flink appends the source's abilities (projected metadata, pushed filters) to its qualified name: not ours. */
    private static String tableName(TableScan scan) {
        if (scan.getTable() instanceof TableSourceTable source) {
            ObjectIdentifier id = source.contextResolvedTable().getIdentifier();
            return id.getCatalogName() + "." + id.getDatabaseName() + "." + id.getObjectName();
        }
        return String.join(".", scan.getTable().getQualifiedName());
    }

    private List<Map<ColumnRef, LineageKind>> aggregate(Aggregate aggregate) {
        List<Map<ColumnRef, LineageKind>> input = walk(aggregate.getInput());
        List<Map<ColumnRef, LineageKind>> out = new ArrayList<>();
        for (int key : aggregate.getGroupSet()) {
            addIndirect(input.get(key).keySet(), ConditionKind.GROUP_BY);
            out.add(new LinkedHashMap<>(input.get(key)));
        }
        for (AggregateCall call : aggregate.getAggCallList()) {
            Map<ColumnRef, LineageKind> sources = new LinkedHashMap<>();
            call.getArgList().forEach(arg -> merge(sources, input.get(arg), LineageKind.AGGREGATE));
            if (call.filterArg >= 0) {
                addIndirect(input.get(call.filterArg).keySet(), ConditionKind.FILTER);
            }
            out.add(sources);
        }
        return out;
    }

    /** Window TVFs and other table functions: input columns pass through; added columns derive from the call. */
    private List<Map<ColumnRef, LineageKind>> tableFunction(TableFunctionScan scan) {
        List<Map<ColumnRef, LineageKind>> input = scan.getInputs().isEmpty() ? List.of() : walk(scan.getInputs().get(0));
        Map<ColumnRef, LineageKind> callSources = rex.of(scan.getCall(), input);
        addIndirect(callSources.keySet(), ConditionKind.WINDOW);
        List<Map<ColumnRef, LineageKind>> out = new ArrayList<>(input);
        while (out.size() < scan.getRowType().getFieldCount()) {
            out.add(new LinkedHashMap<>(callSources));
        }
        return out;
    }

    /** Flink-specific single-input nodes (watermark assigner, rank, ...) keep fields in place. */
    private List<Map<ColumnRef, LineageKind>> fallback(RelNode node) {
        List<List<Map<ColumnRef, LineageKind>>> inputs = node.getInputs().stream().map(this::walk).toList();
        List<Map<ColumnRef, LineageKind>> all = new ArrayList<>();
        inputs.forEach(all::addAll);
        int fields = node.getRowType().getFieldCount();
        if (all.size() == fields) {
            return all;
        }
        List<Map<ColumnRef, LineageKind>> out = new ArrayList<>(all.subList(0, Math.min(fields, all.size())));
        Map<ColumnRef, LineageKind> any = union(all, LineageKind.TRANSFORM);
        while (out.size() < fields) {
            out.add(new LinkedHashMap<>(any));
        }
        return out;
    }

    private static List<Map<ColumnRef, LineageKind>> concat(List<Map<ColumnRef, LineageKind>> a,
                                                            List<Map<ColumnRef, LineageKind>> b) {
        List<Map<ColumnRef, LineageKind>> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    private static Map<ColumnRef, LineageKind> union(List<Map<ColumnRef, LineageKind>> fields, LineageKind atLeast) {
        Map<ColumnRef, LineageKind> out = new LinkedHashMap<>();
        fields.forEach(f -> merge(out, f, atLeast));
        return out;
    }

    private static void merge(Map<ColumnRef, LineageKind> into, Map<ColumnRef, LineageKind> from, LineageKind atLeast) {
        from.forEach((c, k) -> into.merge(c, k.max(atLeast), LineageKind::max));
    }
}
