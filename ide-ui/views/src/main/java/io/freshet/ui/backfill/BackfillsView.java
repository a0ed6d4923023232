package io.freshet.ui.backfill;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.progressbar.ProgressBar;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.PollSwitch;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;

/** Backfill history (who, when, table, range, result, progress) and one backfill's partitions; polls while one runs. */
@Route(value = "backfills", layout = MainLayout.class)
@Menu(title = "Backfills", order = 6, icon = "vaadin:time-backward")
@PageTitle("Backfills · Freshet")
@RolesAllowed(Roles.VIEWER)
public class BackfillsView extends Main {

    private static final int POLL_MS = 1000;
    private static final int HISTORY = 200;

    private final BackfillService backfills;
    private final Grid<BackfillSummary> history = new Grid<>(BackfillSummary.class, false);
    private final BackfillDetailPanel detail;
    private final Paragraph message = new Paragraph();
    private final PollSwitch polling = new PollSwitch(this, POLL_MS, this::refresh);
    // the backfill a "Cancelling"/"Retrying" message is about: the message goes once that backfill has ended
    private long acting = -1;

    public BackfillsView(BackfillService backfills, CurrentUserService user) {
        this.backfills = backfills;
        getStyle().set("padding", "var(--lumo-space-l)");
        boolean developer = user.hasRole(Roles.DEVELOPER);
        detail = new BackfillDetailPanel(developer, this::cancel, this::retry);
        message.setId("backfills-message");
        history.setId("backfill-history");
        history.addColumn(BackfillSummary::id).setHeader("#").setAutoWidth(true).setFlexGrow(0);
        history.addColumn(s -> BackfillDetailPanel.time(s.createdAt())).setHeader("When").setAutoWidth(true);
        history.addColumn(BackfillSummary::createdBy).setHeader("Who").setAutoWidth(true);
        history.addColumn(BackfillSummary::table).setHeader("Table").setAutoWidth(true);
        history.addColumn(s -> s.rangeFrom() + " .. " + s.rangeTo()).setHeader("Range").setAutoWidth(true);
        history.addComponentColumn(BackfillsView::progressCell).setHeader("Progress").setWidth("16em");
        history.addColumn(BackfillSummary::state).setHeader("Result").setAutoWidth(true);
        history.addColumn(BackfillSummary::message).setHeader("Message");
        history.setAllRowsVisible(true);
        history.asSingleSelect().addValueChangeListener(e -> {
            if (e.getValue() != null) {
                showDetail(e.getValue().id());
            }
        });
        Div actions = new Div();
        if (developer) {
            Button create = new Button("New backfill", e -> openDialog());
            create.setId("new-backfill");
            actions.add(create);
        }
        add(new H2("Backfills"), actions, message, history, detail);
        refresh();
    }

    @Override
    protected void onAttach(AttachEvent event) {
        refresh();
    }

    private void openDialog() {
        try {
            BackfillDialog dialog = new BackfillDialog(backfills, null);
            dialog.addStartedListener(started -> {
                message.setText("Started backfill " + started.id() + " of " + started.table());
                refresh();
                showDetail(started.id());
            });
            dialog.open();
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }

    private void refresh() {
        try {
            List<BackfillSummary> items = backfills.history(HISTORY);
            history.setItems(items);
            if (detail.shownId() >= 0) {
                showDetail(detail.shownId());
            }
            // poll only while something runs: an idle page costs the server nothing
            if (items.stream().anyMatch(s -> s.id() == acting && s.state().isFinal())) {
                message.setText("");
                acting = -1;
            }
            boolean running = items.stream().anyMatch(s -> !s.state().isFinal());
            polling.set(running);
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }

    private void showDetail(long id) {
        try {
            detail.show(backfills.detail(id));
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }

    private void cancel(long id) {
        act(id, () -> backfills.cancel(id), "Cancelling backfill " + id);
    }

    private void retry(long id) {
        act(-1, () -> backfills.retry(id), "Retrying backfill " + id);
    }

    private void act(long id, Runnable action, String done) {
        try {
            action.run();
            message.setText(done);
            acting = id;
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
        refresh();
    }

    private static Div progressCell(BackfillSummary s) {
        ProgressBar bar = new ProgressBar(0, 1, s.progress());
        Span text = new Span(s.progressText());
        text.getStyle().set("font-size", "var(--lumo-font-size-s)");
        return new Div(bar, text);
    }
}
