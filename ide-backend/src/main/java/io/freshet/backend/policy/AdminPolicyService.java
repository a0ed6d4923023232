package io.freshet.backend.policy;

import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.policy.PolicyChecker;
import io.freshet.analysis.policy.PolicyRole;
import io.freshet.analysis.policy.StatementPolicy;
import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.Roles;
import io.freshet.ui.settings.PolicyDocument;
import io.freshet.ui.settings.PolicyFinding;
import io.freshet.ui.settings.PolicyForm;
import io.freshet.ui.settings.StatementPolicyService;
import jakarta.annotation.security.RolesAllowed;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.springframework.stereotype.Service;

/**
 * The Settings page's statement policy: read, saved (audited with what changed), reset, tried on a statement, and
 * turned into the page's form and back (the form saves the text it becomes, through {@link #save}).
 */
@Service
public class AdminPolicyService implements StatementPolicyService {

    private static final int MAX_POLICY_CHARS = 200_000;

    private final PolicyStore store;
    private final AuditLog audit;
    private final GatewayConnection connection;

    public AdminPolicyService(PolicyStore store, AuditLog audit, GatewayConnection connection) {
        this.store = store;
        this.audit = audit;
        this.connection = connection;
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public PolicyDocument current() {
        return store.load()
                .map(saved -> new PolicyDocument(saved.policy().toJson(), false, saved.updatedBy(), saved.updatedAt()))
                .orElseGet(() -> new PolicyDocument(StatementPolicy.defaults().toJson(), true, null, null));
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public PolicyDocument save(String json) {
        StatementPolicy next = parse(json, "The policy was not saved: ");
        StatementPolicy before = saved();
        store.save(next, AuditLog.currentActor());
        audit.record(AuditAction.STATEMENT_POLICY_CHANGED, "statement policy", AuditLog.SUCCESS, changes(before, next));
        return current();
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public PolicyForm toForm(String json) {
        return PolicyFormMapping.toForm(parse(json, "The JSON cannot be shown as a form: "));
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public String toJson(PolicyForm form) {
        return PolicyFormMapping.toJson(form);
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public PolicyDocument resetToDefaults() {
        StatementPolicy before = saved();
        store.reset(AuditLog.currentActor());
        audit.record(AuditAction.STATEMENT_POLICY_CHANGED, "statement policy", AuditLog.SUCCESS,
                "reset to the built-in defaults; " + changes(before, StatementPolicy.defaults()));
        return current();
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public List<PolicyFinding> tryStatement(String sql, String role, String policyJson) {
        PolicyRole policyRole = Arrays.stream(PolicyRole.values())
                .filter(r -> r.name().equalsIgnoreCase(role == null ? "" : role.strip())).findFirst()
                .orElseThrow(() -> new ServiceException("Choose a role: VIEWER, DEVELOPER or ADMIN."));
        StatementPolicy policy = parse(policyJson, "The policy above cannot be tried: ");
        try {
            return new PolicyChecker(policy, WarehouseUri.of(connection.warehouse()))
                    .check(sql == null ? "" : sql, policyRole).stream()
                    .map(r -> new PolicyFinding(r.range().startLine(), r.range().startColumn(), r.rule().name(),
                            r.message()))
                    .toList();
        } catch (SqlAnalysisException e) {
            throw new ServiceException("The statement could not be checked: " + e.getMessage(), e);
        }
    }

    /** The policy saved last, read from the database: the cached one may be seconds behind another instance. */
    private StatementPolicy saved() {
        return store.load().map(PolicyStore.Stored::policy).orElseGet(StatementPolicy::defaults);
    }

    private static StatementPolicy parse(String json, String refused) {
        if (json == null || json.isBlank()) {
            throw new ServiceException("The policy is empty; use \"Reset to defaults\" to go back to the built-in one.");
        }
        if (json.length() > MAX_POLICY_CHARS) {
            throw new ServiceException("The policy has " + json.length() + " characters; at most " + MAX_POLICY_CHARS
                    + " are accepted.");
        }
        try {
            return StatementPolicy.fromJson(json);
        } catch (SqlAnalysisException e) {
            throw new ServiceException(refused + PolicyProblems.withLine(json, e.getMessage()), e);
        }
    }

    /** Which roles' rules changed, and in which fields, e.g. "DEVELOPER: connectors, settableKeys". */
    static String changes(StatementPolicy before, StatementPolicy after) {
        String changed = Arrays.stream(PolicyRole.values())
                .filter(role -> !before.forRole(role).equals(after.forRole(role)))
                .map(role -> role + ": " + PolicyDiff.fields(before.forRole(role), after.forRole(role)))
                .collect(Collectors.joining("; "));
        return changed.isEmpty() ? "no rule changed" : changed;
    }
}
