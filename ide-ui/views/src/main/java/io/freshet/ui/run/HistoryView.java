package io.freshet.ui.run;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.renderer.ComponentRenderer;
import com.vaadin.flow.data.value.ValueChangeMode;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.scripts.ScriptDocument;
import io.freshet.ui.scripts.ScriptService;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/**
 * Every statement run from Freshet, newest first, searchable; a click on a run shows its whole statement, and a
 * statement can be reopened in the editor.
 */
@Route(value = "history", layout = MainLayout.class)
@Menu(title = "History", order = 7, icon = "vaadin:clock")
@PageTitle("Run history · Freshet")
@RolesAllowed(Roles.VIEWER)
public class HistoryView extends Main {

    /** The project that takes statements reopened from the history. */
    public static final String SCRATCH_PROJECT = "Scratch";
    private static final int LIMIT = 500;
    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneId.systemDefault());

    private final RunService runs;
    private final ScriptService scripts;
    private final TextField text = new TextField("Statement contains");
    private final TextField user = new TextField("User");
    private final ComboBox<RunState> state = new ComboBox<>("State");
    private final Grid<RunRecord> grid = new Grid<>();

    public HistoryView(RunService runs, ScriptService scripts, CurrentUserService currentUser) {
        this.runs = runs;
        this.scripts = scripts;
        getStyle().set("padding", "var(--lumo-space-l)");
        text.setId("history-search");
        text.setValueChangeMode(ValueChangeMode.LAZY);
        text.addValueChangeListener(e -> refresh());
        user.setId("history-user");
        user.setValueChangeMode(ValueChangeMode.LAZY);
        user.addValueChangeListener(e -> refresh());
        state.setId("history-state");
        state.setItems(RunState.values());
        state.setClearButtonVisible(true);
        state.addValueChangeListener(e -> refresh());
        grid.setId("history-grid");
        grid.addColumn(r -> TIME.format(r.startedAt())).setHeader("Started").setAutoWidth(true).setFlexGrow(0);
        grid.addColumn(RunRecord::user).setHeader("User").setAutoWidth(true).setFlexGrow(0);
        grid.addColumn(r -> r.state().name()).setHeader("State").setAutoWidth(true).setFlexGrow(0);
        grid.addColumn(r -> RunRow.format(r.duration())).setHeader("Duration").setAutoWidth(true).setFlexGrow(0);
        grid.addColumn(RunRecord::rows).setHeader("Rows").setAutoWidth(true).setFlexGrow(0);
        // the statement is what a user scans for: it takes the width; a job id is recognised by its first digits
        grid.addColumn(r -> r.statement().strip().replaceAll("\\s+", " ")).setHeader("Statement")
                .setTooltipGenerator(RunRecord::statement).setWidth("16em").setFlexGrow(4).setKey("statement");
        grid.addColumn(r -> r.errorMessage() == null ? "" : r.errorMessage()).setHeader("Error")
                .setTooltipGenerator(r -> r.errorMessage() == null ? "" : r.errorMessage()).setWidth("8em").setFlexGrow(1);
        grid.addColumn(r -> r.jobId() == null ? "" : r.jobId()).setHeader("Job").setKey("job")
                .setTooltipGenerator(r -> r.jobId() == null ? "" : r.jobId()).setWidth("7em").setFlexGrow(0);
        if (currentUser.hasRole(Roles.DEVELOPER)) {
            grid.addComponentColumn(r -> {
                Button open = new Button("Open in editor", e -> openInEditor(r));
                open.addClassName("history-open");
                open.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_SMALL);
                return open;
            }).setAutoWidth(true).setFlexGrow(0).setFrozenToEnd(true).setKey("open");
        }
        // a long statement is cut in its column: a click on the row shows it whole, as it ran
        grid.setItemDetailsRenderer(new ComponentRenderer<>(r -> {
            Pre full = new Pre(r.statement());
            full.addClassName("history-statement-full");
            full.getStyle().set("white-space", "pre-wrap").set("margin", "0").set("max-height", "20em")
                    .set("overflow", "auto").set("font-size", "var(--lumo-font-size-s)");
            return full;
        }));
        grid.setDetailsVisibleOnClick(true);
        HorizontalLayout filters = new HorizontalLayout(text, user, state);
        filters.setAlignItems(FlexComponent.Alignment.BASELINE);
        add(new H2("Run history"), filters, grid);
        refresh();
    }

    private void refresh() {
        try {
            grid.setItems(runs.history(new HistoryQuery(text.getValue(), user.getValue(), state.getValue(), LIMIT)));
        } catch (ServiceException e) {
            error(e);
        }
    }

    /** A new script in the Scratch project, so the history entry itself never changes. */
    private void openInEditor(RunRecord record) {
        try {
            ScriptDocument script = scripts.create(SCRATCH_PROJECT,
                    "history/run-" + record.id() + "-" + System.currentTimeMillis() + ".sql", record.statement() + ";\n");
            getUI().ifPresent(ui -> ui.navigate("editor/" + script.id()));
        } catch (ServiceException e) {
            error(e);
        }
    }

    private static void error(ServiceException e) {
        Notification.show(e.userMessage(), 6_000, Notification.Position.MIDDLE)
                .addThemeVariants(NotificationVariant.LUMO_ERROR);
    }
}
