package io.freshet.analysis.policy;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlHint;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.flink.sql.parser.SqlPartitionSpecProperty;
import org.apache.flink.sql.parser.SqlProperty;
import org.apache.flink.sql.parser.ddl.SqlTableOption;
import org.apache.flink.sql.parser.ddl.resource.SqlResource;

/**
 * Walks a whole statement tree and checks every part the policy judges wherever it sits: options (WITH lists of any
 * DDL, ALTER ... SET, key-value hints such as {@code /*+ OPTIONS(...) *}{@code /} on any table reference, in queries,
 * subqueries, CTEs, view bodies, INSERT targets and statement sets), every identifier and partition value as a name,
 * calls of catalog functions, USING JAR resources, and the arguments of a CALL.
 */
final class OptionWalker {

    private final CheckContext ctx;
    private final OptionScope fallback;
    private final Set<SqlNode> visited = Collections.newSetFromMap(new IdentityHashMap<>());

    private OptionWalker(CheckContext ctx, OptionScope fallback) {
        this.ctx = ctx;
        this.fallback = fallback;
    }

    static void walk(SqlNode root, CheckContext ctx) {
        new OptionWalker(ctx, OptionLists.fallbackScope(root)).visit(root);
    }

    private void visit(SqlNode node) {
        if (node == null || !visited.add(node)) {
            return;
        }
        if (node instanceof SqlIdentifier id) {
            identifier(id);
            return;
        }
        if (node instanceof SqlTableOption option) {
            OptionRules.check(ctx, option.getKey(), option.getValue(), fallback.kind() == OptionScope.Kind.NONE
                    ? OptionScope.NONE : OptionScope.ANY);
            return;
        }
        if (node instanceof SqlNodeList list && OptionLists.isOptionList(list)) {
            OptionScope scope = OptionLists.scope(list, fallback);
            for (SqlNode option : list) {
                visited.add(option);
                SqlTableOption o = (SqlTableOption) option;
                OptionRules.check(ctx, o.getKey(), o.getValue(), scope);
            }
            return;
        }
        if (node instanceof SqlHint hint) {
            OptionLists.hint(hint, ctx);
            return;
        }
        if (node instanceof SqlProperty || node instanceof SqlPartitionSpecProperty) {
            partitionValue((SqlCall) node);
        } else if (node.getKind() == SqlKind.PROCEDURE_CALL) {
            if (ctx.namesOnly()) {
                ProcedureRule.check((SqlCall) node, ctx);
            }
            return;
        } else if (node instanceof SqlResource resource) {
            if (!ctx.namesOnly() && !ctx.policy().jars()) {
                ctx.refuse(PolicyRule.JAR, "USING JAR is not allowed for " + ctx.role()
                        + ": code on the Flink cluster runs as its OS user", resource.getResourcePath());
            }
            return;
        } else if (node instanceof SqlCall call && !ctx.namesOnly()) {
            FunctionCallRule.check(call, ctx);
        }
        for (SqlNode child : children(node)) {
            visit(child);
        }
    }

    /** Every part of an identifier that can name a catalog object (a '*' part is empty and names nothing). */
    private void identifier(SqlIdentifier id) {
        for (int i = 0; i < id.names.size(); i++) {
            String part = id.names.get(i);
            if (part.isEmpty() && id.isStar()) {
                continue;
            }
            String problem = NameRule.tablePartProblem(part);
            if (problem != null) {
                ctx.refuse(PolicyRule.NAME, NameRule.message("Name", part, problem, ctx), id.getComponent(i));
                return;
            }
        }
    }

    /** A PARTITION (k = 'v') entry: Paimon makes the value part of a directory name. */
    private void partitionValue(SqlCall property) {
        List<SqlNode> operands = property.getOperandList();
        String value = operands.size() < 2 ? null : Literals.value(operands.get(1));
        String problem = value == null ? null : NameRule.problem(value, true);
        if (problem != null) {
            ctx.refuse(PolicyRule.NAME, NameRule.message("Partition value", value, problem, ctx), operands.get(1));
        }
    }

    private List<SqlNode> children(SqlNode node) {
        try {
            return NodeChildren.of(node);
        } catch (ReflectiveOperationException | RuntimeException e) {
            ctx.refuseStatement(PolicyRule.STATEMENT, "This statement could not be inspected for " + ctx.role()
                    + " and is refused: " + node.getClass().getSimpleName());
            return List.of();
        }
    }
}
