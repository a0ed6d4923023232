package io.freshet.ui.settings;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.select.Select;
import io.freshet.ui.security.Roles;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The whole policy as a form: a role chooser and that role's rules; the other roles' rules are kept, hidden. */
class PolicyRulesForm extends Div {

    private static final List<String> ROLES = List.of(Roles.VIEWER, Roles.DEVELOPER, Roles.ADMIN);

    private final Select<String> role = new Select<>();
    private final Map<String, RoleRulesForm> forms = new LinkedHashMap<>();
    private List<String> statementKinds = List.of();

    PolicyRulesForm() {
        setId("policy-form");
        role.setLabel("Role");
        role.setItems(ROLES);
        role.setId("policy-form-role");
        role.setValue(Roles.DEVELOPER);
        role.addValueChangeListener(e -> showChosen());
        add(role);
    }

    /** Shows a policy; the first call builds the roles' forms with the statement kinds the policy offers. */
    void show(PolicyForm policy) {
        if (!policy.statementKinds().equals(statementKinds)) {
            forms.values().forEach(this::remove);
            forms.clear();
            statementKinds = policy.statementKinds();
            for (String name : ROLES) {
                RoleRulesForm form = new RoleRulesForm(name, statementKinds);
                forms.put(name, form);
                add(form);
            }
            showChosen();
        }
        for (RoleRules rules : policy.roles()) {
            RoleRulesForm form = forms.get(rules.role());
            if (form != null) {
                form.show(rules);
            }
        }
    }

    /**
     * Every role's rules as the form holds them.
     *
     * @throws PolicyFormException for a line the form cannot read; the field is marked and its role chosen
     */
    PolicyForm read() {
        List<RoleRules> roles = new ArrayList<>();
        forms.values().forEach(RoleRulesForm::clearMarks);
        for (RoleRulesForm form : forms.values()) {
            try {
                roles.add(form.read());
            } catch (PolicyFormException e) {
                mark(e.problem());
                throw e;
            }
        }
        return new PolicyForm(roles, statementKinds);
    }

    /** Chooses the problem's role and marks its field; returns where it is, for the page's message. */
    String mark(PolicyProblem problem) {
        RoleRulesForm form = problem.role() == null ? null : forms.get(problem.role());
        if (form == null) {
            return problem.message();
        }
        role.setValue(problem.role());
        return form.mark(problem);
    }

    private void showChosen() {
        forms.forEach((name, form) -> form.setVisible(name.equals(role.getValue())));
    }

    /** The form of one role, for tests. */
    RoleRulesForm role(String name) {
        return forms.get(name);
    }

    /** The role whose rules are shown. */
    void choose(String name) {
        role.setValue(name);
    }
}
