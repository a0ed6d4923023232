package io.freshet.ui.alerts;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/** What fired, for anyone signed in: incidents (open ones first) and every notice sent; developers acknowledge. */
@Route(value = "alerts", layout = MainLayout.class)
@Menu(title = "Alerts", order = 7.5, icon = "vaadin:bell")
@PageTitle("Alerts · Freshet")
@RolesAllowed(Roles.VIEWER)
public class AlertsView extends Main {

    private static final int LIMIT = 200;
    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneId.systemDefault());

    private final AlertService alerts;
    private final Grid<AlertIncident> incidents = new Grid<>(AlertIncident.class, false);
    private final Grid<AlertNotice> notices = new Grid<>(AlertNotice.class, false);
    private final Paragraph summary = new Paragraph();
    private final Paragraph message = new Paragraph();

    public AlertsView(AlertService alerts, CurrentUserService user) {
        this.alerts = alerts;
        getStyle().set("padding", "var(--lumo-space-l)");
        summary.setId("alerts-summary");
        message.setId("alerts-message");
        incidents.setId("alert-incidents");
        incidents.addColumn(i -> i.open() ? "FIRING" : "recovered").setHeader("State").setAutoWidth(true);
        incidents.addColumn(AlertIncident::rule).setHeader("Rule").setAutoWidth(true);
        incidents.addColumn(i -> i.subject().name()).setHeader("Subject");
        incidents.addColumn(AlertIncident::reason).setHeader("Reason");
        incidents.addColumn(i -> time(i.openedAt())).setHeader("Since").setAutoWidth(true);
        incidents.addColumn(i -> time(i.closedAt())).setHeader("Recovered").setAutoWidth(true);
        incidents.addColumn(i -> i.acknowledgedBy() == null ? "" : i.acknowledgedBy() + " at " + time(i.acknowledgedAt()))
                .setHeader("Acknowledged").setAutoWidth(true);
        incidents.setAllRowsVisible(true);
        notices.setId("alert-notices");
        notices.addColumn(n -> time(n.at())).setHeader("Time").setAutoWidth(true);
        notices.addColumn(AlertNotice::kind).setHeader("Kind").setAutoWidth(true);
        notices.addColumn(AlertNotice::rule).setHeader("Rule").setAutoWidth(true);
        notices.addColumn(AlertNotice::channel).setHeader("Channel").setAutoWidth(true);
        notices.addColumn(AlertNotice::subjects).setHeader("Subjects");
        notices.addColumn(AlertNotice::state).setHeader("State").setAutoWidth(true);
        notices.addColumn(AlertNotice::error).setHeader("Why not sent");
        Button acknowledge = new Button("Acknowledge", e -> acknowledge());
        acknowledge.setId("alert-acknowledge");
        acknowledge.setVisible(user.hasRole(Roles.DEVELOPER));
        Button refresh = new Button("Refresh", e -> refresh());
        refresh.setId("alerts-refresh");
        add(new H2("Alerts"), summary, incidents, new HorizontalLayout(acknowledge, refresh), message,
                new H3("Notices sent"), notices);
        refresh();
    }

    private void acknowledge() {
        incidents.getSelectedItems().stream().findFirst().ifPresentOrElse(i -> {
            try {
                alerts.acknowledge(i.id());
                message.setText("Incident " + i.id() + " acknowledged.");
            } catch (ServiceException e) {
                message.setText(e.userMessage());
            }
            refresh();
        }, () -> message.setText("Select an incident first."));
    }

    private void refresh() {
        int open = alerts.unacknowledged();
        summary.setText(open == 0 ? "Nothing fires that no one has seen." : open + " firing, not acknowledged.");
        incidents.setItems(alerts.incidents(LIMIT));
        notices.setItems(alerts.notices(LIMIT));
    }

    private static String time(Instant t) {
        return t == null ? "" : TIME.format(t);
    }
}
