package io.freshet.ui.lineage;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.deploy.ChangedTablesButton;
import io.freshet.ui.deploy.EnvironmentField;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Lineage page: a project's table and column lineage, focus, search, details and impact analysis, in production or
 * in an environment (its tables under the names they have there, with those live tables' states).
 */
@Route(value = "lineage", layout = MainLayout.class)
@Menu(title = "Lineage", order = 5, icon = "vaadin:cluster")
@PageTitle("Lineage · Freshet")
@RolesAllowed(Roles.VIEWER)
public class LineageView extends Main implements BeforeEnterObserver {

    private final LineageService lineage;
    private final GraphCanvas canvas = new GraphCanvas();
    private final GraphDrawing drawing = new GraphDrawing(canvas);
    private final ComboBox<String> project;
    private final EnvironmentField environment;
    private final LineageToolbar toolbar;
    private final Span message = new Span();
    private final ChangedTablesButton changed = new ChangedTablesButton();
    private final LineageDetails details;
    private final LineageFollower follower;
    private final LineageTrails trails;
    // the project's whole graph; the canvas may show a part of it (LargeGraph)
    private LineageGraph graph;
    // a table asked for in the address before the graph was there, and whether its impact was asked too
    private String wantedTable;
    private boolean wantedImpact;
    private String selectedTable;
    private String selectedColumn;

    public LineageView(LineageService lineage) {
        this.lineage = lineage;
        this.follower = new LineageFollower(lineage);
        this.details = new LineageDetails(this::selectColumn, id -> getUI().ifPresent(ui -> ui.navigate("editor/" + id)));
        this.toolbar = new LineageToolbar(new LineageToolbar.Actions(this::find,
                () -> ifSelected(() -> canvas.toggleColumns(selectedTable)),
                (upstream, downstream) -> ifSelected(() -> canvas.focus(selectedTable, upstream, downstream)),
                this::showAll, this::impact, format -> canvas.download(format, fileName()), this::followColumn));
        this.trails = new LineageTrails(lineage, canvas, details);
        this.project = toolbar.project();
        this.environment = new EnvironmentField("lineage-environment", "The graph shows the names and the live states"
                + " of the tables there.", chosen -> {
                    // a table's name differs from one environment to the other: nothing stays selected
                    selectedTable = null;
                    selectedColumn = null;
                    load(project.getValue());
                });
        toolbar.addComponentAtIndex(1, environment);
        setSizeFull();
        getStyle().set("display", "flex").set("flex-direction", "column");
        message.setId("lineage-message");
        canvas.setId("lineage-graph");
        canvas.setSizeFull();
        canvas.addNodeSelectListener(e -> {
            if (LargeGraph.group(e.table())) {
                run(() -> message.setText(drawing.group(graph, e.table())));
            } else {
                select(e.table(), e.column(), false);
            }
        });
        HorizontalLayout body = new HorizontalLayout(canvas, details);
        body.setSizeFull();
        body.setFlexGrow(1, canvas);
        body.getStyle().set("flex", "1").set("min-height", "0");
        changed.setId("lineage-changes");
        add(toolbar, new HorizontalLayout(message, changed), body);
        project.addValueChangeListener(e -> load(e.getValue()));
        run(() -> {
            List<String> names = lineage.projects();
            project.setItems(names);
            if (!names.isEmpty()) {
                project.setValue(names.contains("ecommerce") ? "ecommerce" : names.get(0));
            }
        });
    }

    /**
     * {@code lineage?project=p&table=catalog.db.t&impact=true} opens a table, as the editor's Impact button does;
     * {@code environment=dev_} shows the project in that environment.
     */
    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        Map<String, List<String>> query = event.getLocation().getQueryParameters().getParameters();
        String wantedProject = first(query, "project");
        if (wantedProject != null && lineage.projects().contains(wantedProject)) {
            project.setValue(wantedProject);
        }
        String wantedEnvironment = first(query, "environment");
        if (wantedEnvironment != null) {
            environment.setValue(wantedEnvironment);
        }
        wantedTable = first(query, "table");
        wantedImpact = "true".equals(first(query, "impact"));
        openWanted();
    }

    /** Selects the table the address asked for once the graph is there (and shows its impact when asked). */
    private void openWanted() {
        String table = wantedTable;
        if (table == null || graph == null) {
            return;
        }
        wantedTable = null;
        if (graph.tables().stream().noneMatch(t -> t.id().equals(table))) {
            message.setText("No table " + table + " in the lineage of " + project.getValue());
            return;
        }
        boolean showImpact = wantedImpact;
        if (LargeGraph.large(graph)) {
            run(() -> message.setText(drawing.neighbourhood(graph, table)));
        }
        canvas.whenDrawn(() -> {
            select(table, null, true);
            if (showImpact) {
                impact();
            }
        });
    }

    private static String first(Map<String, List<String>> query, String name) {
        List<String> values = query.get(name);
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    /** Shows and follows the project; before the page is attached only the last choice counts, shown once attached. */
    private void load(String name) {
        UI ui = getUI().orElse(null);
        if (name == null || ui == null) {
            return;
        }
        String where = environment.chosen();
        run(() -> {
            // followed first: an analysis that ends between the two calls is then heard of, not lost
            follow(ui, name, where);
            showLatest(name, where);
        });
    }

    /** The graph as last computed, or a word that it is being computed (the follower brings it when done). */
    private void showLatest(String name, String where) throws JsonProcessingException {
        Optional<LineageGraph> latest = lineage.latest(name, where);
        if (latest.isPresent()) {
            show(latest.get());
        } else {
            if (graph != null) {
                // another project's graph must not stand under this project's name meanwhile
                canvas.setGraphJson(GraphJson.of(new LineageGraph("", List.of(), List.of(), List.of(), List.of())));
            }
            graph = null;
            message.setText("Computing the lineage of " + name + "…");
            message.getElement().setAttribute("data-environment", where);
        }
    }

    private void show(LineageGraph shown) throws JsonProcessingException {
        graph = shown;
        String counted = drawing.whole(graph);
        message.setText(graph.problems().isEmpty() ? counted
                : counted + "; without lineage: " + String.join("; ", graph.problems()));
        changed.show(graph.changes());
        message.getElement().setAttribute("data-environment", environment.chosen());
        openWanted();
    }

    /** A saved script redraws the open graph; the selected table stays selected while it exists. */
    private void follow(UI ui, String name, String where) {
        follower.follow(name, where, ui, updated -> {
            // the page may have drawn this very graph already, having waited for the update that pushes it
            if (name.equals(project.getValue()) && where.equals(environment.chosen()) && !updated.equals(graph)) {
                run(() -> show(updated));
                if (selectedTable != null && updated.tables().stream().anyMatch(t -> t.id().equals(selectedTable))) {
                    canvas.whenDrawn(() -> select(selectedTable, selectedColumn, false));
                }
            }
        });
    }

    @Override
    protected void onAttach(AttachEvent event) {
        load(project.getValue());
    }

    @Override
    protected void onDetach(DetachEvent event) {
        follower.stop();
    }

    private void find() {
        if (graph == null || toolbar.searchText().isBlank()) {
            return;
        }
        String wanted = toolbar.searchText().strip().toLowerCase(java.util.Locale.ROOT);
        graph.tables().stream().filter(t -> t.id().equalsIgnoreCase(wanted)).findFirst()
                .or(() -> graph.tables().stream().filter(t -> t.name().toLowerCase(java.util.Locale.ROOT).contains(wanted))
                        .findFirst())
                .ifPresentOrElse(t -> {
                    if (LargeGraph.large(graph)) {
                        run(() -> message.setText(drawing.neighbourhood(graph, t.id())));
                        canvas.whenDrawn(() -> select(t.id(), null, true));
                    } else {
                        select(t.id(), null, true);
                    }
                }, () -> message.setText("No table matches " + wanted));
    }

    private void select(String table, String column, boolean center) {
        selectedTable = table;
        selectedColumn = column;
        if (center) {
            canvas.select(table);
        }
        graph.tables().stream().filter(t -> t.id().equals(table)).findFirst().ifPresent(t -> details.show(t, column));
        followColumn();
    }

    private void selectColumn(String column) {
        selectedColumn = column;
        followColumn();
    }

    /** A selected column is followed through the graph at once, in the toolbar's direction. */
    private void followColumn() {
        if (selectedTable != null && selectedColumn != null) {
            run(() -> trails.follow(project.getValue(), environment.chosen(), selectedTable, selectedColumn,
                    toolbar.follow()));
        }
    }

    private void impact() {
        ifSelected(() -> run(() -> trails.impact(project.getValue(), environment.chosen(), selectedTable,
                selectedColumn)));
    }

    /** Every table again: a large graph's overview, since all of its tables cannot be drawn. */
    private void showAll() {
        if (graph != null && LargeGraph.large(graph)) {
            run(() -> show(graph));
        } else {
            canvas.showAll();
        }
    }

    private void ifSelected(Runnable action) {
        if (selectedTable == null) {
            message.setText("Select a table first (click it or find it).");
        } else {
            action.run();
        }
    }

    private String fileName() {
        return "lineage-" + (project.getValue() == null ? "project" : project.getValue())
                + (environment.chosen().isEmpty() ? "" : "-" + environment.chosen());
    }

    /** An action that may fail with a user message. */
    private interface Action {
        void run() throws JsonProcessingException;
    }

    private void run(Action action) {
        try {
            action.run();
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        } catch (JsonProcessingException e) {
            message.setText("The lineage graph could not be drawn.");
        }
    }
}
