package io.freshet.ui.ingest;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthLookup;
import io.freshet.ui.health.HealthService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongFunction;
import java.util.stream.Collectors;

/**
 * The ingestions with their state, their health as the health model judges it (the state other pages show), their
 * job's status on the ingestion gateway, rows/s, replication lag in bytes and event time, the estimated commit-to-ODS
 * delay, and slot size; the selected one can be stopped (with a savepoint), restarted from it, deleted (its replication
 * slots dropped, its tables kept), or have one of its tables resynced (emptied and read again from the source).
 */
@Route(value = "ingestions", layout = MainLayout.class)
@Menu(title = "Ingestions", order = 9.3, icon = "vaadin:flow-tree")
@PageTitle("Ingestions · Freshet")
@RolesAllowed(Roles.DEVELOPER)
public class IngestionsView extends Main {

    /** What the Commit to ODS figure is, as its tooltip says it. */
    static final String ODS_LATENCY = "Estimated time from a commit in the source to the row in its ODS table:"
            + " the source's delay for its latest change, plus the wait for the next checkpoint (half the interval,"
            + " up to all of it), plus the latest checkpoint's duration";

    private final IngestionService ingestions;
    private final IngestionMonitor monitor;
    private final HealthService health;
    private Map<Long, IngestionMetrics> metrics = Map.of();
    private HealthLookup healthNow = HealthLookup.empty();
    private final Grid<IngestionSummary> grid = new Grid<>(IngestionSummary.class, false);
    private final Paragraph message = new Paragraph();
    private final Button stop = new Button("Stop with savepoint");
    private final Button restart = new Button("Restart");
    private final Button delete = new Button("Delete");
    private final Button drift = new Button("Check schema drift");
    private final Pre driftReport = new Pre();
    private final Button applyDrift = new Button("Apply schema changes and restart");
    private final Select<String> resyncTable = new Select<>();
    private final Button resync = new Button("Resync table");
    private Long checkedDrift;
    private List<String> checkedStatements = List.of();

    public IngestionsView(IngestionService ingestions, IngestionMonitor monitor, HealthService health) {
        this.ingestions = ingestions;
        this.monitor = monitor;
        this.health = health;
        getStyle().set("padding", "var(--lumo-space-l)");
        grid.setId("ingestions");
        grid.addColumn(IngestionSummary::id).setHeader("#").setAutoWidth(true);
        grid.addColumn(i -> i.source() + "." + i.schema()).setHeader("Source").setAutoWidth(true);
        grid.addColumn(i -> i.targetDatabase() + ": " + String.join(", ", i.tables())).setHeader("Tables");
        grid.addColumn(i -> i.mode() == IngestionMode.SNAPSHOT ? "Snapshot" : "CDC").setHeader("Mode")
                .setAutoWidth(true);
        grid.addColumn(i -> i.state().name()).setHeader("State").setAutoWidth(true);
        // the state every page shows, the health model's, with since when and why as its tooltip
        grid.addColumn(i -> IngestionFigures.health(healthOf(i))).setHeader("Health").setAutoWidth(true)
                .setTooltipGenerator(i -> IngestionFigures.healthWords(healthOf(i)));
        grid.addColumn(IngestionsView::job).setHeader("Job").setAutoWidth(true);
        grid.addColumn(i -> IngestionFigures.rows(metrics.get(i.id()))).setHeader("Rows/s").setAutoWidth(true);
        grid.addColumn(i -> IngestionFigures.lag(metrics.get(i.id()))).setHeader("Lag").setAutoWidth(true);
        grid.addColumn(i -> IngestionFigures.lagSeconds(metrics.get(i.id()))).setHeader("Event lag")
                .setAutoWidth(true);
        grid.addColumn(i -> IngestionFigures.odsLatency(metrics.get(i.id()))).setHeader("Commit to ODS")
                .setAutoWidth(true).setTooltipGenerator(i -> ODS_LATENCY);
        grid.addColumn(i -> IngestionFigures.slotSize(metrics.get(i.id()))).setHeader("Slot size")
                .setAutoWidth(true);
        grid.addColumn(i -> IngestionFigures.restarts(metrics.get(i.id()))).setHeader("Restarts")
                .setTooltipGenerator(i -> IngestionFigures.restarts(metrics.get(i.id())));
        grid.addColumn(i -> i.message() == null ? "" : i.message()).setHeader("Last event");
        grid.addSelectionListener(e -> {
            resyncTable.setItems(selected().map(IngestionSummary::tables).orElse(List.of()));
            selected().filter(i -> i.tables().size() == 1).ifPresent(i -> resyncTable.setValue(i.tables().get(0)));
            gate();
        });
        message.setId("ingestions-message");
        stop.setId("ingestion-stop");
        restart.setId("ingestion-restart");
        delete.setId("ingestion-delete");
        Button refresh = new Button("Refresh", e -> load());
        refresh.setId("ingestions-refresh");
        stop.addClickListener(e -> act(ingestions::stop, "stopped"));
        restart.addClickListener(e -> act(ingestions::restart, "restarted"));
        delete.addClickListener(e -> selected().ifPresent(i -> confirm(IngestionConfirmations.delete(i,
                () -> act(id -> {
                    ingestions.delete(id);
                    return null;
                }, "deleted")))));
        drift.setId("ingestion-drift");
        driftReport.setId("ingestion-drift-report");
        drift.addClickListener(e -> showDrift());
        applyDrift.setId("ingestion-apply-drift");
        applyDrift.addClickListener(e -> selected().ifPresent(i -> confirm(IngestionConfirmations.applyDrift(i,
                checkedStatements, () -> applyDrift(i.id())))));
        resyncTable.setId("ingestion-resync-table");
        resyncTable.setPlaceholder("Table to resync");
        resyncTable.addValueChangeListener(e -> gate());
        resync.setId("ingestion-resync");
        resync.addClickListener(e -> selected().ifPresent(this::confirmResync));
        add(new H2("Ingestions"), new HorizontalLayout(refresh, stop, restart, delete, drift, applyDrift),
                new HorizontalLayout(resyncTable, resync), message, grid, driftReport);
        load();
    }

    static String job(IngestionSummary i) {
        if (i.jobId() == null) {
            return "";
        }
        return i.jobId().substring(0, Math.min(8, i.jobId().length()))
                + (i.jobStatus() == null || i.jobStatus().isEmpty() ? "" : " " + i.jobStatus());
    }

    private HealthEntry healthOf(IngestionSummary i) {
        return healthNow.ingestion(i.source(), i.schema(), i.id());
    }

    private void load() {
        checkedDrift = null;
        // a report no longer backs an apply once the page reloads: it would show changes already made
        driftReport.setText("");
        try {
            List<IngestionSummary> all = ingestions.list();
            metrics = monitor.metrics().stream().collect(Collectors.toMap(IngestionMetrics::id, m -> m));
            healthNow = HealthLookup.of(health.current());
            grid.setItems(all);
            if (all.isEmpty()) {
                message.setText("No ingestion yet: create one with New ingestion.");
            }
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
        gate();
    }

    private boolean act(LongFunction<IngestionSummary> action, String done) {
        Optional<IngestionSummary> selected = grid.getSelectedItems().stream().findFirst();
        if (selected.isEmpty()) {
            return false;
        }
        long id = selected.get().id();
        try {
            action.apply(id);
            load();
            message.setText("Ingestion " + id + " " + done + ".");
            return true;
        } catch (ServiceException e) {
            load();
            message.setText(e.userMessage());
            return false;
        }
    }

    private void applyDrift(long id) {
        if (act(ingestions::applyDrift, "restarted with its schema changes applied")) {
            // the report then says what the tables look like now, not the changes just made
            showDrift(id);
        }
    }

    private Optional<IngestionSummary> selected() {
        return grid.getSelectedItems().stream().findFirst();
    }

    private void confirmResync(IngestionSummary i) {
        String table = resyncTable.getValue();
        ResyncPreview preview;
        try {
            // the ODS name and the tables switched off 'input' come from the service, as the resync uses them
            preview = ingestions.resyncPreview(i.id(), table);
        } catch (ServiceException e) {
            message.setText(e.userMessage());
            return;
        }
        confirm(IngestionConfirmations.resync(i, table, preview, () -> act(id -> ingestions.resync(id, table),
                "is reading " + table + " again from its source")));
    }

    private void confirm(ConfirmDialog dialog) {
        // in the page's tree while open, so it is found there; gone once answered
        dialog.addConfirmListener(e -> remove(dialog));
        dialog.addCancelListener(e -> remove(dialog));
        add(dialog);
        dialog.open();
    }

    private void gate() {
        Optional<IngestionSummary> selected = grid.getSelectedItems().stream().findFirst();
        IngestionState state = selected.map(IngestionSummary::state).orElse(null);
        boolean snapshot = selected.map(i -> i.mode() == IngestionMode.SNAPSHOT).orElse(false);
        // a snapshot ingestion is materialized tables: stopping suspends their refreshes, no savepoint is taken
        stop.setText(snapshot ? "Suspend refreshes" : "Stop with savepoint");
        // a failed ingestion may have left a job (a failed start or stop): Stop ends it
        stop.setEnabled(state != null && (state.active() || (!snapshot && state == IngestionState.FAILED)));
        restart.setEnabled(state != null && state.canMoveTo(IngestionState.CREATING));
        delete.setEnabled(state != null && state.canMoveTo(IngestionState.DELETED));
        // the drift check proposes ALTER TABLE for CDC's Paimon tables; a materialized table is re-created instead
        drift.setEnabled(state != null && !snapshot);
        // applied only right after the check that showed what it runs
        applyDrift.setEnabled(selected.map(i -> Long.valueOf(i.id()).equals(checkedDrift)).orElse(false)
                && state != null && (state.active() || state == IngestionState.STOPPED));
        // CDC only: a snapshot ingestion's table is a materialized table, which a refresh reads again
        boolean resyncable = !snapshot && state != null && (state.active() || state == IngestionState.STOPPED
                || state == IngestionState.FAILED);
        resyncTable.setEnabled(resyncable);
        resync.setEnabled(resyncable && resyncTable.getValue() != null);
    }

    private void showDrift() {
        selected().ifPresent(i -> showDrift(i.id()));
    }

    private void showDrift(long id) {
        try {
            List<TableDrift> found = ingestions.drift(id);
            driftReport.setText(DriftReport.text(id, found));
            checkedDrift = !found.isEmpty() && found.stream().noneMatch(TableDrift::needsResync) ? id : null;
            checkedStatements = found.stream().flatMap(d -> d.ddl().stream()).toList();
        } catch (ServiceException e) {
            driftReport.setText(e.userMessage());
            checkedDrift = null;
        }
        gate();
    }
}
