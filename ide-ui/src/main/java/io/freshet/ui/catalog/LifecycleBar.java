package io.freshet.ui.catalog;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import io.freshet.ui.common.ServiceException;
import java.util.List;
import java.util.function.Consumer;

/** Suspend, resume, refresh now, repair and drop; suspend and drop first show what depends on the table. */
class LifecycleBar extends HorizontalLayout {

    private final CatalogService catalog;
    private final TableRef ref;
    private final Consumer<String> error;
    private final Runnable done;

    LifecycleBar(CatalogService catalog, TableRef ref, boolean admin, Consumer<String> error, Runnable done) {
        this.catalog = catalog;
        this.ref = ref;
        this.error = error;
        this.done = done;
        add(button("Suspend", "mt-suspend", () -> withDownstream("Suspend", "stop receiving new rows while it is suspended", () -> catalog.suspend(ref))));
        add(button("Resume", "mt-resume", () -> act(() -> catalog.resume(ref), "Resumed " + ref)));
        add(button("Refresh now", "mt-refresh", () -> act(() -> {
            String job = catalog.refresh(ref);
            Notification.show("Refresh of " + ref + " started as job " + job);
        }, null)));
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
