package io.freshet.ui.health;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/** Counts per state (worst first), overall or grouped by layer or project; the Health page and the landing page. */
final class HealthCounts extends Div {

    HealthCounts(String id, List<HealthEntry> entries) {
        setId(id);
        getStyle().set("display", "flex").set("gap", "var(--lumo-space-s)").set("flex-wrap", "wrap");
        Map<HealthState, Integer> counts = count(entries);
        counts.forEach((state, n) -> {
            Span badge = new Span(state.name() + " " + n);
            badge.setId(id + "-" + state.name());
            badge.getElement().setAttribute("data-count", String.valueOf(n));
            badge.getElement().getThemeList().add("badge " + (n == 0 ? "contrast" : HealthRow.theme(state)));
            add(badge);
        });
    }

    static Map<HealthState, Integer> count(List<HealthEntry> entries) {
        Map<HealthState, Integer> counts = new EnumMap<>(HealthState.class);
        for (HealthState s : HealthState.values()) {
            counts.put(s, 0);
        }
        entries.forEach(e -> counts.merge(e.state(), 1, Integer::sum));
        return counts;
    }

    /** One line per group (layer or project), with its counts of the states that need attention. */
    static Div grouped(String id, List<HealthEntry> entries, Function<HealthEntry, String> group) {
        Div div = new Div();
        div.setId(id);
        Map<String, List<HealthEntry>> groups = new TreeMap<>();
        entries.stream().filter(e -> group.apply(e) != null)
                .forEach(e -> groups.computeIfAbsent(group.apply(e), g -> new java.util.ArrayList<>()).add(e));
        groups.forEach((name, members) -> {
            Map<HealthState, Integer> counts = count(members);
            StringBuilder text = new StringBuilder(name + ": " + members.size());
            counts.forEach((s, n) -> {
                if (n > 0 && s != HealthState.FRESH) {
                    text.append(", ").append(n).append(' ').append(s.name());
                }
            });
            Div line = new Div(new Span(text.toString()));
            line.getElement().setAttribute("data-group", name);
            div.add(line);
        });
        return div;
    }
}
