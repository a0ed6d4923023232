package io.freshet.ui.projects;

import com.vaadin.flow.component.ComponentEventListener;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.shared.Registration;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.scripts.ScriptConflictException;
import io.freshet.ui.scripts.ScriptDocument;
import io.freshet.ui.scripts.ScriptRevision;
import io.freshet.ui.scripts.ScriptService;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * A script's versions with who saved them and when; a chosen version is shown as a line diff against the
 * current text, and restoring saves it as a new version (refused if someone saved meanwhile).
 */
public class VersionHistoryDialog extends Dialog {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneOffset.UTC);

    private final ScriptService scripts;
    private final ProjectService projects;
    private final Grid<ScriptRevision> grid = new Grid<>(ScriptRevision.class, false);
    private final Div diff = new Div();
    private final Span message = new Span();
    private ScriptDocument current;

    public VersionHistoryDialog(ScriptService scripts, ProjectService projects, long scriptId, boolean canRestore) {
        this.scripts = scripts;
        this.projects = projects;
        this.current = scripts.open(scriptId);
        setHeaderTitle("History of " + current.path());
        setWidth("84em");
        setMaxWidth("96vw");
        grid.setId("history-grid");
        grid.addColumn(ScriptRevision::version).setHeader("Version").setAutoWidth(true);
        grid.addColumn(ScriptRevision::savedBy).setHeader("Saved by").setAutoWidth(true);
        grid.addColumn(r -> WHEN.format(r.savedAt())).setHeader("Saved at (UTC)").setAutoWidth(true);
        // wide enough for the three columns side by side, so the time is never cut or scrolled away
        grid.setWidth("36em");
        grid.getStyle().set("flex-shrink", "0");
        grid.setHeight("24em");
        grid.asSingleSelect().addValueChangeListener(e -> showDiff(e.getValue()));
        diff.setId("history-diff");
        diff.getStyle().set("font-family", "var(--lumo-font-family-monospace, monospace)").set("white-space", "pre")
                .set("overflow", "auto").set("height", "24em").set("flex-grow", "1")
                .set("font-size", "var(--lumo-font-size-s)");
        message.setId("history-message");
        HorizontalLayout body = new HorizontalLayout(grid, diff);
        body.setWidthFull();
        add(body, message);
        Button close = new Button("Close", e -> close());
        close.setId("history-close");
        if (canRestore) {
            Button restore = new Button("Restore this version", e -> restore());
            restore.setId("history-restore");
            restore.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
            getFooter().add(restore);
        }
        getFooter().add(close);
        reload();
    }

    /** Called after a restore with the script as now saved. */
    public Registration addRestoredListener(ComponentEventListener<VersionRestoredEvent> listener) {
        return addListener(VersionRestoredEvent.class, listener);
    }

    private void showDiff(ScriptRevision revision) {
        diff.removeAll();
        if (revision == null) {
            return;
        }
        message.setText("Version " + revision.version() + " (−) compared with the current version "
                + current.version() + " (+)");
        for (LineDiff.Line line : LineDiff.diff(revision.content(), current.content())) {
            Div row = new Div();
            row.addClassName("diff-" + line.kind().name().toLowerCase());
            switch (line.kind()) {
                case ADDED -> row.getStyle().set("background", "var(--lumo-success-color-10pct)");
                case REMOVED -> row.getStyle().set("background", "var(--lumo-error-color-10pct)");
                default -> { }
            }
            String mark = switch (line.kind()) {
                case ADDED -> "+ ";
                case REMOVED -> "- ";
                case SAME -> "  ";
            };
            row.setText(mark + line.text());
            diff.add(row);
        }
    }

    private void restore() {
        ScriptRevision chosen = grid.asSingleSelect().getValue();
        if (chosen == null) {
            message.setText("Select a version to restore.");
            return;
        }
        try {
            current = projects.restoreVersion(current.id(), current.version(), chosen.version());
            message.setText("Restored version " + chosen.version() + " as version " + current.version());
            reload();
            fireEvent(new VersionRestoredEvent(this, current));
        } catch (ScriptConflictException conflict) {
            current = conflict.current();
            reload();
            message.setText(conflict.userMessage());
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }

    private void reload() {
        grid.setItems(scripts.history(current.id()));
        diff.removeAll();
    }
}
