package io.freshet.ui.common;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.shared.Registration;
import java.util.ArrayList;
import java.util.List;

/**
 * Polling shared by everything in a UI that waits for background work (run results, editor analysis): the
 * UI polls at the shortest interval any holder asked for, and stops when the last one releases. Without a
 * shared count one view switching polling off would starve another. Call with the UI's session locked.
 */
public final class UiPolling {

    /** The intervals currently asked for in one UI. */
    private static final class Holders {
        private final List<Integer> intervals = new ArrayList<>();
    }

    private UiPolling() {
    }

    /** Polls the UI at most {@code intervalMillis} apart until the returned registration is removed. */
    public static Registration hold(UI ui, int intervalMillis) {
        Holders holders = ComponentUtil.getData(ui, Holders.class);
        if (holders == null) {
            holders = new Holders();
            ComponentUtil.setData(ui, Holders.class, holders);
        }
        Integer token = intervalMillis;
        holders.intervals.add(token);
        apply(ui, holders);
        Holders held = holders;
        boolean[] removed = {false};
        return () -> {
            if (!removed[0]) {
                removed[0] = true;
                held.intervals.remove(token);
                apply(ui, held);
            }
        };
    }

    /**
     * Runs {@code onPoll} at every poll of the component's UI while the component is attached, polling at most
     * {@code intervalMillis} apart; the returned registration ends it for good.
     */
    public static Registration whileAttached(Component component, int intervalMillis, Runnable onPoll) {
        Registration[] held = {null};
        Runnable release = () -> {
            if (held[0] != null) {
                held[0].remove();
                held[0] = null;
            }
        };
        component.getUI().ifPresent(ui -> held[0] = poll(ui, intervalMillis, onPoll));
        Registration attach = component.addAttachListener(e -> {
            release.run();
            held[0] = poll(e.getUI(), intervalMillis, onPoll);
        });
        Registration detach = component.addDetachListener(e -> release.run());
        return () -> {
            attach.remove();
            detach.remove();
            release.run();
        };
    }

    /** Runs {@code onPoll} at every poll of the UI, polling at most {@code intervalMillis} apart, until removed. */
    static Registration poll(UI ui, int intervalMillis, Runnable onPoll) {
        Registration listener = ui.addPollListener(e -> onPoll.run());
        Registration hold = hold(ui, intervalMillis);
        return () -> {
            listener.remove();
            hold.remove();
        };
    }

    private static void apply(UI ui, Holders holders) {
        ui.setPollInterval(holders.intervals.stream().mapToInt(Integer::intValue).min().orElse(-1));
    }
}
