package io.freshet.backend.policy;

import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.policy.PolicyRole;
import io.freshet.analysis.policy.RolePolicy;
import io.freshet.analysis.policy.StatementPolicy;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.settings.PolicyForm;
import io.freshet.ui.settings.PolicyFormException;
import io.freshet.ui.settings.RoleRules;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/** The statement policy and the Settings page's form: the same fields under the same names, both ways. */
final class PolicyFormMapping {

    private PolicyFormMapping() {
    }

    static PolicyForm toForm(StatementPolicy policy) {
        List<RoleRules> roles = Arrays.stream(PolicyRole.values()).map(r -> toRules(r, policy.forRole(r))).toList();
        return new PolicyForm(roles, StatementPolicy.listableStatementKinds());
    }

    /**
     * The form's rules as policy text, read back through the same parser and checks a saved text passes, so the form
     * can say nothing the text could not.
     *
     * @throws PolicyFormException naming the role and field that are wrong
     */
    static String toJson(PolicyForm form) {
        String json = toPolicy(form).toJson();
        try {
            return StatementPolicy.fromJson(json).toJson();
        } catch (SqlAnalysisException e) {
            throw new PolicyFormException(PolicyProblems.of(e.getMessage()), "The form was not turned into a policy: "
                    + e.getMessage(), e);
        }
    }

    /** A role the form leaves out takes the default, as one the JSON leaves out does. */
    static StatementPolicy toPolicy(PolicyForm form) {
        Map<PolicyRole, RolePolicy> roles = new EnumMap<>(PolicyRole.class);
        for (RoleRules rules : form.roles()) {
            PolicyRole role = Arrays.stream(PolicyRole.values()).filter(r -> r.name().equals(rules.role()))
                    .findFirst().orElseThrow(() -> new ServiceException("Unknown role '" + rules.role()
                            + "' in the policy form: the roles are VIEWER, DEVELOPER and ADMIN."));
            roles.put(role, toPolicy(rules));
        }
        return new StatementPolicy(roles);
    }

    private static RoleRules toRules(PolicyRole role, RolePolicy p) {
        return new RoleRules(role.name(), p.unrestricted(), p.readOnly(), sorted(p.statements()), p.jars(),
                p.catalogs(), p.modules(), sorted(p.connectors()), p.pathRoots(), sorted(p.functionClasses()),
                p.settableKeys(), sorted(p.procedures()), sorted(p.functions()), p.formatOptions(), p.tableOptions(),
                p.connectorOptions());
    }

    private static RolePolicy toPolicy(RoleRules r) {
        return new RolePolicy(r.unrestricted(), r.readOnly(), new LinkedHashSet<>(r.connectors()), r.pathRoots(),
                new LinkedHashSet<>(r.functionClasses()), r.settableKeys(), new LinkedHashSet<>(r.procedures()),
                r.jars(), r.catalogs(), r.modules(), new LinkedHashSet<>(r.statements()), r.connectorOptions(),
                r.formatOptions(), r.tableOptions(), new LinkedHashSet<>(r.functions()));
    }

    private static List<String> sorted(Collection<String> values) {
        return List.copyOf(new TreeSet<>(values));
    }
}
