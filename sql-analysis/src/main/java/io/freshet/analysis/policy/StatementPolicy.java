package io.freshet.analysis.policy;

import io.freshet.analysis.SqlAnalysisException;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/** The statement policy: what each role's SQL may do before it reaches the gateway; missing roles get the defaults. */
public record StatementPolicy(Map<PolicyRole, RolePolicy> roles) {

    public StatementPolicy {
        EnumMap<PolicyRole, RolePolicy> complete = new EnumMap<>(PolicyRole.class);
        for (PolicyRole role : PolicyRole.values()) {
            RolePolicy given = roles == null ? null : roles.get(role);
            complete.put(role, given != null ? given : DefaultPolicy.forRole(role));
        }
        roles = Map.copyOf(complete);
    }

    /** The policy of issue 20 item 2: VIEWER read-only, DEVELOPER and ADMIN with the day-one allow-lists. */
    public static StatementPolicy defaults() {
        return new StatementPolicy(Map.of());
    }

    /**
     * The statement kinds a role's "statements" list may name, sorted: what the Settings page's form offers as
     * checkboxes (jars, catalogs and modules have their own switches; plans and models are never allowed).
     */
    public static List<String> listableStatementKinds() {
        return List.copyOf(new TreeSet<>(StatementRules.LISTABLE));
    }

    /** The rules for one role. */
    public RolePolicy forRole(PolicyRole role) {
        return roles.get(role);
    }

    /** Pretty JSON with a stable key order, meant to be edited by hand on the Settings page. */
    public String toJson() {
        return PolicyJson.write(this);
    }

    /**
     * Reads a policy from JSON; missing roles and fields take the defaults.
     *
     * @throws SqlAnalysisException naming the field and what is wrong with it
     */
    public static StatementPolicy fromJson(String json) {
        return PolicyJson.read(json);
    }
}
