package io.freshet.ui.health;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.common.UiPolling;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * Is the lakehouse healthy, and since when not: counts per state, per layer and per project, then every table and
 * ingestion worst first with its reason, since when, a link to its page and its lag over the last hour.
 */
@Route(value = "health", layout = MainLayout.class)
@Menu(title = "Health", order = 1.5, icon = "vaadin:heart")
@PageTitle("Health · Freshet")
@RolesAllowed(Roles.VIEWER)
public class HealthView extends Main {

    static final int POLL_MILLIS = 5000;
    /** Rows shown; the rest are counted (the worst come first, so those left out are the freshest). */
    static final int MAX_ROWS = 300;
    /** Rows with a lag chart. */
    static final int MAX_CHARTS = 60;
    static final Duration CHART_SPAN = Duration.ofHours(1);

    private final HealthService health;
    private final Div body = new Div();

    public HealthView(HealthService health) {
        this.health = health;
        setId("health");
        getStyle().set("padding", "var(--lumo-space-l)");
        add(new H2("Health"), body);
        refresh();
        UiPolling.whileAttached(this, POLL_MILLIS, this::refresh);
    }

    void refresh() {
        body.removeAll();
        List<HealthEntry> entries;
        try {
            entries = health.current();
        } catch (ServiceException e) {
            body.add(new Paragraph(e.userMessage()));
            return;
        }
        if (entries.isEmpty()) {
            Paragraph none = new Paragraph("Nothing to judge yet: the lakehouse has no tables or ingestions, or the"
                    + " first evaluation has not run.");
            none.setId("health-empty");
            body.add(none);
            return;
        }
        body.add(new HealthCounts("health-counts", entries));
        body.add(new H3("By layer"), HealthCounts.grouped("health-layers", entries, HealthEntry::layer));
        if (entries.stream().anyMatch(e -> e.project() != null)) {
            body.add(new H3("By project"), HealthCounts.grouped("health-projects", entries, HealthEntry::project));
        }
        Div rows = new Div();
        rows.setId("health-rows");
        Instant since = Instant.now().minus(CHART_SPAN);
        for (int i = 0; i < Math.min(MAX_ROWS, entries.size()); i++) {
            HealthEntry e = entries.get(i);
            rows.add(new HealthRow(e, i < MAX_CHARTS && e.lag() != null ? health.lags(e.subject(), since) : List.of()));
        }
        body.add(new H3("Tables and ingestions, worst first"), rows);
        if (entries.size() > MAX_ROWS) {
            body.add(new Paragraph((entries.size() - MAX_ROWS) + " more, all of them no worse than the last above."));
        }
    }
}
