package io.freshet.backend.run;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.VaadinSession;
import java.util.function.BooleanSupplier;

/**
 * Whether the browser tab a request came from is still there, by Vaadin's own rule for an active UI: it is not closed
 * and its heartbeat came within three heartbeat intervals ({@code vaadin.heartbeatInterval}). Read without the
 * session's lock, from a background thread: a heartbeat seen one check late only delays the verdict.
 */
final class BrowserTab {

    private BrowserTab() {
    }

    /** The current request's tab, or null outside a browser request. */
    static BooleanSupplier current() {
        UI ui = UI.getCurrent();
        return ui == null ? null : () -> alive(ui);
    }

    private static boolean alive(UI ui) {
        if (ui.isClosing()) {
            return false;
        }
        VaadinSession session = ui.getSession();
        return session != null && session.getService().isUIActive(ui);
    }
}
