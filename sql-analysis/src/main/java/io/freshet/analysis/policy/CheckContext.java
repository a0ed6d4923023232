package io.freshet.analysis.policy;

import io.freshet.analysis.script.TextRange;
import io.freshet.analysis.script.Statement;
import java.util.List;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.parser.SqlParserPos;

/** One statement being checked for one role: where refusals go and how node positions map to the script. */
final class CheckContext {

    private final PolicyRole role;
    private final RolePolicy policy;
    private final PathRoots roots;
    private final Statement statement;
    private final List<Refusal> refusals;
    private final AllowList allowList;
    private final boolean namesOnly;

    /**
     * @param namesOnly the role is unrestricted: only the names rule applies (names are names for every role)
     */
    CheckContext(PolicyRole role, RolePolicy policy, Compiled compiled, Statement statement, List<Refusal> refusals,
                 boolean namesOnly) {
        this.role = role;
        this.policy = policy;
        this.roots = compiled.roots();
        this.allowList = compiled.allowList();
        this.statement = statement;
        this.refusals = refusals;
        this.namesOnly = namesOnly;
    }

    /** What a checker prepares once per role: its path roots and its compiled option allow-list. */
    record Compiled(PathRoots roots, AllowList allowList) {
    }

    AllowList allowList() {
        return allowList;
    }

    boolean namesOnly() {
        return namesOnly;
    }

    /** How many refusals the whole check has so far (a rule compares before and after to see if it refused). */
    int refusalCount() {
        return refusals.size();
    }

    PolicyRole role() {
        return role;
    }

    RolePolicy policy() {
        return policy;
    }

    PathRoots roots() {
        return roots;
    }

    /** Refuses with the refusal placed on a node (a literal chain covers all its parts). */
    void refuse(PolicyRule rule, String message, SqlNode at) {
        refuse(rule, message, at == null ? null : Literals.position(at));
    }

    void refuse(PolicyRule rule, String message, SqlParserPos pos) {
        add(new Refusal(rule, message, toScript(pos)));
    }

    /** Refuses the statement as a whole (its kind is the problem, not one of its parts). */
    void refuseStatement(PolicyRule rule, String message) {
        add(new Refusal(rule, message, statement.range()));
    }

    /** One refusal per place and reason, however many paths through the rules reach it. */
    private void add(Refusal refusal) {
        if (!refusals.contains(refusal)) {
            refusals.add(refusal);
        }
    }

    private TextRange toScript(SqlParserPos pos) {
        if (pos == null || pos.getLineNum() < 1 || pos.getColumnNum() < 1) {
            return statement.range();
        }
        int endLine = pos.getEndLineNum();
        int endColumn = pos.getEndColumnNum();
        if (endLine < pos.getLineNum() || (endLine == pos.getLineNum() && endColumn < pos.getColumnNum())) {
            endLine = pos.getLineNum();
            endColumn = pos.getColumnNum();
        }
        return statement.toScript(pos.getLineNum(), pos.getColumnNum(), endLine, endColumn);
    }
}
