package io.freshet.ui.editor;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The editor's action buttons (run statement, run script, stop, explain, format, shortcut sheet), each with its
 * key in the tooltip. A button does what its key does in the active script's editor.
 */
class EditorToolbar extends HorizontalLayout {

    EditorToolbar(boolean canEdit, Consumer<EditorShortcuts.Action> onAction) {
        setId("editor-toolbar");
        setSpacing(false);
        setPadding(false);
        setDefaultVerticalComponentAlignment(FlexComponent.Alignment.CENTER);
        getStyle().set("gap", "var(--lumo-space-xs)").set("flex-wrap", "wrap");
        add(button(EditorShortcuts.Action.RUN_STATEMENT, VaadinIcon.PLAY, onAction, true),
                button(EditorShortcuts.Action.RUN_SCRIPT, VaadinIcon.FAST_FORWARD, onAction, false),
                button(EditorShortcuts.Action.STOP, VaadinIcon.STOP, onAction, false),
                button(EditorShortcuts.Action.EXPLAIN, VaadinIcon.SITEMAP, onAction, false));
        if (canEdit) {
            add(button(EditorShortcuts.Action.FORMAT, VaadinIcon.ALIGN_LEFT, onAction, false));
        }
        Button sheet = new Button("?", e -> onAction.accept(EditorShortcuts.Action.SHORTCUTS));
        sheet.setId("editor-shortcuts");
        sheet.setTooltipText(EditorShortcuts.Action.SHORTCUTS.label() + " ("
                + EditorShortcuts.Action.SHORTCUTS.keys() + ")");
        sheet.getElement().setAttribute("aria-label", EditorShortcuts.Action.SHORTCUTS.label());
        sheet.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_TERTIARY);
        add(sheet);
    }

    private static Button button(EditorShortcuts.Action action, VaadinIcon icon,
                                 Consumer<EditorShortcuts.Action> onAction, boolean primary) {
        Button button = new Button(action.label(), icon.create(), e -> onAction.accept(action));
        button.setId("editor-" + action.name().toLowerCase(Locale.ROOT).replace('_', '-'));
        button.setTooltipText(action.tooltip());
        button.addThemeVariants(ButtonVariant.LUMO_SMALL);
        if (primary) {
            button.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        }
        return button;
    }
}
