package io.freshet.testing;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The run's Chromium, one per test thread (Playwright's objects are used from the thread that made them; a class
 * marked to run beside the others gets its own): started by the first browser class, closed when the run ends. Each
 * class works in browser contexts of its own and closes them after it, so it sees nothing of the classes before it;
 * what it saves is a Playwright driver and a Chromium start per class.
 */
final class SharedBrowsers implements ExtensionContext.Store.CloseableResource {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedBrowsers.class);

    private final Map<Thread, Chromium> browsers = new HashMap<>();

    static SharedBrowsers of(ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE)
                .getOrComputeIfAbsent(SharedBrowsers.class, k -> new SharedBrowsers(), SharedBrowsers.class);
    }

    /** This thread's Chromium, launched now when it has none or the one it had is gone. */
    synchronized Chromium forThisThread() {
        Chromium current = browsers.get(Thread.currentThread());
        if (current != null && current.usable()) {
            return current;
        }
        if (current != null) {
            closeQuietly(current);
        }
        Chromium launched = Chromium.launch();
        browsers.put(Thread.currentThread(), launched);
        return launched;
    }

    /** Closes a browser that a failed class may have left in a bad state; its thread's next class launches another. */
    synchronized void discard(Chromium chromium) {
        browsers.values().removeIf(running -> running == chromium);
        closeQuietly(chromium);
    }

    @Override
    public synchronized void close() {
        browsers.values().forEach(SharedBrowsers::closeQuietly);
        browsers.clear();
    }

    private static void closeQuietly(Chromium chromium) {
        try {
            chromium.close();
        } catch (RuntimeException e) {
            // a browser that is already gone has nothing left to close
        }
    }
}
