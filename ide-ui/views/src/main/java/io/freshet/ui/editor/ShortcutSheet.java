package io.freshet.ui.editor;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;

/** The dialog listing every keyboard shortcut of the editor. */
final class ShortcutSheet extends Dialog {

    ShortcutSheet() {
        setId("shortcut-sheet");
        setHeaderTitle("Keyboard shortcuts");
        Grid<EditorShortcuts.Shortcut> grid = new Grid<>();
        grid.setId("shortcut-list");
        grid.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_NO_BORDER);
        grid.addColumn(EditorShortcuts.Shortcut::keys).setHeader("Keys").setWidth("13rem").setFlexGrow(0);
        grid.addColumn(EditorShortcuts.Shortcut::description).setHeader("Does");
        grid.setItems(EditorShortcuts.all());
        grid.setAllRowsVisible(true);
        add(grid);
        setWidth("min(44em, 95vw)");
        Button close = new Button("Close", e -> close());
        close.setId("shortcut-sheet-close");
        getFooter().add(close);
    }
}
