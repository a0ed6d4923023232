package io.freshet.ui.deploy;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import io.freshet.ui.projects.LineDiff;

/** The deployed definition of a table against its script's, line by line: removed lines red, added lines green. */
public class DefinitionDiff extends Div {

    public DefinitionDiff(TableChange change) {
        addClassName("definition-diff");
        getElement().setAttribute("data-table", change.table());
        getStyle().set("font-family", "var(--lumo-font-family-monospace, monospace)")
                .set("font-size", "var(--lumo-font-size-s)").set("white-space", "pre-wrap")
                .set("border", "1px solid var(--lumo-contrast-20pct)").set("padding", "var(--lumo-space-s)")
                .set("max-height", "24em").set("overflow", "auto");
        add(new Span("--- deployed  +++ " + change.scriptPath() + " line " + change.line() + "\n"));
        for (LineDiff.Line line : change.diff()) {
            Span text = new Span(switch (line.kind()) {
                case SAME -> "  ";
                case REMOVED -> "- ";
                case ADDED -> "+ ";
            } + line.text() + "\n");
            text.addClassName("diff-" + line.kind().name().toLowerCase(java.util.Locale.ROOT));
            if (line.kind() == LineDiff.Kind.REMOVED) {
                text.getStyle().set("background", "var(--lumo-error-color-10pct)");
            } else if (line.kind() == LineDiff.Kind.ADDED) {
                text.getStyle().set("background", "var(--lumo-success-color-10pct)");
            }
            add(text);
        }
    }
}
