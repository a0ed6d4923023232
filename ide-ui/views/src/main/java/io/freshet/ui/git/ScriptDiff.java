package io.freshet.ui.git;

import com.vaadin.flow.component.html.Div;
import io.freshet.ui.projects.LineDiff;
import java.util.Locale;

/**
 * One script's diff between Freshet and the remote branch, line by line ({@link LineDiff}, as the version history
 * compares): what a commit and push would send, or, for a change made on the remote, what a pull would bring.
 */
final class ScriptDiff extends Div {

    ScriptDiff(ScriptGitTexts texts, ScriptGitState state) {
        setId("git-diff");
        getElement().setAttribute("data-path", texts.path());
        getStyle().set("font-family", "var(--lumo-font-family-monospace, monospace)")
                .set("font-size", "var(--lumo-font-size-s)").set("white-space", "pre-wrap")
                .set("border", "1px solid var(--lumo-contrast-20pct)").set("padding", "var(--lumo-space-s)")
                .set("max-height", "32em").set("overflow", "auto");
        boolean incoming = state == ScriptGitState.CHANGED_THERE;
        String older = incoming ? texts.here() : texts.there();
        String newer = incoming ? texts.there() : texts.here();
        Div header = new Div();
        header.addClassName("diff-header");
        header.getStyle().set("color", "var(--lumo-secondary-text-color)");
        header.setText(incoming ? "--- Freshet  +++ remote branch: what a pull brings into " + texts.path()
                : "--- remote branch  +++ Freshet: what a commit and push send for " + texts.path());
        add(header);
        if (older != null && older.equals(newer)) {
            Div same = new Div();
            same.addClassName("diff-none");
            same.setText("The same text in Freshet and on the remote branch.");
            add(same);
            return;
        }
        for (LineDiff.Line line : LineDiff.diff(older, newer)) {
            Div row = new Div();
            row.addClassName("diff-" + line.kind().name().toLowerCase(Locale.ROOT));
            switch (line.kind()) {
                case ADDED -> row.getStyle().set("background", "var(--lumo-success-color-10pct)");
                case REMOVED -> row.getStyle().set("background", "var(--lumo-error-color-10pct)");
                default -> { }
            }
            row.setText(switch (line.kind()) {
                case ADDED -> "+ ";
                case REMOVED -> "- ";
                case SAME -> "  ";
            } + line.text());
            add(row);
        }
    }
}
