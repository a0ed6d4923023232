package io.freshet.ui.ingest;

import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H4;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;
import io.freshet.ui.editor.SqlEditor;
import java.util.List;

/**
 * The wizard's preview: for each chosen table, its columns' mapping (source type to Flink type, with remarks) and the
 * target table's DDL in a read-only SQL view, or the problems that keep it from being created.
 */
class PreviewList extends Div {

    PreviewList(WizardState state) {
        setId("wizard-preview");
        List<TargetPreview> notReady = state.notReady();
        Paragraph summary = new Paragraph(notReady.isEmpty()
                ? "Every chosen table can be ingested (" + state.previews().size() + ")."
                : notReady.size() + " of " + state.previews().size() + " chosen tables cannot be ingested as they are:"
                        + " leave them out (Back) or fix them in the source.");
        summary.setId("wizard-preview-summary");
        add(summary);
        for (TargetPreview p : state.previews()) {
            add(table(p, state.tables()));
        }
    }

    private static Div table(TargetPreview p, List<SourceTable> tables) {
        Div box = new Div();
        box.getElement().setAttribute("data-table", p.table());
        box.getElement().setAttribute("data-ready", String.valueOf(p.ready()));
        H4 title = new H4(p.schema() + "." + p.table() + " → " + String.join(".", p.target())
                + (p.ready() ? "" : " (cannot be ingested)"));
        box.add(title);
        Grid<SourceColumn> mapping = new Grid<>(SourceColumn.class, false);
        mapping.setId("preview-mapping-" + p.table());
        mapping.addColumn(SourceColumn::name).setHeader("Column").setAutoWidth(true);
        mapping.addColumn(SourceColumn::sourceType).setHeader("Source type").setAutoWidth(true);
        mapping.addColumn(c -> c.mapped() ? c.flinkType() : "—").setHeader("Flink type").setAutoWidth(true);
        mapping.addColumn(c -> c.primaryKey() ? "primary key" : "").setHeader("Key").setAutoWidth(true);
        mapping.addColumn(c -> c.remark() == null ? "" : c.remark()).setHeader("Remarks").setFlexGrow(3);
        mapping.setAllRowsVisible(true);
        mapping.setItems(tables.stream().filter(t -> t.name().equals(p.table()) && t.schema().equals(p.schema()))
                .findFirst().map(SourceTable::columns).orElse(List.of()));
        box.add(mapping);
        if (!p.ready()) {
            UnorderedList problems = new UnorderedList();
            problems.setId("preview-problems-" + p.table());
            problems.getStyle().set("color", "var(--lumo-error-text-color)");
            p.problems().forEach(problem -> problems.add(new ListItem(problem)));
            box.add(problems);
        } else {
            if (!p.notes().isEmpty()) {
                UnorderedList notes = new UnorderedList();
                notes.setId("preview-notes-" + p.table());
                p.notes().forEach(note -> notes.add(new ListItem(note)));
                box.add(notes);
            }
            SqlEditor ddl = new SqlEditor();
            ddl.setId("preview-ddl-" + p.table());
            ddl.setValue(p.ddl());
            ddl.setReadOnly(true);
            ddl.setWidthFull();
            box.add(ddl);
        }
        return box;
    }
}
