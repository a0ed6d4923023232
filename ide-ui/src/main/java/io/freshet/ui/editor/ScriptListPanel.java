package io.freshet.ui.editor;

import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import io.freshet.ui.scripts.ScriptDocument;
import io.freshet.ui.scripts.ScriptService;
import java.util.function.Consumer;

/** The scripts to open, by project and path (a plain list until the project tree takes its place). */
class ScriptListPanel extends VerticalLayout {

    private final ScriptService scripts;
    private final Grid<ScriptDocument> grid = new Grid<>(ScriptDocument.class, false);

    ScriptListPanel(ScriptService scripts, Consumer<Long> open) {
        this.scripts = scripts;
        setPadding(false);
        setHeightFull();
        grid.setId("editor-script-list");
        grid.addThemeVariants(GridVariant.LUMO_COMPACT);
        grid.addColumn(s -> s.project() + "/" + s.path()).setHeader("Scripts");
        grid.addItemClickListener(e -> open.accept(e.getItem().id()));
        grid.setHeightFull();
        add(grid);
        refresh();
    }

    void refresh() {
        grid.setItems(scripts.list());
    }
}
