package io.freshet.analysis.policy;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementParser;
import io.freshet.analysis.script.Statement;
import io.freshet.analysis.script.TextRange;
import java.net.URI;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The statement gate: checks SQL against the statement policy for a role, on the statements as Flink's
 * own parser reads them, before anything reaches the gateway. Thread-safe and cheap to construct.
 */
public final class PolicyChecker {

    private static final Comparator<Refusal> SCRIPT_ORDER = Comparator
            .comparing(Refusal::range, TextRange.BY_START);

    private final StatementPolicy policy;
    private final Map<PolicyRole, CheckContext.Compiled> compiled = new EnumMap<>(PolicyRole.class);

    /**
     * @param warehouse the lakehouse warehouse (URI or absolute path) where locations are allowed; null: only
     *                  the roles' path roots allow locations
     * @throws io.freshet.analysis.SqlAnalysisException when the warehouse or a path root is not absolute
     */
    public PolicyChecker(StatementPolicy policy, URI warehouse) {
        this.policy = Objects.requireNonNull(policy, "policy");
        for (PolicyRole role : PolicyRole.values()) {
            RolePolicy rules = policy.forRole(role);
            compiled.put(role, new CheckContext.Compiled(new PathRoots(warehouse, rules.pathRoots()),
                    new AllowList(rules)));
        }
    }

    /** Splits and parses a script and checks every statement; refusals in script order, empty = allowed. */
    public List<Refusal> check(String scriptText, PolicyRole role) {
        List<ParsedStatement> parsed = new ArrayList<>();
        for (Statement statement : SqlScript.of(scriptText).statements()) {
            parsed.add(StatementParser.parse(statement));
        }
        return check(parsed, role);
    }

    /**
     * Checks statements the caller already parsed. A statement that did not parse is refused (SYNTAX): the
     * gate never passes text it could not read. An unrestricted role is only held to the names rule (names are
     * names for every role), and its text that did not parse is left to the gateway.
     */
    public List<Refusal> check(List<ParsedStatement> statements, PolicyRole role) {
        RolePolicy rules = policy.forRole(role);
        boolean namesOnly = rules.unrestricted();
        List<Refusal> refusals = new ArrayList<>();
        for (ParsedStatement statement : statements) {
            if (!statement.parsed() && namesOnly) {
                continue;
            }
            if (!statement.parsed()) {
                Diagnostic error = statement.syntaxError();
                refusals.add(new Refusal(PolicyRule.SYNTAX, error.message(), error.range()));
                continue;
            }
            CheckContext ctx = new CheckContext(role, rules, compiled.get(role), statement.statement(), refusals,
                    namesOnly);
            if (namesOnly || StatementRules.check(statement.node(), ctx)) {
                OptionWalker.walk(statement.node(), ctx);
            }
        }
        refusals.sort(SCRIPT_ORDER);
        return List.copyOf(refusals);
    }

    /** The policy this checker applies. */
    public StatementPolicy policy() {
        return policy;
    }
}
