package io.freshet.ui.catalog;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import io.freshet.ui.common.ServiceException;
import java.util.List;
import java.util.function.Consumer;

/**
 * Suspend, resume, refresh now, repair and drop; suspend and drop first show what depends on the table. Suspend is
 * offered only while the table is active and Resume only while it is suspended (a table being created has
 * neither); Refresh now answers at once and its progress shows in the refresh history.
 */
class LifecycleBar extends HorizontalLayout {

    static final String ACTIVE = "ACTIVATED";
    static final String SUSPENDED = "SUSPENDED";

    private final CatalogService catalog;
    private final TableRef ref;
    private final Consumer<String> error;
    private final Runnable done;

    /**
     * @param status    the table's refresh status, e.g. ACTIVATED or SUSPENDED
     * @param refreshed told about a refresh asked for, with its new history entry
     */
    LifecycleBar(CatalogService catalog, TableRef ref, String status, boolean admin, Consumer<String> error,
                 Runnable done, Consumer<RefreshEntry> refreshed) {
        this.catalog = catalog;
        this.ref = ref;
        this.error = error;
        this.done = done;
        getStyle().set("flex-wrap", "wrap");
        Button suspend = button("Suspend", "mt-suspend", () -> withDownstream("Suspend",
                "stop receiving new rows while it is suspended", () -> catalog.suspend(ref)));
        suspend.setEnabled(ACTIVE.equals(status));
        suspend.setTooltipText(ACTIVE.equals(status) ? "Stop refreshing until resumed"
                : "Only an active table can be suspended");
        Button resume = button("Resume", "mt-resume", () -> act(() -> catalog.resume(ref), "Resumed " + ref));
        resume.setEnabled(SUSPENDED.equals(status));
        resume.setTooltipText(SUSPENDED.equals(status) ? "Refresh again as the freshness says"
                : "Only a suspended table can be resumed");
        add(suspend, resume);
        add(refreshNow(refreshed));
        add(button("Repair", "mt-repair", () -> act(() -> catalog.repair(ref), "Repaired " + ref)));
        if (admin) {
            Button drop = button("Drop", "mt-drop", () -> withDownstream("Drop", "fail to refresh without it", () -> catalog.drop(ref)));
            drop.addThemeVariants(ButtonVariant.LUMO_ERROR);
            add(drop);
        }
    }

    LifecycleBar withExtra(Component extra) {
        addComponentAsFirst(extra);
        return this;
    }

    private Button refreshNow(Consumer<RefreshEntry> refreshed) {
        Button refresh = new Button("Refresh now");
        refresh.setId("mt-refresh");
        refresh.setDisableOnClick(true);
        refresh.addClickListener(e -> {
            try {
                RefreshEntry entry = catalog.refresh(ref);
                Notification note = Notification.show("Refresh of " + ref + " asked for: Flink is planning it."
                        + " It shows in the refresh history below, with its job once Flink has started it.");
                note.addThemeVariants(NotificationVariant.LUMO_PRIMARY);
                note.setId("mt-refresh-notification");
                refreshed.accept(entry);
            } catch (ServiceException ex) {
                error.accept(ex.userMessage());
            } finally {
                refresh.setEnabled(true);
            }
        });
        return refresh;
    }

    private Button button(String text, String id, Runnable action) {
        Button button = new Button(text, e -> action.run());
        button.setId(id);
        return button;
    }

    private void withDownstream(String verb, String effect, Runnable action) {
        try {
            List<TableRef> downstream = catalog.downstream(ref);
            FreshnessDialogs.confirmLifecycle(verb, ref, downstream, effect, () -> act(action, verb + " done: " + ref));
        } catch (ServiceException e) {
            error.accept(e.userMessage());
        }
    }

    private void act(Runnable action, String success) {
        try {
            action.run();
            if (success != null) {
                Notification.show(success);
            }
            done.run();
        } catch (ServiceException e) {
            error.accept(e.userMessage());
        }
    }
}
