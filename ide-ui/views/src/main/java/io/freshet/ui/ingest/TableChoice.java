package io.freshet.ui.ingest;

import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * The wizard's table step: a schema's tables with their primary key, column count and flags (no primary key,
 * columns without a Flink type with the reason), chosen one by one (a click on a row or its checkbox) or all at
 * once.
 */
class TableChoice extends Div {

    private final Grid<SourceTable> grid = new Grid<>(SourceTable.class, false);
    private final Checkbox all = new Checkbox();
    private boolean syncing;

    TableChoice(WizardState state, Consumer<List<String>> chosen) {
        all.setId("wizard-all-tables");
        all.setLabel("All tables of " + state.schema() + " (" + state.tables().size() + ")");
        grid.setId("wizard-tables");
        grid.setSelectionMode(Grid.SelectionMode.MULTI);
        grid.addColumn(SourceTable::name).setHeader("Table").setAutoWidth(true);
        grid.addColumn(t -> t.hasPrimaryKey() ? String.join(", ", t.primaryKey()) : "").setHeader("Primary key")
                .setAutoWidth(true);
        grid.addColumn(t -> t.columns().size()).setHeader("Columns").setAutoWidth(true);
        grid.addColumn(TableChoice::flags).setHeader("Flags").setFlexGrow(3);
        grid.setAllRowsVisible(true);
        grid.setItems(state.tables());
        grid.asMultiSelect().select(state.chosenTables());
        all.setValue(state.allChosen());
        grid.asMultiSelect().addValueChangeListener(e -> {
            if (syncing) {
                return;
            }
            List<String> names = e.getValue().stream().map(SourceTable::name).toList();
            chosen.accept(names);
            sync(() -> all.setValue(names.size() == state.tables().size() && !names.isEmpty()));
        });
        // a click anywhere on a row toggles it, as in other tools; the grid leaves clicks on its checkbox to it
        grid.addItemClickListener(e -> {
            if (grid.asMultiSelect().isSelected(e.getItem())) {
                grid.asMultiSelect().deselect(e.getItem());
            } else {
                grid.asMultiSelect().select(e.getItem());
            }
        });
        all.addValueChangeListener(e -> {
            if (syncing) {
                return;
            }
            sync(() -> grid.asMultiSelect().setValue(e.getValue() ? new HashSet<>(state.tables()) : Set.of()));
            chosen.accept(e.getValue() ? state.tables().stream().map(SourceTable::name).toList() : List.of());
        });
        add(all, grid);
    }

    /** What stands in the way of ingesting a table, in words; empty when nothing does. */
    static String flags(SourceTable t) {
        StringBuilder text = new StringBuilder();
        if (!t.hasPrimaryKey()) {
            text.append("No primary key.");
        }
        String unmappable = t.unmappable().stream()
                .map(c -> c.name() + " (" + c.sourceType() + "): " + c.remark())
                .collect(Collectors.joining("; "));
        if (!unmappable.isEmpty()) {
            text.append(text.isEmpty() ? "" : " ").append("Unmappable: ").append(unmappable);
        }
        return text.toString();
    }

    private void sync(Runnable change) {
        syncing = true;
        try {
            change.run();
        } finally {
            syncing = false;
        }
    }
}
