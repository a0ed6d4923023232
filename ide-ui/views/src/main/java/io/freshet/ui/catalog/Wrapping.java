package io.freshet.ui.catalog;

import com.vaadin.flow.component.HasStyle;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;

/** A row of facts that wraps between facts, not inside short ones: each keeps its words together on one line. */
final class Wrapping {

    private Wrapping() {
    }

    /**
     * @param row   the row; it wraps onto more lines when narrow
     * @param longFact the one long fact, which takes the room left and may itself wrap
     * @param shortFacts facts kept on one line each
     */
    static void wrap(HorizontalLayout row, HasStyle longFact, HasStyle... shortFacts) {
        row.getStyle().set("flex-wrap", "wrap").set("row-gap", "0.2em");
        longFact.getStyle().set("flex", "1 1 18em").set("min-width", "0").set("overflow-wrap", "anywhere");
        for (HasStyle fact : shortFacts) {
            fact.getStyle().set("white-space", "nowrap");
        }
    }
}
