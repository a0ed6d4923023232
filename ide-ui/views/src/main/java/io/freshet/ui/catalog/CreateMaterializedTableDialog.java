package io.freshet.ui.catalog;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.combobox.MultiSelectComboBox;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.RouteParameters;
import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.ui.common.ServiceException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns a query into a materialized table: name, freshness slider, key hints from the query's columns,
 * the generated DDL as a preview, created through the gateway. The editor opens it with its query.
 */
public class CreateMaterializedTableDialog extends Dialog {

    private final CatalogService catalog;
    private String query;
    private final ComboBox<String> catalogName = new ComboBox<>("Catalog");
    private final ComboBox<String> database = new ComboBox<>("Database");
    private final TextField name = new TextField("Table name");
    private final MultiSelectComboBox<String> primaryKey = new MultiSelectComboBox<>("Primary key");
    private final MultiSelectComboBox<String> partitions = new MultiSelectComboBox<>("Partitioned by");
    private final TextField dateFormat = new TextField("Partition date format (FULL mode)");
    private final FreshnessPicker freshness;
    private final Pre ddl = new Pre();
    private final Div hints = new Div();
    private final Paragraph message = new Paragraph();
    private List<QueryColumn> columns = List.of();
    private PartitionSuggestion suggestion = new PartitionSuggestion(null);
    /** Once the user picks the partitions, the key no longer changes them. */
    private boolean partitionsChosen;

    public CreateMaterializedTableDialog(CatalogService catalog, String query) {
        this.catalog = catalog;
        this.query = query == null ? "" : query.strip();
        setId("create-mt-dialog");
        setHeaderTitle("Create a materialized table");
        setWidth("52em");
        freshness = new FreshnessPicker(new FreshnessScale(catalog.freshnessThreshold()), Freshness.of(1, FreshnessUnit.HOUR));
        catalogName.setId("create-mt-catalog");
        catalogName.setItems(catalog.catalogs());
        catalogName.setAllowCustomValue(false);
        database.setId("create-mt-database");
        database.setAllowCustomValue(false);
        name.setId("create-mt-name");
        primaryKey.setId("create-mt-pk");
        partitions.setId("create-mt-partitions");
        dateFormat.setId("create-mt-date-format");
        dateFormat.setPlaceholder("yyyy-MM-dd");
        ddl.setId("create-mt-ddl");
        ddl.getStyle().set("white-space", "pre-wrap").set("max-height", "14em").set("overflow", "auto");
        hints.setId("create-mt-hints");
        message.setId("create-mt-message");
        message.getStyle().set("color", "var(--lumo-error-text-color)");
        catalogName.addValueChangeListener(e -> {
            database.setItems(e.getValue() == null ? List.of() : catalog.databases(e.getValue()));
            update();
        });
        loadColumns();
        database.addValueChangeListener(e -> update());
        name.addValueChangeListener(e -> update());
        primaryKey.addValueChangeListener(e -> {
            if (!partitionsChosen) {
                partitions.setValue(suggestion.partitionsFor(e.getValue()));
            }
            update();
        });
        partitions.addValueChangeListener(e -> {
            partitionsChosen |= e.isFromClient();
            update();
        });
        dateFormat.addValueChangeListener(e -> update());
        freshness.addValueChangeListener(e -> update());
        add(new HorizontalLayout(catalogName, database, name), freshness, new HorizontalLayout(primaryKey, partitions, dateFormat),
                hints, ddl, message);
        Button create = new Button("Create", e -> create());
        create.setId("create-mt-submit");
        create.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        getFooter().add(new Button("Cancel", e -> close()), create);
        update();
    }

    /**
     * The query as the editor session reads it, every table name qualified (the CREATE runs in another session); the
     * new table goes to the main source's database unless the user picks another.
     */
    private void loadColumns() {
        String place = null;
        String home = null;
        try {
            ResolvedQuery resolved = catalog.resolveQuery(query);
            query = resolved.query();
            columns = resolved.columns();
            List<String> names = columns.stream().map(QueryColumn::name).toList();
            primaryKey.setItems(names);
            partitions.setItems(names);
            suggestion = PartitionSuggestion.of(names);
            partitions.setValue(suggestion.partitionsFor(java.util.Set.of()));
            place = resolved.source().map(TableRef::catalog).orElse(resolved.catalog());
            home = resolved.source().map(TableRef::database).orElse(resolved.database());
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
        List<String> catalogs = catalog.catalogs();
        catalogName.setValue(place != null && catalogs.contains(place) ? place : catalogs.stream().findFirst().orElse(null));
        if (home != null && place != null && place.equals(catalogName.getValue())) {
            List<String> known = database.getListDataView().getItems().toList();
            if (!known.contains(home)) {
                // the query just read it: a database created moments ago may not be in the catalog's last read yet
                List<String> withHome = new java.util.ArrayList<>(known);
                withHome.add(home);
                database.setItems(withHome.stream().sorted().toList());
            }
            database.setValue(home);
        }
    }

    private NewMaterializedTable request() {
        Map<String, String> options = new LinkedHashMap<>();
        if (freshness.scale().modeOf(freshness.getValue()) == RefreshMode.FULL && partitions.getValue().size() == 1
                && !dateFormat.getValue().isBlank()) {
            options.put(MaterializedTableOptions.dateFormatterKey(partitions.getValue().iterator().next()),
                    dateFormat.getValue().strip());
        }
        String place = catalogName.getValue() == null ? "" : catalogName.getValue();
        String db = database.getValue() == null ? "" : database.getValue();
        String table = name.getValue().isBlank() ? "new_table" : name.getValue().strip();
        return new NewMaterializedTable(new TableRef(place, db, table), freshness.getValue(),
                ordered(primaryKey.getValue()), ordered(partitions.getValue()), options, query);
    }

    private void update() {
        ddl.setText(request().ddl());
        hints.removeAll();
        for (String key : primaryKey.getValue()) {
            columns.stream().filter(c -> c.name().equals(key) && c.nullable()).forEach(c -> hints.add(new Paragraph(
                    "Primary key column " + key + " can be NULL: Flink rejects that; wrap it in COALESCE(...) in the query.")));
        }
        boolean aggregates = query.toUpperCase(Locale.ROOT).contains("GROUP BY");
        if (aggregates && primaryKey.getValue().isEmpty()) {
            hints.add(new Paragraph("The query aggregates: give it a primary key (usually the GROUP BY columns),"
                    + " or Paimon stores it append-only and its refresh job fails on updates."));
        }
        if (!partitions.getValue().isEmpty() && !primaryKey.getValue().containsAll(partitions.getValue())
                && !primaryKey.getValue().isEmpty()) {
            hints.add(new Paragraph("Paimon needs the partition columns inside the primary key."));
        }
        if (!partitions.getValue().isEmpty() && primaryKey.getValue().equals(partitions.getValue())) {
            hints.add(new Paragraph("Paimon refuses a primary key that is just the partition columns (a partition would"
                    + " hold one row): add a column to the key or leave the table unpartitioned."));
        }
    }

    private void create() {
        message.setText("");
        if (name.getValue().isBlank() || catalogName.getValue() == null || database.getValue() == null) {
            message.setText("Choose a catalog, a database and a table name.");
            return;
        }
        try {
            TableRef ref = catalog.createMaterializedTable(request());
            close();
            UI.getCurrent().navigate(CatalogView.class, new RouteParameters("table", ref.toString()));
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }

    /** Keys in the query's column order, not the order they were clicked in. */
    private List<String> ordered(java.util.Set<String> chosen) {
        List<String> result = new ArrayList<>();
        columns.forEach(c -> {
            if (chosen.contains(c.name())) {
                result.add(c.name());
            }
        });
        return result;
    }
}
