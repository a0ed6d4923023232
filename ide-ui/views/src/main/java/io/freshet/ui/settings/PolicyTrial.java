package io.freshet.ui.settings;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextArea;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.Roles;
import java.util.List;
import java.util.function.Supplier;

/** Tries a statement against the policy text as it stands in the editor, for a chosen role. */
class PolicyTrial extends Div {

    private final StatementPolicyService policies;
    private final Supplier<String> policyText;
    private final Select<String> role = new Select<>();
    private final TextArea sql = new TextArea("Statement");
    private final UnorderedList findings = new UnorderedList();

    PolicyTrial(StatementPolicyService policies, Supplier<String> policyText) {
        this.policies = policies;
        this.policyText = policyText;
        role.setLabel("Role");
        role.setItems(Roles.VIEWER, Roles.DEVELOPER, Roles.ADMIN);
        role.setValue(Roles.DEVELOPER);
        role.setId("policy-try-role");
        sql.setId("policy-try-sql");
        sql.setWidthFull();
        sql.getStyle().set("font-family", "var(--lumo-font-family-monospace, monospace)");
        findings.setId("policy-try-findings");
        Button check = new Button("Check", e -> check());
        check.setId("policy-try-check");
        add(new H3("Try a statement"), role, sql, check, findings);
    }

    void check() {
        findings.removeAll();
        try {
            List<PolicyFinding> found = policies.tryStatement(sql.getValue(), role.getValue(), policyText.get());
            if (found.isEmpty()) {
                findings.add(new ListItem("Allowed for " + role.getValue() + "."));
            }
            found.forEach(f -> findings.add(new ListItem(f.line() + ":" + f.column() + " " + f.rule() + " - "
                    + f.message())));
        } catch (ServiceException e) {
            findings.add(new ListItem(e.userMessage()));
        }
    }
}
