package io.freshet.ui.settings;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextArea;
import io.freshet.ui.common.ServiceException;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/**
 * The statement policy on the Settings page: its JSON, edited as text and saved or reset, and a box to try a
 * statement against the text as it stands, before saving. A refused save keeps the text and says why.
 */
public class PolicyEditor extends Div {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
            .withZone(ZoneId.systemDefault());

    private final StatementPolicyService policies;
    private final TextArea json = new TextArea("Policy (JSON)");
    private final Span origin = new Span();
    private final Paragraph message = new Paragraph();

    public PolicyEditor(StatementPolicyService policies) {
        this.policies = policies;
        setId("policy-editor");
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
        add(new H2("Statement policy"), new Paragraph("Every statement Freshet sends to Flink, from the editor, the"
                        + " catalog, materialized-table actions and backfills, is checked against this policy first,"
                        + " for the role of the user it runs for: VIEWER, DEVELOPER or ADMIN. A refused statement never"
                        + " reaches Flink, is shown where it is wrong, and is recorded in the audit log."),
                new Paragraph("ADMIN statements are checked like any other unless ADMIN has \"unrestricted\": true."
                        + " A role or field left out takes the built-in default. \"Try a statement\" checks the text"
                        + " below as it stands, before it is saved."),
                origin, json, new HorizontalLayout(save, reset), message, new PolicyTrial(policies, json::getValue));
        show(policies.current());
    }

    private void save() {
        try {
            show(policies.save(json.getValue()));
            message.setText("Saved. The policy applies to the next statement of every user.");
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
        origin.setText(document.defaults() ? "The built-in defaults apply (nothing saved yet)."
                : "Saved by " + document.updatedBy() + " at " + WHEN.format(document.updatedAt()) + ".");
    }
}
