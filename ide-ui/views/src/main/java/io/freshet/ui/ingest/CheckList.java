package io.freshet.ui.ingest;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;

/** Every readiness check of one test, each with PASSED, FAILED or SKIPPED and its message, under the verdict. */
class CheckList extends Div {

    CheckList() {
        this("source-checks");
    }

    CheckList(String id) {
        setId(id);
        setVisible(false);
    }

    /** Shows a test's result, replacing the one shown before. */
    void show(String title, SourceTestResult result) {
        removeAll();
        Paragraph verdict = new Paragraph(title + ": " + Readiness.verdict(result));
        verdict.setId("source-checks-verdict");
        verdict.getStyle().set("font-weight", "bold");
        add(verdict);
        for (SourceCheck check : result.checks()) {
            Div row = new Div();
            row.getElement().setAttribute("data-check", check.kind().name());
            row.getElement().setAttribute("data-outcome", check.outcome().name());
            Span outcome = new Span(check.outcome().name());
            outcome.getStyle().set("display", "inline-block").set("min-width", "5.5em").set("font-weight", "bold")
                    .set("color", color(check.outcome()));
            Span label = new Span(check.kind().label() + " — ");
            Span message = new Span(check.message());
            row.add(outcome, label, message);
            add(row);
        }
        setVisible(true);
    }

    void clear() {
        removeAll();
        setVisible(false);
    }

    private static String color(CheckOutcome outcome) {
        return switch (outcome) {
            case PASSED -> "var(--lumo-success-text-color)";
            case FAILED -> "var(--lumo-error-text-color)";
            case SKIPPED -> "var(--lumo-secondary-text-color)";
        };
    }
}
