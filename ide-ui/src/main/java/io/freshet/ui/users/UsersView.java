package io.freshet.ui.users;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;

/** Users and roles for administrators: add a user, change a role. */
@Route(value = "users", layout = MainLayout.class)
@PageTitle("Users · Freshet")
@RolesAllowed(Roles.ADMIN)
public class UsersView extends Main {

    private final UserAdminService users;
    private final Grid<UserSummary> grid = new Grid<>(UserSummary.class, false);
    private final Paragraph message = new Paragraph();

    public UsersView(UserAdminService users) {
        this.users = users;
        getStyle().set("padding", "var(--lumo-space-l)");
        grid.setId("user-grid");
        grid.addColumn(UserSummary::username).setHeader("User");
        grid.addColumn(UserSummary::role).setHeader("Role");
        grid.addColumn(u -> u.locked() ? "locked" : "").setHeader("Lock-out");
        grid.setAllRowsVisible(true);
        message.setId("user-message");

        TextField name = new TextField("User name");
        name.setId("user-name");
        PasswordField password = new PasswordField("Password");
        password.setId("user-password");
        Select<String> role = new Select<>();
        role.setLabel("Role");
        role.setId("user-role");
        role.setItems(Roles.VIEWER, Roles.DEVELOPER, Roles.ADMIN);
        role.setValue(Roles.VIEWER);
        Button create = new Button("Add user", e -> act(() -> {
            users.create(name.getValue(), password.getValue(), role.getValue());
            password.clear();
            return "Added " + name.getValue().strip();
        }));
        create.setId("user-create");
        Button change = new Button("Change role", e -> act(() -> {
            users.changeRole(name.getValue(), role.getValue());
            return "Role of " + name.getValue().strip() + " is now " + role.getValue();
        }));
        change.setId("user-change-role");
        HorizontalLayout form = new HorizontalLayout(name, password, role, create, change);
        form.setAlignItems(HorizontalLayout.Alignment.BASELINE);
        add(new H2("Users"), grid, form, message);
        grid.setItems(users.list());
    }

    private void act(java.util.function.Supplier<String> action) {
        try {
            message.setText(action.get());
            grid.setItems(users.list());
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }
}
