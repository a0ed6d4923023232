package io.freshet.ui.run;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;

/**
 * A plain SQL console: a text area, Run, and the results panel; the editor offers the same with more comfort. Open to
 * a VIEWER too, whose statements the statement gate limits to reading (SELECT, SHOW, DESCRIBE, EXPLAIN).
 */
@Route(value = "console", layout = MainLayout.class)
@Menu(title = "SQL console", order = 2.5, icon = "vaadin:terminal")
@PageTitle("SQL console · Freshet")
@RolesAllowed(Roles.VIEWER)
public class RunConsoleView extends Main {

    public RunConsoleView(RunService runs, CurrentUserService user) {
        getStyle().set("padding", "var(--lumo-space-l)");
        TextArea sql = new TextArea("SQL");
        sql.setId("console-sql");
        sql.setWidthFull();
        sql.setMinHeight("8em");
        sql.getStyle().set("font-family", "var(--lumo-font-family-mono, monospace)");
        ResultsPanel results = new ResultsPanel(runs);
        SessionBar session = new SessionBar(runs, user.hasRole(Roles.DEVELOPER));
        session.setId("console-session");
        Button run = new Button("Run", e -> {
            try {
                results.show(runs.submitScript(null, sql.getValue(), session.mode()), session);
            } catch (ServiceException ex) {
                Notification.show(ex.userMessage(), 6_000, Notification.Position.MIDDLE)
                        .addThemeVariants(NotificationVariant.LUMO_ERROR);
            }
        });
        run.setId("console-run");
        run.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        HorizontalLayout actions = new HorizontalLayout(run);
        if (user.hasRole(Roles.DEVELOPER)) {
            Button settings = new Button("Session settings", e -> new SessionSettingsDialog(runs).open());
            settings.setId("console-settings");
            actions.add(settings);
        }
        add(new H2("SQL console"), session, sql, actions, results);
    }
}
