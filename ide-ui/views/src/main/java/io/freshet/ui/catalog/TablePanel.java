package io.freshet.ui.catalog;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.tabs.TabSheet;
import io.freshet.ui.backfill.BackfillService;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.scripts.ScriptService;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.serving.ServePanel;
import io.freshet.ui.serving.ServingService;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/** A table's page: header with badges, the materialized-table panel when it is one, and the detail tabs. */
class TablePanel extends Div {

    static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'").withZone(ZoneOffset.UTC);
    private static final int SNAPSHOTS = 100;
    private static final int PREVIEW_ROWS = 200;

    private final CatalogService catalog;
    private final TableRef ref;
    private final Consumer<String> error;

    /** @param health the table's entry in the health model as the page read it, null when it has none */
    TablePanel(CatalogService catalog, ScriptService scripts, BackfillService backfills, ServingService serving,
               CurrentUserService user, TableRef ref, HealthEntry health, Consumer<String> error, Runnable changed) {
        this.catalog = catalog;
        this.ref = ref;
        this.error = error;
        TableDetail detail = catalog.table(ref);
        H2 title = new H2(ref.toString());
        title.setId("table-title");
        HorizontalLayout header = new HorizontalLayout(title);
        header.setAlignItems(HorizontalLayout.Alignment.CENTER);
        // a long name and the buttons go onto a second line rather than off the page
        header.getStyle().set("flex-wrap", "wrap");
        title.getStyle().set("overflow-wrap", "anywhere");
        if (detail.materialized() != null) {
            header.add(Badges.mode(detail.materialized().refreshMode()), Badges.status(detail.materialized().status()));
        }
        if (health != null && health.state().alarm()) {
            // the state is the health model's, as in the tree and the health line: never judged again here
            header.add(Badges.health(health));
        }
        if (user.hasRole(Roles.DEVELOPER)) {
            Button derive = new Button("New materialized table from this", e -> {
                try {
                    new CreateMaterializedTableDialog(catalog, "SELECT * FROM " + ref.sql()).open();
                } catch (ServiceException ex) {
                    error.accept(ex.userMessage());
                }
            });
            derive.setId("table-new-mt");
            header.add(derive);
        }
        add(header);
        if (detail.comment() != null && !detail.comment().isBlank()) {
            add(new Span(detail.comment()));
        }
        if (detail.materialized() != null) {
            add(new MaterializedTablePanel(catalog, scripts, backfills, user, detail, error, changed));
        }
        TabSheet tabs = new TabSheet();
        tabs.setId("table-tabs");
        tabs.setWidthFull();
        tabs.add("Schema", schema(detail));
        tabs.add("Options", options(detail.options()));
        tabs.add("Partitions", lazily(this::partitions));
        tabs.add("Snapshots", lazily(this::snapshots));
        tabs.add("Preview", preview());
        Pre ddl = new Pre(detail.ddl());
        ddl.setId("table-ddl");
        tabs.add("DDL", ddl);
        tabs.add("Serve", lazily(() -> new ServePanel(serving, user.hasRole(Roles.ADMIN), ref.database(),
                ref.table())));
        add(tabs);
    }

    private Grid<ColumnDetail> schema(TableDetail detail) {
        Grid<ColumnDetail> grid = new Grid<>();
        grid.setId("schema-grid");
        grid.addColumn(ColumnDetail::name).setHeader("Column");
        grid.addColumn(ColumnDetail::type).setHeader("Type").setAutoWidth(true);
        grid.addColumn(c -> (c.primaryKey() ? "PK " : "") + (c.partitionKey() ? "PARTITION" : "")).setHeader("Key");
        grid.addColumn(c -> c.comment() == null ? "" : c.comment()).setHeader("Comment");
        grid.setItems(detail.columns());
        grid.setAllRowsVisible(true);
        return grid;
    }

    private Grid<Map.Entry<String, String>> options(Map<String, String> options) {
        Grid<Map.Entry<String, String>> grid = new Grid<>();
        grid.setId("options-grid");
        grid.addColumn(Map.Entry::getKey).setHeader("Option").setAutoWidth(true);
        grid.addColumn(Map.Entry::getValue).setHeader("Value");
        grid.setItems(options.entrySet().stream().sorted(Map.Entry.comparingByKey()).toList());
        grid.setAllRowsVisible(true);
        return grid;
    }

    private Div partitions() {
        Grid<PartitionDetail> grid = new Grid<>();
        grid.setId("partitions-grid");
        grid.addColumn(p -> p.spec().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .sorted().collect(Collectors.joining(", "))).setHeader("Partition").setAutoWidth(true);
        grid.addColumn(PartitionDetail::rows).setHeader("Rows");
        grid.addColumn(PartitionDetail::files).setHeader("Files");
        grid.addColumn(p -> Sizes.bytes(p.bytes())).setHeader("Size");
        grid.addColumn(p -> TIME.format(p.lastUpdate())).setHeader("Last update").setAutoWidth(true);
        var partitions = catalog.partitions(ref);
        grid.setItems(partitions);
        grid.setAllRowsVisible(true);
        return new Div(new Span(partitions.isEmpty() ? "No partitions (unpartitioned or empty)." : partitions.size() + " partitions"), grid);
    }

    private Div snapshots() {
        Grid<SnapshotDetail> grid = new Grid<>();
        grid.setId("snapshots-grid");
        grid.addColumn(SnapshotDetail::id).setHeader("Snapshot");
        grid.addColumn(s -> TIME.format(s.committedAt())).setHeader("Committed").setAutoWidth(true);
        grid.addColumn(SnapshotDetail::kind).setHeader("Kind");
        grid.addColumn(SnapshotDetail::totalRows).setHeader("Rows");
        grid.addColumn(SnapshotDetail::deltaRows).setHeader("Changed rows");
        var snapshots = catalog.snapshots(ref, SNAPSHOTS);
        grid.setItems(snapshots);
        grid.setAllRowsVisible(true);
        return new Div(new Span(snapshots.isEmpty() ? "No snapshots yet: nothing was written." : "Latest " + snapshots.size()), grid);
    }

    private Div preview() {
        Div box = new Div();
        Button load = new Button("Load the first " + PREVIEW_ROWS + " rows", e -> {
            box.removeAll();
            try {
                DataPreview data = catalog.preview(ref, PREVIEW_ROWS);
                Grid<java.util.List<String>> grid = new Grid<>();
                grid.setId("preview-grid");
                for (int i = 0; i < data.columns().size(); i++) {
                    int column = i;
                    grid.addColumn(row -> row.get(column)).setHeader(data.columns().get(i)).setAutoWidth(true);
                }
                grid.setItems(data.rows());
                box.add(new Span(data.rows().size() + " rows" + (data.truncated() ? " (the table has more)" : "")), grid);
            } catch (ServiceException ex) {
                error.accept(ex.userMessage());
            }
        });
        load.setId("preview-load");
        return new Div(new Span("Reads through the Flink SQL Gateway as a bounded batch query."), load, box);
    }

    /** Partitions and snapshots are read when their tab is first opened, not with the page. */
    private Div lazily(java.util.function.Supplier<Div> content) {
        Div holder = new Div();
        holder.addAttachListener(e -> {
            if (holder.getChildren().findAny().isEmpty()) {
                try {
                    holder.add(content.get());
                } catch (ServiceException ex) {
                    error.accept(ex.userMessage());
                }
            }
        });
        return holder;
    }
}
