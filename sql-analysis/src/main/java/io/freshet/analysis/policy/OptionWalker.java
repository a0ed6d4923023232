package io.freshet.analysis.policy;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.apache.calcite.sql.SqlHint;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.flink.sql.parser.ddl.SqlTableOption;
import org.apache.flink.sql.parser.ddl.resource.SqlResource;

/**
 * Walks a whole statement tree and checks every option it carries wherever it sits: WITH lists of any
 * DDL (tables, LIKE, AS, materialized tables, databases, partitions), ALTER ... SET, key-value hints such as
 * {@code /*+ OPTIONS(...) *}{@code /} on any table reference (queries, subqueries, joins, CTEs, view bodies,
 * INSERT targets, statement sets), and USING JAR resources.
 */
final class OptionWalker {

    private final CheckContext ctx;
    private final Set<SqlNode> visited = Collections.newSetFromMap(new IdentityHashMap<>());

    private OptionWalker(CheckContext ctx) {
        this.ctx = ctx;
    }

    static void walk(SqlNode root, CheckContext ctx) {
        new OptionWalker(ctx).visit(root);
    }

    private void visit(SqlNode node) {
        if (node == null || !visited.add(node)) {
            return;
        }
        if (node instanceof SqlTableOption option) {
            OptionRules.check(ctx, option.getKey(), option.getValue());
            return;
        }
        if (node instanceof SqlHint hint) {
            hint(hint);
            return;
        }
        if (node instanceof SqlResource resource) {
            if (!ctx.policy().jars()) {
                ctx.refuse(PolicyRule.JAR, "USING JAR is not allowed for " + ctx.role()
                        + ": code on the Flink cluster runs as its OS user", resource.getResourcePath());
            }
            return;
        }
        for (SqlNode child : children(node)) {
            visit(child);
        }
    }

    /** Key-value hints: every pair is an option (Flink's OPTIONS hint merges them into the table's options). */
    private void hint(SqlHint hint) {
        if (hint.getOptionFormat() != SqlHint.HintOptionFormat.KV_LIST) {
            return;
        }
        List<SqlNode> kv = ((SqlNodeList) hint.getOperandList().get(1)).getList();
        for (int i = 0; i + 1 < kv.size(); i += 2) {
            OptionRules.check(ctx, kv.get(i), kv.get(i + 1));
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
