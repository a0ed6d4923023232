package io.freshet.ui.alerts;

import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;
import java.util.function.Supplier;

/** Alert channels and rules for administrators, with a "send test message" per channel. */
@Route(value = "alert-settings", layout = MainLayout.class)
@Menu(title = "Alert rules", order = 12.5, icon = "vaadin:bell-o")
@PageTitle("Alert rules · Freshet")
@RolesAllowed(Roles.ADMIN)
public class AlertSettingsView extends Main {

    private final Paragraph message = new Paragraph();

    public AlertSettingsView(AlertService alerts) {
        getStyle().set("padding", "var(--lumo-space-l)");
        message.setId("alert-settings-message");
        RuleForm rules = new RuleForm(alerts, this::act);
        ChannelForm channels = new ChannelForm(alerts, this::act, rules::refresh);
        add(new H2("Alert rules"), message, new H3("Channels"), channels, new H3("Rules"), rules);
    }

    /** Runs an action and shows its words, or the service's refusal. */
    private void act(Supplier<String> action) {
        try {
            message.setText(action.get());
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }
}
