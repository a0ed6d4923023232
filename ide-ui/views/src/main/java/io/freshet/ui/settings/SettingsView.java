package io.freshet.ui.settings;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;

/**
 * Settings for administrators: the statement policy, and stored secrets by name (a value can be replaced but is
 * never shown).
 */
@Route(value = "settings", layout = MainLayout.class)
@Menu(title = "Settings", order = 12, icon = "vaadin:cog")
@PageTitle("Settings · Freshet")
@RolesAllowed(Roles.ADMIN)
public class SettingsView extends Main {

    private final SecretsService secrets;
    private final UnorderedList names = new UnorderedList();
    private final Paragraph message = new Paragraph();

    public SettingsView(SecretsService secrets, StatementPolicyService policies) {
        this.secrets = secrets;
        getStyle().set("padding", "var(--lumo-space-l)");
        TextField name = new TextField("Secret name");
        name.setId("secret-name");
        PasswordField value = new PasswordField("Value");
        value.setId("secret-value");
        value.setRevealButtonVisible(false);
        Button save = new Button("Store encrypted", e -> {
            try {
                secrets.set(name.getValue(), value.getValue());
                value.clear();
                message.setText("Stored " + name.getValue().strip());
                refresh();
            } catch (ServiceException ex) {
                message.setText(ex.userMessage());
            }
        });
        save.setId("secret-save");
        names.setId("secret-names");
        message.setId("secret-message");
        HorizontalLayout form = new HorizontalLayout(name, value, save);
        form.setAlignItems(HorizontalLayout.Alignment.BASELINE);
        add(new PolicyEditor(policies));
        add(new H2("Secrets"), new Paragraph("External gateway URLs and catalog credentials, encrypted with the key"
                + " from FRESHET_SECRET_KEY. Values are never shown again."), names, form, message);
        refresh();
    }

    private void refresh() {
        names.removeAll();
        secrets.names().forEach(n -> names.add(new ListItem(n)));
    }
}
