package io.freshet.ui.backfill;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.ui.common.Counts;
import io.freshet.ui.common.ServiceException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Starts a backfill: the table (chosen here when none was given), the range with date pickers (date and hour
 * for an hourly table), an optional cascade, and a preview of every partition and the exact statement before
 * anything runs. Tables that cannot be backfilled get the service's explanation instead of a form error.
 */
public class BackfillDialog extends Dialog {

    private final BackfillService backfills;
    private final ComboBox<String> table = new ComboBox<>("Materialized table");
    private final RangeFields range = new RangeFields();
    private final Checkbox cascade = new Checkbox("Also refresh downstream materialized tables, in lineage order");
    private final Paragraph explanation = new Paragraph();
    private final Paragraph message = new Paragraph();
    private final Grid<PlannedRefresh> plan = new Grid<>(PlannedRefresh.class, false);
    private final Span notes = new Span();
    private final Paragraph warnings = new Paragraph();
    private final Button preview = new Button("Preview", e -> preview());
    private final Button submit = new Button("Start backfill", e -> submit());
    private final List<Consumer<BackfillSummary>> startedListeners = new ArrayList<>();

    /** @param tableName database.table to backfill, or null to choose one of the backfillable tables */
    public BackfillDialog(BackfillService backfills, String tableName) {
        this.backfills = backfills;
        setHeaderTitle("New backfill");
        setWidth("min(1100px, 95vw)");
        setId("backfill-dialog");
        table.setId("backfill-table");
        table.setWidth("24em");
        table.setAllowCustomValue(false);
        List<String> choices = new ArrayList<>(backfills.backfillableTables());
        if (tableName != null && !choices.contains(tableName)) {
            choices.add(0, tableName);
        }
        table.setItems(choices);
        table.addValueChangeListener(e -> inspect(e.getValue()));
        cascade.setId("backfill-cascade");
        explanation.setId("backfill-explanation");
        message.setId("backfill-message");
        notes.setId("backfill-notes");
        warnings.setId("backfill-warnings");
        warnings.getStyle().set("color", "var(--lumo-error-text-color)").set("margin", "0");
        warnings.setVisible(false);
        plan.setId("backfill-plan");
        plan.addColumn(PlannedRefresh::step).setHeader("Step").setAutoWidth(true).setFlexGrow(0);
        plan.addColumn(PlannedRefresh::table).setHeader("Table").setAutoWidth(true);
        plan.addColumn(r -> r.partition().isEmpty() ? "(whole table)" : r.partition()).setHeader("Partition").setAutoWidth(true);
        plan.addColumn(PlannedRefresh::statement).setHeader("Statement").setFlexGrow(3);
        plan.setHeight("16em");
        plan.addThemeVariants(GridVariant.LUMO_WRAP_CELL_CONTENT, GridVariant.LUMO_COMPACT);
        plan.setVisible(false);
        range.addChangeListener(this::clearPreview);
        cascade.addValueChangeListener(e -> clearPreview());
        preview.setId("backfill-preview");
        submit.setId("backfill-submit");
        submit.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        Button close = new Button("Close", e -> close());
        close.setId("backfill-close");
        add(table, explanation, range, cascade, message, warnings, plan, notes);
        getFooter().add(close, preview, submit);
        if (tableName != null) {
            table.setValue(tableName);
        } else {
            inspect(null);
        }
    }

    /** Called with the new backfill once it was started. */
    public void addStartedListener(Consumer<BackfillSummary> listener) {
        startedListeners.add(listener);
    }

    private void inspect(String name) {
        clearPreview();
        if (name == null || name.isBlank()) {
            explanation.setText(table.getListDataView().getItemCount() == 0
                    ? "No materialized table can be backfilled: that needs a partitioned FULL-mode table with a"
                    + " date formatter ('" + MaterializedTableOptions.dateFormatterKey("<column>") + "')."
                    : "Choose a table.");
            enable(false);
            return;
        }
        try {
            BackfillTarget target = backfills.inspect(name);
            range.show(target.granularity());
            explanation.setText(target.backfillable()
                    ? (target.granularity() == Granularity.HOURLY ? "Hourly" : "Daily") + " partitions: "
                    + target.partitionKeys().stream().map(k -> k + " as " + target.formatters().get(k))
                    .collect(java.util.stream.Collectors.joining(", "))
                    : target.explanation());
            enable(target.backfillable());
        } catch (ServiceException e) {
            explanation.setText(e.userMessage());
            enable(false);
        }
    }

    private void preview() {
        try {
            BackfillPreview shown = backfills.preview(request());
            plan.setItems(shown.refreshes());
            plan.setVisible(true);
            notes.setText(String.join(" ", shown.notes()));
            warnings.setText(String.join(" ", shown.warnings()));
            warnings.setVisible(!shown.warnings().isEmpty());
            message.setText(Counts.of(shown.refreshes().size(), "refresh", "refreshes"));
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }

    private void submit() {
        try {
            BackfillSummary started = backfills.start(request());
            startedListeners.forEach(l -> l.accept(started));
            close();
        } catch (ServiceException e) {
            // the dialog stays open with the user's choices, so nothing is lost
            message.setText(e.userMessage());
        }
    }

    private BackfillRequest request() {
        return new BackfillRequest(table.getValue(), range.from(), range.to(), cascade.getValue());
    }

    private void clearPreview() {
        plan.setVisible(false);
        notes.setText("");
        warnings.setText("");
        warnings.setVisible(false);
        message.setText("");
    }

    private void enable(boolean backfillable) {
        range.setEnabled(backfillable);
        cascade.setEnabled(backfillable);
        preview.setEnabled(backfillable);
        submit.setEnabled(backfillable);
    }
}
