package io.freshet.ui.common;

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

    private static void apply(UI ui, Holders holders) {
        ui.setPollInterval(holders.intervals.stream().mapToInt(Integer::intValue).min().orElse(-1));
    }
}
