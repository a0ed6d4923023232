package io.freshet.ui.settings;

import java.util.List;

/**
 * The statement policy as the Settings page's form shows it: every role's rules, and the statement kinds the form
 * offers as checkboxes.
 */
public record PolicyForm(List<RoleRules> roles, List<String> statementKinds) {

    public PolicyForm {
        roles = List.copyOf(roles);
        statementKinds = List.copyOf(statementKinds);
    }

    /** The rules of one role, or null when the form has none for it. */
    public RoleRules role(String name) {
        return roles.stream().filter(r -> r.role().equals(name)).findFirst().orElse(null);
    }
}
