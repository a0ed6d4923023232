package io.freshet.ui.ingest;

import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.html.Span;

/**
 * A source's readiness in words (what its last test says it can do, and each failed check's message), as the Sources
 * page shows it, and the confirmation before a source is forgotten.
 */
final class Readiness {

    private Readiness() {
    }

    /** The verdict alone: "CDC ready", "Connects (snapshot only)" or "Does not connect". */
    static String verdict(SourceTestResult result) {
        if (result.cdcReady()) {
            return "CDC ready";
        }
        return result.connects() ? "Connects (snapshot only)" : "Does not connect";
    }

    /** The verdict followed by every failed check's message. */
    static String describe(SourceTestResult result) {
        if (result.problems().isEmpty()) {
            return verdict(result);
        }
        return verdict(result) + ": " + String.join(" ", result.problems());
    }

    /** The grid cell: the text, coloured by the verdict when there is one. */
    static Span cell(String source, String text, SourceTestResult result) {
        Span span = new Span(text);
        span.getElement().setAttribute("data-source", source);
        span.getStyle().set("white-space", "normal");
        if (result != null) {
            span.getStyle().set("color", result.cdcReady() ? "var(--lumo-success-text-color)"
                    : result.connects() ? "var(--lumo-warning-text-color, orange)" : "var(--lumo-error-text-color)");
        }
        return span;
    }

    /** Asks before deleting a source, saying what is forgotten and that the database itself is left alone. */
    static ConfirmDialog deleteConfirmation(SourceSummary s, Runnable delete) {
        ConfirmDialog dialog = new ConfirmDialog();
        dialog.setId("source-delete-confirm");
        dialog.setHeader("Delete the source " + s.name() + "?");
        dialog.setText("Freshet forgets " + s.kind().label() + " " + s.host() + ":" + s.port() + "/" + s.database()
                + " and its stored password. The database itself is not touched.");
        dialog.setCancelable(true);
        dialog.setConfirmText("Delete");
        dialog.setConfirmButtonTheme("error primary");
        dialog.addConfirmListener(e -> delete.run());
        return dialog;
    }
}
