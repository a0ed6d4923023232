package io.freshet.ui.editor;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.data.provider.ListDataProvider;
import com.vaadin.flow.data.renderer.LitRenderer;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** The diagnostics of the active script as a list; a click jumps to the position, details open in a dialog. */
public class ProblemsPanel extends VerticalLayout {

    private final Grid<EditorDiagnostic> grid = new Grid<>(EditorDiagnostic.class, false);
    private final List<EditorDiagnostic> items = new ArrayList<>();
    // a finding keeps its row key while a newer analysis reports it again, so a click during a refresh still lands
    private final ListDataProvider<EditorDiagnostic> rows = new ListDataProvider<>(items) {
        @Override
        public Object getId(EditorDiagnostic d) {
            return d.severity() + " " + d.message() + "@" + d.position();
        }
    };
    private Consumer<EditorDiagnostic> onSelect = d -> { };

    public ProblemsPanel() {
        setId("problems-panel");
        setPadding(false);
        setSpacing(false);
        grid.setId("problems");
        grid.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES);
        // fixed widths (rem: header and body cells differ in font size): an auto width measured while the list
        // was empty cut "ERROR" to "ERR..."
        grid.addColumn(d -> d.severity().name()).setHeader("Severity").setWidth("7.5rem").setFlexGrow(0);
        grid.addColumn(EditorDiagnostic::message).setHeader("Message").setFlexGrow(1)
                .setTooltipGenerator(EditorDiagnostic::message);
        grid.addColumn(d -> d.range().startLine() + ":" + d.range().startColumn()).setHeader("Position").setWidth("5.5rem")
                .setFlexGrow(0);
        grid.addColumn(EditorDiagnostic::source).setHeader("Found by").setWidth("7.5rem").setFlexGrow(0);
        // a template, not a component per row: a click on Details reaches its finding even when a newer analysis
        // redrew the list in between (a button component of the old list would be gone, and the click with it)
        grid.addColumn(LitRenderer.<EditorDiagnostic>of("<vaadin-button class=\"problem-details\" theme=\"tertiary-inline"
                        + " small\" ?hidden=${!item.hasDetails} @click=${showDetails}>Details</vaadin-button>")
                .withProperty("hasDetails", d -> d.details() != null && !d.details().isBlank())
                .withFunction("showDetails", ProblemsPanel::showDetails)).setAutoWidth(true).setFlexGrow(0);
        grid.addItemClickListener(e -> onSelect.accept(e.getItem()));
        grid.setHeight("7em");
        grid.setItems(rows);
        add(grid);
        setVisible(false);
    }

    public void setDiagnostics(List<EditorDiagnostic> diagnostics) {
        if (items.equals(diagnostics)) {
            return;
        }
        items.clear();
        items.addAll(diagnostics);
        rows.refreshAll();
        // no empty list above the results: the space is the results' until there is a problem to show
        setVisible(!items.isEmpty());
    }

    /** Called with the diagnostic a user clicked. */
    public void onSelect(Consumer<EditorDiagnostic> listener) {
        this.onSelect = listener;
    }

    private static void showDetails(EditorDiagnostic diagnostic) {
        Pre text = new Pre(diagnostic.details());
        text.setId("problem-details-text");
        text.getStyle().set("white-space", "pre-wrap").set("max-height", "60vh").set("overflow", "auto");
        Dialog dialog = new Dialog(text);
        dialog.setHeaderTitle(diagnostic.message());
        dialog.setWidth("80vw");
        Button close = new Button("Close", e -> dialog.close());
        close.setId("problem-details-close");
        dialog.getFooter().add(close);
        dialog.open();
    }
}
