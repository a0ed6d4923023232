package io.freshet.ui.run;

import com.vaadin.flow.component.details.Details;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;

/** A failed run's error under its run row: the message, where in the script, and the full text on request. */
class RunErrorView extends Div {

    RunErrorView() {
        setId("run-error");
        setVisible(false);
    }

    /** Shows the run's error; the same run's again changes nothing (an open Details stays open). */
    void show(RunStatus status) {
        RunError e = status.error();
        if (status.runId().toString().equals(getElement().getAttribute("data-run-id"))) {
            return;
        }
        removeAll();
        getElement().setAttribute("data-run-id", status.runId().toString());
        Span message = new Span(e.message());
        message.setId("run-error-message");
        message.getStyle().set("color", "var(--lumo-error-text-color)");
        add(message);
        e.position().ifPresent(range -> {
            Span where = new Span(" (" + range.describe() + ")");
            where.setId("run-error-position");
            add(where);
        });
        if (e.details() != null && !e.details().isBlank()) {
            Pre full = new Pre(e.details());
            full.setId("run-error-text");
            full.getStyle().set("max-height", "20em").set("overflow", "auto").set("font-size", "var(--lumo-font-size-xs)");
            Details details = new Details("Details", full);
            details.setId("run-error-details");
            add(details);
        }
    }
}
