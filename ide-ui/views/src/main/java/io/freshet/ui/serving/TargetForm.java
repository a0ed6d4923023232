package io.freshet.ui.serving;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import io.freshet.analysis.serving.EngineKind;
import io.freshet.analysis.serving.S3Credentials;
import io.freshet.analysis.serving.S3KeySecrets;
import java.util.function.Consumer;

/** The ADMIN's form to add a serving target; credentials are only ever named, as sealed secrets. */
class TargetForm extends FormLayout {

    private final TextField name = field("Name", "serving-name", "e.g. reports");
    private final Select<EngineKind> kind = new Select<>();
    private final TextField version = field("Version", "serving-version", "e.g. 3.3.1, or 476 for Trino");
    private final TextField jdbcUrl = field("JDBC URL (optional)", "serving-jdbc-url", "jdbc:mysql://fe-host:9030");
    private final TextField user = field("JDBC user (optional)", "serving-jdbc-user", "");
    private final TextField passwordSecret = field("Password secret (optional)", "serving-password-secret",
            S3KeySecrets.PREFIX + "<name>.password");
    private final Select<S3Credentials> credentials = new Select<>();
    private final TextField catalog = field("Catalog name in the engine", "serving-catalog", "freshet");

    TargetForm(Consumer<NewServingTarget> onAdd) {
        setId("serving-target-form");
        kind.setLabel("Engine");
        kind.setId("serving-kind");
        kind.setItems(EngineKind.values());
        kind.setItemLabelGenerator(EngineKind::displayName);
        kind.setValue(EngineKind.STARROCKS);
        kind.addValueChangeListener(e -> jdbcUrl.setPlaceholder(e.getValue() == null ? ""
                : e.getValue().jdbcPrefix() + "host:port"));
        credentials.setLabel("S3 access");
        credentials.setId("serving-s3-credentials");
        credentials.setItems(S3Credentials.values());
        credentials.setItemLabelGenerator(c -> c == S3Credentials.INSTANCE ? "the machine's own identity"
                : "access keys (secrets serving.<name>.s3-access-key / s3-secret-key)");
        credentials.setValue(S3Credentials.ACCESS_KEYS);
        Button add = new Button("Add target", e -> onAdd.accept(new NewServingTarget(name.getValue(),
                kind.getValue(), version.getValue(), jdbcUrl.getValue(), user.getValue(), passwordSecret.getValue(),
                credentials.getValue(), catalog.getValue())));
        add.setId("serving-add");
        add.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        add(name, kind, version, jdbcUrl, user, passwordSecret, credentials, catalog, add);
    }

    /** Empties the fields after a target was added. */
    void reset() {
        name.clear();
        version.clear();
        jdbcUrl.clear();
        user.clear();
        passwordSecret.clear();
        catalog.clear();
    }

    private static TextField field(String label, String id, String placeholder) {
        TextField field = new TextField(label);
        field.setId(id);
        field.setPlaceholder(placeholder);
        return field;
    }
}
