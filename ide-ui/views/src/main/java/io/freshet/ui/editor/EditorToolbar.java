package io.freshet.ui.editor;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.shared.Tooltip;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The editor's action buttons (run statement, run script, stop, explain, format, shortcut sheet), each with its
 * key in the tooltip. A button does what its key does in the active script's editor. For a role that cannot run
 * scripts (VIEWER) the run buttons are disabled and their tooltip says why and where such a user runs a query.
 */
class EditorToolbar extends HorizontalLayout {

    static final String CANNOT_RUN = "Your role can read scripts but not run them here; run a SELECT in the SQL"
            + " console";

    EditorToolbar(boolean canEdit, Consumer<EditorShortcuts.Action> onAction) {
        setId("editor-toolbar");
        setSpacing(false);
        setPadding(false);
        setDefaultVerticalComponentAlignment(FlexComponent.Alignment.CENTER);
        getStyle().set("gap", "var(--lumo-space-xs)").set("flex-wrap", "nowrap").set("flex-shrink", "0");
        Button[] runs = {button(EditorShortcuts.Action.RUN_STATEMENT, VaadinIcon.PLAY, onAction, true),
                button(EditorShortcuts.Action.RUN_SCRIPT, VaadinIcon.FAST_FORWARD, onAction, false),
                button(EditorShortcuts.Action.STOP, VaadinIcon.STOP, onAction, false),
                button(EditorShortcuts.Action.EXPLAIN, VaadinIcon.SITEMAP, onAction, false)};
        if (canEdit) {
            add(runs);
        } else {
            // a disabled button gets no hover: the tooltip saying why sits on the group around them
            Span group = new Span(runs);
            group.setId("editor-cannot-run");
            group.getStyle().set("display", "inline-flex").set("gap", "var(--lumo-space-xs)");
            for (Button run : runs) {
                run.setEnabled(false);
                run.setTooltipText(null);
            }
            Tooltip.forComponent(group).setText(CANNOT_RUN);
            add(group);
        }
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
        // only the main action keeps its word: the others are icons with their name in the tooltip and for screen
        // readers, so the toolbar stays one row next to the tabs at 1400 px
        Button button = primary ? new Button(action.label(), icon.create(), e -> onAction.accept(action))
                : new Button(icon.create(), e -> onAction.accept(action));
        button.getElement().setAttribute("aria-label", action.label());
        button.setId("editor-" + action.name().toLowerCase(Locale.ROOT).replace('_', '-'));
        button.setTooltipText(action.tooltip());
        button.addThemeVariants(ButtonVariant.LUMO_SMALL);
        if (primary) {
            button.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        }
        return button;
    }
}
