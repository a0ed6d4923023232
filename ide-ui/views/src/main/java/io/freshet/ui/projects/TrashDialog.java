package io.freshet.ui.projects;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Span;
import io.freshet.ui.common.ServiceException;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/** The trash: deleted scripts with who deleted them and when; developers restore, administrators empty it. */
public class TrashDialog extends Dialog {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneOffset.UTC);

    private final ProjectService projects;
    private final Grid<TrashEntry> grid = new Grid<>(TrashEntry.class, false);
    private final Span message = new Span();
    private final Runnable changed;

    /**
     * @param changed called after a restore or after emptying, so the tree can reload
     */
    public TrashDialog(ProjectService projects, boolean canRestore, boolean canEmpty, Runnable changed) {
        this.projects = projects;
        this.changed = changed;
        setHeaderTitle("Trash");
        setWidth("48em");
        grid.setId("trash-grid");
        grid.addColumn(TrashEntry::project).setHeader("Project").setAutoWidth(true);
        grid.addColumn(TrashEntry::path).setHeader("Path").setFlexGrow(1);
        grid.addColumn(TrashEntry::deletedBy).setHeader("Deleted by").setAutoWidth(true);
        grid.addColumn(t -> WHEN.format(t.deletedAt())).setHeader("Deleted at (UTC)").setAutoWidth(true);
        grid.setAllRowsVisible(true);
        message.setId("trash-message");
        add(grid, message);
        Button close = new Button("Close", e -> close());
        close.setId("trash-close");
        if (canRestore) {
            Button restore = new Button("Restore", e -> restore());
            restore.setId("trash-restore");
            restore.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
            getFooter().add(restore);
        }
        if (canEmpty) {
            Button empty = new Button("Empty trash", e -> run(() -> {
                int n = projects.emptyTrash();
                message.setText("Deleted " + n + " scripts for good.");
            }));
            empty.setId("trash-empty");
            empty.addThemeVariants(ButtonVariant.LUMO_ERROR);
            getFooter().add(empty);
        }
        getFooter().add(close);
        reload();
    }

    private void restore() {
        TrashEntry selected = grid.asSingleSelect().getValue();
        if (selected == null) {
            message.setText("Select a script to restore.");
            return;
        }
        run(() -> {
            projects.restore(selected.scriptId());
            message.setText("Restored " + selected.path());
        });
    }

    private void run(Runnable action) {
        try {
            action.run();
            reload();
            changed.run();
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }

    private void reload() {
        grid.setItems(projects.trash());
    }
}
