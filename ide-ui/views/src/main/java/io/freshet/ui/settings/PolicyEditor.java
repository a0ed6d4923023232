package io.freshet.ui.settings;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.tabs.Tab;
import com.vaadin.flow.component.tabs.Tabs;
import com.vaadin.flow.component.textfield.TextArea;
import io.freshet.ui.common.ServiceException;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/**
 * The statement policy on the Settings page: a form of each role's rules, and its JSON text in a second tab; switching
 * tabs carries the change across (a form or text that is not a valid policy keeps its tab and says where). Saving
 * saves the text either way, through the same checks and audit; a refused save keeps the edit and says why. A box
 * tries a statement against the policy as it stands, before saving.
 */
public class PolicyEditor extends Div {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
            .withZone(ZoneId.systemDefault());

    private final StatementPolicyService policies;
    private final TextArea json = new TextArea("Policy (JSON)");
    private final PolicyRulesForm form = new PolicyRulesForm();
    private final Tab formTab = new Tab("Form");
    private final Tab jsonTab = new Tab("JSON");
    private final Tabs tabs = new Tabs(formTab, jsonTab);
    private final Span origin = new Span();
    private final Paragraph message = new Paragraph();
    private boolean switching;

    public PolicyEditor(StatementPolicyService policies) {
        this.policies = policies;
        setId("policy-editor");
        formTab.setId("policy-tab-form");
        jsonTab.setId("policy-tab-json");
        json.setId("policy-json");
        json.setWidthFull();
        json.setHeight("28em");
        json.getStyle().set("font-family", "var(--lumo-font-family-monospace, monospace)");
        origin.setId("policy-origin");
        message.setId("policy-message");
        Button save = new Button("Save policy", e -> save());
        save.setId("policy-save");
        save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        Button reset = new Button("Reset to defaults", e -> confirmReset());
        reset.setId("policy-reset");
        tabs.addSelectedChangeListener(e -> switched(e.getPreviousTab()));
        add(new H2("Statement policy"), new Paragraph("Every statement Freshet sends to Flink, from the editor, the"
                        + " catalog, materialized-table actions and backfills, is checked against this policy first,"
                        + " for the role of the user it runs for: VIEWER, DEVELOPER or ADMIN. A refused statement never"
                        + " reaches Flink, is shown where it is wrong, and is recorded in the audit log."),
                new Paragraph("Whatever a role is not given here is refused. ADMIN statements are checked like any"
                        + " other unless ADMIN is unrestricted. The form and the JSON are the same policy: a change in"
                        + " one shows in the other. \"Try a statement\" checks the policy as it stands, before it is"
                        + " saved."),
                origin, tabs, form, json, new HorizontalLayout(save, reset), message,
                new PolicyTrial(policies, this::currentText));
        showTab(true);
        show(policies.current());
    }

    private void switched(Tab previous) {
        if (switching) {
            return;
        }
        boolean toForm = tabs.getSelectedTab() == formTab;
        try {
            if (toForm) {
                form.show(policies.toForm(json.getValue()));
            } else {
                json.setValue(policies.toJson(form.read()));
            }
            message.setText("");
            showTab(toForm);
        } catch (PolicyFormException e) {
            back(previous, form.mark(e.problem()));
        } catch (ServiceException e) {
            back(previous, e.userMessage());
        }
    }

    /** Stays on the tab that holds the problem. */
    private void back(Tab previous, String why) {
        switching = true;
        tabs.setSelectedTab(previous);
        switching = false;
        message.setText(why);
    }

    private void showTab(boolean formShown) {
        form.getStyle().set("display", formShown ? null : "none");
        json.getStyle().set("display", formShown ? "none" : null);
    }

    /** The policy text as it stands in the tab shown; the form's is checked on the way. */
    private String currentText() {
        return tabs.getSelectedTab() == formTab ? policies.toJson(form.read()) : json.getValue();
    }

    private void save() {
        try {
            show(policies.save(currentText()));
            message.setText("Saved. The policy applies to the next statement of every user.");
        } catch (PolicyFormException e) {
            message.setText("The policy was not saved: " + form.mark(e.problem()));
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }

    private void confirmReset() {
        ConfirmDialog dialog = new ConfirmDialog("Reset the statement policy?",
                "The built-in defaults replace the saved policy for every role.", "Reset", e -> reset());
        dialog.setCancelable(true);
        dialog.open();
    }

    void reset() {
        try {
            show(policies.resetToDefaults());
            message.setText("The built-in defaults apply again.");
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }

    private void show(PolicyDocument document) {
        json.setValue(document.json());
        try {
            form.show(policies.toForm(document.json()));
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
        origin.setText(document.defaults() ? "The built-in defaults apply (nothing saved yet)."
                : "Saved by " + document.updatedBy() + " at " + WHEN.format(document.updatedAt()) + ".");
    }
}
