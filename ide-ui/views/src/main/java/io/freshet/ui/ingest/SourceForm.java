package io.freshet.ui.ingest;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The add/edit form of a source. The port follows the kind's default until someone types another; when editing, an
 * empty password keeps the stored one (the stored password is never sent to the browser, so the field starts empty).
 */
class SourceForm extends Div {

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]{1,100}");

    private final H3 title = new H3();
    private final TextField name = new TextField("Name");
    private final Select<SourceKind> kind = new Select<>();
    private final TextField host = new TextField("Host");
    private final IntegerField port = new IntegerField("Port");
    private final TextField database = new TextField("Database");
    private final TextField user = new TextField("User");
    private final PasswordField password = new PasswordField("Password");
    private final Paragraph error = new Paragraph();
    private boolean editing;

    SourceForm() {
        setId("source-form");
        name.setId("source-name");
        kind.setId("source-kind");
        kind.setLabel("Kind");
        kind.setItems(SourceKind.values());
        kind.setItemLabelGenerator(SourceKind::label);
        kind.addValueChangeListener(e -> {
            Integer p = port.getValue();
            if (e.getValue() != null && (p == null || e.getOldValue() != null && p == e.getOldValue().defaultPort())) {
                port.setValue(e.getValue().defaultPort());
            }
        });
        host.setId("source-host");
        port.setId("source-port");
        port.setMin(1);
        port.setMax(65535);
        database.setId("source-database");
        user.setId("source-user");
        password.setId("source-password");
        error.setId("source-form-error");
        error.getStyle().set("color", "var(--lumo-error-text-color)");
        title.setId("source-form-title");
        FormLayout fields = new FormLayout(name, kind, host, port, database, user, password);
        add(title, fields, error);
        setVisible(false);
    }

    /** Opens the form empty, for a new source. */
    void openNew() {
        editing = false;
        title.setText("New source");
        name.setReadOnly(false);
        name.clear();
        kind.setValue(SourceKind.POSTGRESQL);
        port.setValue(SourceKind.POSTGRESQL.defaultPort());
        host.clear();
        database.clear();
        user.clear();
        openPassword("");
    }

    /** Opens the form on a stored source; its name is its identity, so it cannot be changed here. */
    void openEdit(SourceSummary s) {
        editing = true;
        title.setText("Edit " + s.name());
        name.setValue(s.name());
        name.setReadOnly(true);
        kind.setValue(s.kind());
        port.setValue(s.port());
        host.setValue(s.host());
        database.setValue(s.database());
        user.setValue(s.user());
        openPassword("Leave empty to keep the stored password (for the same kind, host, port and user).");
    }

    private void openPassword(String helper) {
        password.clear();
        password.setHelperText(helper);
        error.setText("");
        setVisible(true);
    }

    void close() {
        password.clear();
        setVisible(false);
    }

    /** What is wrong with the fields as entered; empty when they can be sent to the service. */
    List<String> problems() {
        List<String> why = new ArrayList<>();
        if (!NAME.matcher(name.getValue().strip()).matches()) {
            why.add("A source name is 1 to 100 letters, digits, '_' or '-'.");
        }
        if (kind.getValue() == null) {
            why.add("Choose the kind of database.");
        }
        if (host.getValue().isBlank()) {
            why.add("Enter the host.");
        }
        if (port.getValue() == null || port.getValue() < 1 || port.getValue() > 65535) {
            why.add("The port is a number from 1 to 65535.");
        }
        if (database.getValue().isBlank()) {
            why.add("Enter the database.");
        }
        if (user.getValue().isBlank()) {
            why.add("Enter the user.");
        }
        if (!editing && password.getValue().isEmpty()) {
            why.add("Enter the password.");
        }
        return why;
    }

    /** The definition to test or save, or empty with the problems shown in the form. */
    Optional<SourceDefinition> definition() {
        List<String> why = problems();
        error.setText(String.join(" ", why));
        if (!why.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new SourceDefinition(name.getValue().strip(), kind.getValue(), host.getValue().strip(),
                port.getValue(), database.getValue().strip(), user.getValue().strip(), password.getValue()));
    }

    /** Shows a service's refusal in the form, where the fields are. */
    void showError(String message) {
        error.setText(message);
    }

    String sourceName() {
        return name.getValue().strip();
    }
}
