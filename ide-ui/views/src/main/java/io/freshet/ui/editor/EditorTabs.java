package io.freshet.ui.editor;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.tabs.Tab;
import com.vaadin.flow.component.tabs.Tabs;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongFunction;

/**
 * The open scripts as tabs above one editor area: every tab's editor stays in the page (hidden when not
 * selected), so switching keeps cursor and undo history. Each change of tabs is stored for the user.
 */
class EditorTabs {

    private final Tabs tabs = new Tabs();
    private final Div area = new Div();
    private final Map<Tab, ScriptTab> open = new LinkedHashMap<>();
    private final EditorTabsService store;
    private final LongFunction<ScriptTab> factory;
    private Consumer<Optional<ScriptTab>> onActivate = tab -> { };
    private boolean restoring;

    EditorTabs(EditorTabsService store, LongFunction<ScriptTab> factory) {
        this.store = store;
        this.factory = factory;
        tabs.setId("editor-tabs");
        tabs.setWidthFull();
        area.setId("editor-area");
        area.setSizeFull();
        area.getStyle().set("min-height", "0");
        tabs.addSelectedChangeListener(e -> activate(e.getSelectedTab()));
    }

    Tabs tabs() {
        return tabs;
    }

    Div area() {
        return area;
    }

    void onActivate(Consumer<Optional<ScriptTab>> listener) {
        this.onActivate = listener;
    }

    /** Opens the user's stored tabs, then {@code wanted} (from the address) if given. */
    void restore(Long wanted) {
        restoring = true;
        try {
            OpenTabs stored = store.load();
            for (Long id : stored.scriptIds()) {
                openQuietly(id);
            }
            if (wanted != null) {
                openQuietly(wanted);
            }
            // a wanted script that cannot be opened leaves the stored choice selected; the caller says why
            Optional<Tab> active = Optional.ofNullable(wanted).flatMap(this::tab)
                    .or(() -> Optional.ofNullable(stored.activeScriptId()).flatMap(this::tab));
            active.ifPresent(tabs::setSelectedTab);
        } finally {
            restoring = false;
        }
        activate(tabs.getSelectedTab());
        persist();
    }

    /** Opens the script in a tab (or selects its tab when it is open already). */
    void open(long scriptId) {
        Optional<Tab> existing = tab(scriptId);
        Tab tab = existing.orElseGet(() -> add(factory.apply(scriptId)));
        tabs.setSelectedTab(tab);
        activate(tab);
    }

    Optional<ScriptTab> active() {
        return Optional.ofNullable(tabs.getSelectedTab()).map(open::get);
    }

    List<ScriptTab> all() {
        return new ArrayList<>(open.values());
    }

    /** The open tab of a script. */
    Optional<ScriptTab> find(long scriptId) {
        return tab(scriptId).map(open::get);
    }

    /** Closes a script's tab, if open, dropping unsaved text (the script went to the trash). */
    void closeWithoutSaving(long scriptId) {
        tab(scriptId).ifPresent(tab -> close(tab, false));
    }

    private void openQuietly(long scriptId) {
        if (tab(scriptId).isEmpty()) {
            try {
                add(factory.apply(scriptId));
            } catch (RuntimeException gone) {
                // a stored tab whose script was deleted (or is no longer readable) is simply not reopened
            }
        }
    }

    private Tab add(ScriptTab script) {
        Span label = new Span(script.title());
        Button close = new Button(VaadinIcon.CLOSE_SMALL.create());
        close.addThemeVariants(ButtonVariant.LUMO_TERTIARY_INLINE, ButtonVariant.LUMO_SMALL);
        close.setId("close-tab-" + script.scriptId());
        close.getElement().setAttribute("aria-label", "Close " + script.title());
        Tab tab = new Tab(label, close);
        tab.setId("editor-tab-" + script.scriptId());
        // the click must not reach the tab too: selecting the closing tab first made the address point at it
        close.getElement().addEventListener("click", e -> close(tab, true)).stopPropagation();
        open.put(tab, script);
        script.setVisible(false);
        tabs.add(tab);
        area.add(script);
        return tab;
    }

    private void close(Tab tab, boolean save) {
        ScriptTab script = open.remove(tab);
        if (script != null) {
            if (save) {
                script.save(false);
            }
            area.remove(script);
        }
        tabs.remove(tab);
        activate(tabs.getSelectedTab());
        persist();
    }

    private void activate(Tab selected) {
        open.forEach((tab, script) -> script.setVisible(tab == selected));
        if (!restoring) {
            onActivate.accept(Optional.ofNullable(selected).map(open::get));
            persist();
        }
    }

    private Optional<Tab> tab(long scriptId) {
        return open.entrySet().stream().filter(e -> e.getValue().scriptId() == scriptId).map(Map.Entry::getKey)
                .findFirst();
    }

    private void persist() {
        if (restoring) {
            return;
        }
        List<Long> ids = open.values().stream().map(ScriptTab::scriptId).toList();
        store.store(new OpenTabs(ids, active().map(ScriptTab::scriptId).orElse(null)));
    }
}
