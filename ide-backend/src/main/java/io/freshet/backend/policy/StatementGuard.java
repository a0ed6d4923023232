package io.freshet.backend.policy;

import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.policy.PolicyChecker;
import io.freshet.analysis.policy.PolicyRole;
import io.freshet.analysis.policy.PolicyRule;
import io.freshet.analysis.policy.Refusal;
import io.freshet.analysis.policy.RolePolicy;
import io.freshet.analysis.policy.StatementPolicy;
import io.freshet.analysis.script.TextRange;
import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.gateway.SystemGate;
import io.freshet.backend.security.UserAccounts;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.GatewayException.Kind;
import io.freshet.gateway.client.KnownStatement;
import io.freshet.gateway.client.StatementGate;
import io.freshet.gateway.mt.PaimonSinkOptions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/**
 * Freshet's gate to Flink: every gateway session the IDE opens for a person judges each statement with the
 * statement policy of that person's role, read at the statement (a role or policy change applies at once).
 * A refusal is audited with user, statement and rule, and the statement never reaches the gateway.
 */
@Component
public class StatementGuard {

    private static final Logger LOG = LoggerFactory.getLogger(StatementGuard.class);
    private static final int MAX_AUDITED_STATEMENT = 2_000;

    private final PolicyStore policies;
    private final UserAccounts users;
    private final AuditLog audit;
    private final GatewayConnection connection;
    private volatile Checker checker;

    public StatementGuard(PolicyStore policies, UserAccounts users, AuditLog audit, GatewayConnection connection) {
        this.policies = policies;
        this.users = users;
        this.audit = audit;
        this.connection = connection;
    }

    /** The gate for the statements a user runs, from any feature. */
    public StatementGate forUser(String user) {
        return forUser(user, statement -> false);
    }

    /**
     * The same, except for the statements Freshet itself adds to the user's session (setting it up, job control),
     * which {@code freshetOwn} recognises exactly: those pass the {@link SystemGate} instead.
     */
    public StatementGate forUser(String user, Predicate<String> freshetOwn) {
        return forUser(user, freshetOwn, statement -> false);
    }

    /**
     * The same, for a feature that takes materialized-table steps on a button's behalf (a freshness change drops and
     * re-creates, a deployment re-creates what the user picked): the service method's {@code @RolesAllowed} already
     * required the step's role ({@code MaterializedTableAction}, held equal by {@code MaterializedTableRolesTest}),
     * so for the statements {@code stepOfAButton} recognises the policy's ROLE rule is not applied twice; every
     * other rule is.
     */
    public StatementGate forUser(String user, Predicate<String> freshetOwn, Predicate<String> stepOfAButton) {
        StatementGate system = SystemGate.of("the session of " + user);
        return new StatementGate() {
            @Override
            public void admit(String statement) {
                admit((KnownStatement) () -> statement);
            }

            /** A run's statement comes parsed ({@link ParsedSql}): the policy judges that parse, not a second one. */
            @Override
            public void admit(KnownStatement statement) {
                String text = statement.text();
                if (freshetOwn.test(text)) {
                    system.admit(text);
                } else {
                    StatementGuard.this.admit(user, statement instanceof ParsedSql parsed ? parsed : ParsedSql.of(text),
                            stepOfAButton.test(text));
                }
            }
        };
    }

    /**
     * The options a user's gateway session (the editor's, a deployment's) opens with. Every session writes Freshet's
     * Paimon lakehouse, whose sink refuses Flink's upsert materializer at run time: a CONTINUOUS table created or
     * resumed in it without the option would get a job that restarts forever, so the session starts with it, as
     * Freshet's own sessions do; a user's SET (the role may set this key) still decides. A read-only role, which may
     * not SET, reads the lakehouse in batch mode, so that a query over a table ends with its rows instead of following
     * it forever.
     */
    public Map<String, String> sessionProperties(String user) {
        Map<String, String> properties = new LinkedHashMap<>(PaimonSinkOptions.SESSION);
        if (policies.current().forRole(role(user)).readOnly()) {
            properties.put("execution.runtime-mode", "batch");
        }
        return Map.copyOf(properties);
    }

    /** True when the user's role may SET (and RESET) the key: the check the gate makes, without auditing a refusal. */
    public boolean allowsSetting(String user, String key) {
        RolePolicy rules = policies.current().forRole(role(user));
        return rules.unrestricted() || rules.allowsSetting(key);
    }

    /** The gate for whoever is signed in on this thread; refuses everything when nobody is. */
    public StatementGate forCurrentUser() {
        String user = AuditLog.currentActor();
        return "system".equals(user) ? statement -> refuseUnknownUser(statement) : forUser(user);
    }

    /** The gate for whoever is signed in, for the materialized-table steps of a button (see the three-argument forUser). */
    public StatementGate forCurrentUserTakingSteps() {
        String user = AuditLog.currentActor();
        return "system".equals(user) ? statement -> refuseUnknownUser(statement)
                : forUser(user, statement -> false, statement -> true);
    }

    /**
     * What the policy refuses in a script the caller parsed already, for the user's role, as editor diagnostics;
     * syntax errors are left out (the editor shows them as such).
     */
    public List<Diagnostic> diagnostics(List<ParsedStatement> statements, String user) {
        PolicyRole role = role(user);
        return checker().check(statements, role).stream().filter(r -> r.rule() != PolicyRule.SYNTAX)
                .map(Refusal::toDiagnostic).toList();
    }

    /**
     * The session options a user may see: those the role may set. The others are the gateway's internals
     * (ports, directories, jars) that a listing must not reveal; an unrestricted role sees everything.
     */
    public Map<String, String> visibleSettings(Map<String, String> config, String user) {
        RolePolicy rules = policies.current().forRole(role(user));
        if (rules.unrestricted()) {
            return config;
        }
        Map<String, String> visible = new LinkedHashMap<>();
        config.forEach((key, value) -> {
            if (rules.allowsSetting(key)) {
                visible.put(key, value);
            }
        });
        return visible;
    }

    /**
     * What the gate would decide on the user's statement, without auditing and without throwing: the refusals, empty
     * when it would pass. The same checker and the same button-step rule as the gate ({@code stepOfAButton} as the
     * three-argument {@link #forUser(String, Predicate, Predicate)} would judge it), for a plan shown before anything
     * runs. An unknown user is refused as the gate refuses one.
     */
    public List<Refusal> judge(String user, String statement, boolean stepOfAButton) {
        return judge(user).apply(statement, stepOfAButton);
    }

    /**
     * {@link #judge(String, String, boolean)} for many statements of one user at one moment (a deployment plan): the
     * user's role is read once.
     */
    public BiFunction<String, Boolean, List<Refusal>> judge(String user) {
        PolicyRole role;
        try {
            role = role(user);
        } catch (GatewayException unknown) {
            List<Refusal> refused = List.of(new Refusal(PolicyRule.ROLE, unknown.userMessage(), TextRange.point(1, 1)));
            return (statement, stepOfAButton) -> refused;
        }
        return (statement, stepOfAButton) -> refusals(role, ParsedSql.of(statement), stepOfAButton);
    }

    private List<Refusal> refusals(PolicyRole role, ParsedSql statement, boolean roleDecided) {
        return checker().check(statement.statements(), role).stream()
                .filter(r -> !(roleDecided && r.rule() == PolicyRule.ROLE)).toList();
    }

    private void admit(String user, ParsedSql parsed, boolean roleDecided) {
        String statement = parsed.text();
        List<Refusal> refusals = refusals(role(user), parsed, roleDecided);
        if (refusals.isEmpty()) {
            return;
        }
        Refusal first = refusals.get(0);
        String rules = refusals.stream().map(r -> r.rule().name()).distinct().collect(Collectors.joining(","));
        try {
            audit.record(user, AuditAction.STATEMENT_REFUSED, rules, AuditLog.FAILURE,
                    first.message() + " | " + cut(statement));
        } catch (RuntimeException e) {
            LOG.error("Could not audit a refused statement of {}", user, e);
        }
        throw new GatewayException(Kind.REFUSED, first.message(), describe(refusals), first.range(), null);
    }

    private PolicyRole role(String user) {
        return users.role(user).map(r -> PolicyRole.valueOf(r.name())).orElseThrow(() -> new GatewayException(
                Kind.REFUSED, "The statement was not run: the user " + user + " is unknown.", "", null, null));
    }

    private void refuseUnknownUser(String statement) {
        throw new GatewayException(Kind.REFUSED, "The statement was not run: nobody is signed in to act for.",
                statement, null);
    }

    /** Rebuilt only when the stored policy or the warehouse changed. */
    private PolicyChecker checker() {
        StatementPolicy policy = policies.current();
        String warehouse = connection.warehouse();
        Checker known = checker;
        if (known == null || known.policy() != policy || !known.warehouse().equals(warehouse)) {
            known = new Checker(policy, warehouse, new PolicyChecker(policy, WarehouseUri.of(warehouse)));
            checker = known;
        }
        return known.checker();
    }

    private static String describe(List<Refusal> refusals) {
        return refusals.stream().map(r -> r.range().describe() + ": " + r.message()).collect(Collectors.joining("\n"));
    }

    private static String cut(String statement) {
        return statement.length() <= MAX_AUDITED_STATEMENT ? statement
                : statement.substring(0, MAX_AUDITED_STATEMENT) + "...";
    }

    private record Checker(StatementPolicy policy, String warehouse, PolicyChecker checker) {
    }
}
