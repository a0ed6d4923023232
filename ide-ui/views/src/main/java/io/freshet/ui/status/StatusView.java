package io.freshet.ui.status;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.UiPolling;
import io.freshet.ui.ingest.IngestionJobsPanel;
import io.freshet.ui.ingest.IngestionService;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/** Live view of the gateway, catalog and metadata database that Freshet runs on; for an ADMIN, the ingestion jobs. */
@Route(value = "status", layout = MainLayout.class)
@Menu(title = "Status", order = 8, icon = "vaadin:dashboard")
@PageTitle("Status · Freshet")
@RolesAllowed(Roles.VIEWER)
public class StatusView extends Main {

    static final int POLL_MILLIS = 2000;
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneId.systemDefault());

    private final SystemStatusService statusService;
    private final Div cards = new Div();
    private final Paragraph checkedAt = new Paragraph();

    public StatusView(SystemStatusService statusService, CurrentUserService user, IngestionService ingestions) {
        this.statusService = statusService;
        getStyle().set("padding", "var(--lumo-space-l)");
        cards.getStyle().set("display", "flex").set("flex-wrap", "wrap").set("gap", "var(--lumo-space-m)");
        checkedAt.setId("status-checked-at");
        checkedAt.getStyle().set("font-size", "var(--lumo-font-size-s)").set("color", "var(--lumo-secondary-text-color)");
        add(new H2("Status"), checkedAt, cards);
        if (user.hasRole(Roles.ADMIN)) {
            add(new IngestionJobsPanel(ingestions));
        }
        refresh();
        UiPolling.whileAttached(this, POLL_MILLIS, this::refresh);
    }

    private void refresh() {
        SystemStatus status = statusService.current();
        cards.removeAll();
        status.components().forEach(c -> cards.add(card(c)));
        checkedAt.setText("Checked at " + TIME.format(status.checkedAt()) + ", refreshed every "
                + POLL_MILLIS / 1000 + " s");
    }

    private static Div card(ComponentStatus c) {
        Div card = new Div();
        card.setId("status-" + c.id());
        card.getElement().setAttribute("data-health", c.health().name());
        card.getStyle().set("display", "flex").set("flex-direction", "column").set("gap", "var(--lumo-space-xs)")
                .set("border", "1px solid var(--lumo-contrast-20pct)").set("border-radius", "var(--lumo-border-radius-m)")
                .set("padding", "var(--lumo-space-m)");
        card.setWidth("24rem");

        Span health = new Span(label(c.health()));
        health.addClassName("health");
        health.getElement().getThemeList().add("badge " + badgeTheme(c.health()));
        health.getStyle().set("color", healthColor(c.health()));
        Div header = new Div(new Span(c.name()), health);
        header.getStyle().set("display", "flex").set("justify-content", "space-between").set("font-weight", "600");
        card.add(header);
        if (!c.target().isEmpty()) {
            card.add(line("target", c.target()));
        }
        if (!c.version().isEmpty()) {
            Span version = line("version", c.version());
            Span labelled = new Span(new Span("Version "), version);
            labelled.getStyle().set("font-size", "var(--lumo-font-size-s)").set("color", "var(--lumo-secondary-text-color)");
            card.add(labelled);
        }
        card.add(line("detail", c.detail()));
        if (!c.hint().isEmpty()) {
            card.add(line("hint", c.hint()));
        }
        return card;
    }

    private static Span line(String cssClass, String text) {
        Span span = new Span(text);
        span.addClassName(cssClass);
        span.getStyle().set("overflow-wrap", "anywhere");
        if (!"detail".equals(cssClass)) {
            span.getStyle().set("font-size", "var(--lumo-font-size-s)").set("color", "var(--lumo-secondary-text-color)");
        }
        return span;
    }

    private static String label(ComponentStatus.Health health) {
        return switch (health) {
            case UP -> "Reachable";
            case STARTING -> "Starting";
            case DOWN -> "Unreachable";
        };
    }

    private static String healthColor(ComponentStatus.Health health) {
        return switch (health) {
            case UP -> "var(--lumo-success-text-color)";
            case STARTING -> "var(--lumo-secondary-text-color)";
            case DOWN -> "var(--lumo-error-text-color)";
        };
    }

    private static String badgeTheme(ComponentStatus.Health health) {
        return switch (health) {
            case UP -> "success";
            case STARTING -> "contrast";
            case DOWN -> "error";
        };
    }
}
