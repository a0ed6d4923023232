package io.freshet.ui.users;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;
import java.util.function.Supplier;

/** Users and roles for administrators: add a user, change a role, disable, unlock, reset a password. */
@Route(value = "users", layout = MainLayout.class)
@Menu(title = "Users", order = 11, icon = "vaadin:users")
@PageTitle("Users · Freshet")
@RolesAllowed(Roles.ADMIN)
public class UsersView extends Main {

    private final UserAdminService users;
    private final Grid<UserSummary> grid = new Grid<>(UserSummary.class, false);
    private final Paragraph message = new Paragraph();
    private final TextField name = new TextField("User name");

    public UsersView(UserAdminService users) {
        this.users = users;
        getStyle().set("padding", "var(--lumo-space-l)");
        grid.setId("user-grid");
        grid.addColumn(UserSummary::username).setHeader("User");
        grid.addColumn(UserSummary::role).setHeader("Role");
        grid.addColumn(u -> u.enabled() ? "" : "disabled").setHeader("Access");
        grid.addColumn(u -> u.locked() ? "locked" : "").setHeader("Lock-out");
        grid.setAllRowsVisible(true);
        grid.addSelectionListener(e -> e.getFirstSelectedItem().ifPresent(u -> name.setValue(u.username())));
        message.setId("user-message");

        name.setId("user-name");
        PasswordField password = new PasswordField("Password");
        password.setId("user-password");
        Select<String> role = new Select<>();
        role.setLabel("Role");
        role.setId("user-role");
        role.setItems(Roles.VIEWER, Roles.DEVELOPER, Roles.ADMIN);
        role.setValue(Roles.VIEWER);
        Button create = button("Add user", "user-create", () -> {
            users.create(name.getValue(), password.getValue(), role.getValue());
            password.clear();
            return "Added " + user();
        });
        Button change = button("Change role", "user-change-role", () -> {
            users.changeRole(name.getValue(), role.getValue());
            return "Role of " + user() + " is now " + role.getValue();
        });
        HorizontalLayout form = new HorizontalLayout(name, password, role, create, change);
        form.setAlignItems(HorizontalLayout.Alignment.BASELINE);

        Button disable = button("Disable", "user-disable", () -> {
            users.setEnabled(name.getValue(), false);
            return user() + " is disabled and signed out";
        });
        disable.addThemeVariants(ButtonVariant.LUMO_ERROR);
        Button enable = button("Enable", "user-enable", () -> {
            users.setEnabled(name.getValue(), true);
            return user() + " is enabled";
        });
        Button unlock = button("Unlock", "user-unlock", () -> {
            users.unlock(name.getValue());
            return user() + " is unlocked";
        });
        Button reset = button("Reset password", "user-reset-password", () -> {
            String fresh = users.resetPassword(name.getValue());
            return "New password for " + user() + " (shown once): " + fresh;
        });
        HorizontalLayout access = new HorizontalLayout(disable, enable, unlock, reset);
        add(new H2("Users"), grid, form, access, message);
        grid.setItems(users.list());
    }

    private String user() {
        return name.getValue().strip();
    }

    private Button button(String text, String id, Supplier<String> action) {
        Button b = new Button(text, e -> act(action));
        b.setId(id);
        return b;
    }

    private void act(Supplier<String> action) {
        try {
            message.setText(action.get());
            grid.setItems(users.list());
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }
}
