package io.freshet.ui.common;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.shared.Registration;

/**
 * Polling a view needs only at times (while a deployment or a backfill runs): on while its owner says so and the view
 * is attached, off otherwise. An idle page that kept polling would make the server and the browser redo its work
 * twice a second for nothing. Call {@link #set} with the UI's session locked.
 */
public final class PollSwitch {

    private final int intervalMillis;
    private final Runnable onPoll;
    private boolean wanted;
    private UI attachedTo;
    private Registration held;

    /** A switch, off until {@link #set} turns it on, that runs {@code onPoll} at every poll while on. */
    public PollSwitch(Component component, int intervalMillis, Runnable onPoll) {
        this.intervalMillis = intervalMillis;
        this.onPoll = onPoll;
        component.getUI().ifPresent(ui -> attachedTo = ui);
        component.addAttachListener(e -> {
            attachedTo = e.getUI();
            apply();
        });
        component.addDetachListener(e -> {
            release();
            attachedTo = null;
        });
    }

    /** Polls from now on when {@code on}, stops when not; the same value again changes nothing. */
    public void set(boolean on) {
        wanted = on;
        apply();
    }

    /** Whether the view is polling now. */
    public boolean polling() {
        return held != null;
    }

    private void apply() {
        if (wanted && attachedTo != null && held == null) {
            held = UiPolling.poll(attachedTo, intervalMillis, onPoll);
        } else if (!wanted) {
            release();
        }
    }

    private void release() {
        if (held != null) {
            held.remove();
            held = null;
        }
    }
}
