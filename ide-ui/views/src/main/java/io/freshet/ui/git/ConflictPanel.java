package io.freshet.ui.git;

import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.textfield.TextArea;
import io.freshet.ui.common.ServiceException;

/**
 * A script changed on both sides: Freshet's text (mine) and the remote's (theirs) side by side, and a merged text to
 * edit. The user keeps one side or the merged text; until the service has resolved it, both texts stay as they are,
 * and a refusal keeps the merged edit too.
 */
final class ConflictPanel extends VerticalLayout {

    /** Ends the conflict with the chosen text (null: the script is deleted); may refuse with a ServiceException. */
    interface Resolver {
        void resolve(String path, String chosenText);
    }

    private final GitConflict conflict;
    private final Resolver resolver;
    private final TextArea merged = new TextArea("Merged text");
    private final Span error = new Span();

    ConflictPanel(GitConflict conflict, String whyNot, Resolver resolver) {
        this.conflict = conflict;
        this.resolver = resolver;
        setId("git-conflict");
        getElement().setAttribute("data-path", conflict.path());
        setPadding(false);
        Paragraph intro = new Paragraph(conflict.path() + " changed in Freshet and on the remote branch. Keep one"
                + " side or write the merged text: both texts stay until you choose.");
        HorizontalLayout sides = new HorizontalLayout(side("git-conflict-mine", "Mine (Freshet)", conflict.here(),
                "deleted in Freshet"), side("git-conflict-theirs", "Theirs (remote branch)", conflict.there(),
                "deleted on the remote branch"));
        sides.setWidthFull();
        merged.setId("git-conflict-merged");
        merged.setWidthFull();
        merged.setMaxHeight("24em");
        merged.setValue(conflict.here() != null ? conflict.here() : conflict.there() == null ? "" : conflict.there());
        merged.getStyle().set("font-family", "var(--lumo-font-family-monospace, monospace)");
        error.setId("git-conflict-error");
        error.getStyle().set("color", "var(--lumo-error-text-color)");
        HorizontalLayout choices = new HorizontalLayout(
                new Guarded("git-conflict-keep-mine", "Keep mine", () -> choose(conflict.here())).allowIf(whyNot),
                new Guarded("git-conflict-take-theirs", "Take theirs", () -> choose(conflict.there())).allowIf(whyNot),
                new Guarded("git-conflict-resolve-merged", "Resolve with the merged text",
                        () -> choose(merged.getValue())).allowIf(whyNot).primary());
        merged.setReadOnly(whyNot != null);
        add(intro, sides, merged, choices, error);
    }

    private static TextArea side(String id, String label, String text, String absent) {
        TextArea area = new TextArea(label);
        area.setId(id);
        area.setReadOnly(true);
        area.setValue(text == null ? "" : text);
        if (text == null) {
            area.setPlaceholder("(" + absent + ")");
        }
        area.setWidth("50%");
        area.setMaxHeight("24em");
        area.getStyle().set("font-family", "var(--lumo-font-family-monospace, monospace)");
        return area;
    }

    private void choose(String text) {
        try {
            error.setText("");
            resolver.resolve(conflict.path(), text);
        } catch (ServiceException e) {
            error.setText(e.userMessage());
        }
    }
}
