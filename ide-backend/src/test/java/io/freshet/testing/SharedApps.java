package io.freshet.testing;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The run's one shared packaged IDE (with its PostgreSQL and Flink): kept alive across the test classes that ask for the
 * same configuration, closed when a class asks for another one, when the last class of its configuration in the run
 * order ({@link SharedClusterLast} counts them) is done, or at the end of the run. An app start costs 15-30 s of a
 * 2-core CI machine; classes that share one must not rely on each other's data (their own names, differences of counts).
 */
final class SharedApps implements ExtensionContext.Store.CloseableResource {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedApps.class);

    /** Starts an app. */
    @FunctionalInterface
    interface Starter<T extends AutoCloseable> {
        T start() throws Exception;
    }

    private final Map<String, Integer> finished = new HashMap<>();
    private String key;
    private AutoCloseable app;

    static SharedApps of(ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE)
                .getOrComputeIfAbsent(SharedApps.class, k -> new SharedApps(), SharedApps.class);
    }

    /** The running app of this configuration, or a new one (the app of another configuration is closed first). */
    synchronized <T extends AutoCloseable> T acquire(String key, Class<T> type, Starter<T> starter) throws Exception {
        if (!key.equals(this.key)) {
            close();
            app = starter.start();
            this.key = key;
        }
        return type.cast(app);
    }

    /**
     * A class of this configuration is done: closes the app when no class of it is left in the run, so it does not
     * sit idle under the later ones (with an unknown order, after every class, as an unshared app).
     */
    synchronized void release(String key) throws Exception {
        int done = finished.merge(key, 1, Integer::sum);
        if (key.equals(this.key) && done >= SharedClusterLast.classesSharing(key)) {
            close();
        }
    }

    @Override
    public synchronized void close() throws Exception {
        AutoCloseable running = app;
        app = null;
        key = null;
        if (running != null) {
            running.close();
        }
    }
}
