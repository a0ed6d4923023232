package io.freshet.ui.health;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;

/** The landing page's look at the health model: the counts and the few worst subjects, linked to the Health page. */
public final class HealthSummary extends Div {

    static final int WORST = 5;

    public HealthSummary(HealthService health) {
        setId("home-health");
        List<HealthEntry> entries = health.current();
        if (entries.isEmpty()) {
            return;
        }
        add(new HealthCounts("home-health-counts", entries));
        entries.stream().limit(WORST).filter(e -> e.state().alarm())
                .forEach(e -> add(new HealthRow(e, List.of())));
        Anchor all = new Anchor("health", "Health of every table and ingestion");
        all.setId("home-health-link");
        add(new Paragraph(all));
    }
}
