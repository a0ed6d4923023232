package io.freshet.ui.run;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.tabs.Tab;
import com.vaadin.flow.component.tabs.Tabs;
import io.freshet.ui.common.ServiceException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * One editor tab's (or the console's) session bar: the runtime mode its runs use, as a toggle, the session's current
 * catalog and database, and its SET options (the settings dialog). The mode belongs to the tab: every run from it is
 * made in that mode, whatever another tab or an earlier script set; a script's own {@code SET 'execution.runtime-mode'}
 * moves the toggle with it. A role that may not SET reads in batch mode, shown but fixed.
 */
public class SessionBar extends HorizontalLayout {

    private final RunService runs;
    private final boolean canSet;
    private final Tabs toggle = new Tabs();
    private final Tab streaming = new Tab("Streaming");
    private final Tab batch = new Tab("Batch");
    private final Span where = new Span();
    private final Button options = new Button();
    private final List<Consumer<RuntimeMode>> modeListeners = new ArrayList<>();
    private RuntimeMode mode;

    /** {@code canSet}: the user's role may SET options (a DEVELOPER); otherwise the bar shows batch, fixed. */
    public SessionBar(RunService runs, boolean canSet) {
        this.runs = runs;
        this.canSet = canSet;
        addClassName("session-bar");
        setSpacing(false);
        setPadding(false);
        setWidthFull();
        setDefaultVerticalComponentAlignment(FlexComponent.Alignment.CENTER);
        getStyle().set("gap", "var(--lumo-space-s)").set("font-size", "var(--lumo-font-size-s)").set("flex-wrap", "nowrap").set("white-space", "nowrap")
                .set("overflow", "hidden");
        streaming.addClassName("session-mode-streaming");
        streaming.setTooltipText("Queries follow their input and never end: for watching new rows arrive");
        batch.addClassName("session-mode-batch");
        batch.setTooltipText("Queries read what the tables hold now and end");
        toggle.add(streaming, batch);
        toggle.addClassName("session-mode");
        toggle.addThemeVariants(com.vaadin.flow.component.tabs.TabsVariant.LUMO_SMALL);
        toggle.setEnabled(canSet);
        toggle.addSelectedChangeListener(e -> {
            if (e.isFromClient()) {
                choose(e.getSelectedTab() == batch ? RuntimeMode.BATCH : RuntimeMode.STREAMING);
            }
        });
        where.addClassName("session-where");
        options.addClassName("session-options");
        options.addThemeVariants(ButtonVariant.LUMO_SMALL, ButtonVariant.LUMO_TERTIARY);
        options.setEnabled(canSet);
        options.addClickListener(e -> {
            SessionSettingsDialog dialog = new SessionSettingsDialog(runs);
            dialog.addOpenedChangeListener(o -> {
                if (!o.isOpened()) {
                    reload();
                }
            });
            dialog.open();
        });
        Span label = new Span("Runtime mode");
        label.getStyle().set("color", "var(--lumo-secondary-text-color)");
        add(label, toggle, where, options);
        show(canSet ? RuntimeMode.STREAMING : RuntimeMode.BATCH);
    }

    /** The mode this tab's runs use: a new tab starts in Flink's default, STREAMING (BATCH for a read-only role). */
    public RuntimeMode mode() {
        return mode;
    }

    /** Called with the tab's new mode, when the user or a script changed it. */
    public void addModeListener(Consumer<RuntimeMode> listener) {
        modeListeners.add(listener);
    }

    /**
     * Switches the tab to a mode: with a SET through the statement gate (audited like any SET), so the session and the
     * settings dialog agree with the toggle; every later run from the tab is made in this mode.
     */
    public void choose(RuntimeMode next) {
        try {
            runs.setSessionSetting(RuntimeMode.OPTION, next.optionValue());
            show(next);
            modeListeners.forEach(l -> l.accept(next));
            reload();
        } catch (ServiceException e) {
            show(mode);
            where.setText(e.userMessage());
        }
    }

    /** Runs from this tab ended: a script that set the mode itself moves the toggle; catalog and database may differ. */
    public void runsEnded(List<RunStatus> ended) {
        RuntimeMode last = ended.stream().filter(s -> s.mode() != null && s.state() == RunState.FINISHED)
                .map(RunStatus::mode).reduce((a, b) -> b).orElse(mode);
        if (last != mode) {
            show(last);
            modeListeners.forEach(l -> l.accept(last));
        }
        reload();
    }

    /** Reads catalog, database and options from the session (never the mode: that is the tab's). */
    public void reload() {
        try {
            SessionInfo info = runs.sessionInfo();
            where.setText("Catalog " + blank(info.catalog()) + " · database " + blank(info.database()));
            Map<String, String> set = info.options();
            options.setText(set.size() + (set.size() == 1 ? " option" : " options") + "…");
            // a native title: every option on its own line, readable without opening the dialog
            options.getElement().setAttribute("title", set.isEmpty() ? "Session settings" : String.join("\n",
                    set.entrySet().stream().map(e -> e.getKey() + " = " + e.getValue()).toList()));
        } catch (ServiceException e) {
            where.setText(e.userMessage());
        }
    }

    @Override
    protected void onAttach(com.vaadin.flow.component.AttachEvent event) {
        reload();
    }

    private void show(RuntimeMode next) {
        mode = next;
        toggle.setSelectedTab(next == RuntimeMode.BATCH ? batch : streaming);
        getElement().setAttribute("data-mode", next.optionValue());
    }

    private static String blank(String text) {
        return text == null || text.isBlank() ? "?" : text;
    }
}
