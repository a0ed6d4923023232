package io.freshet.testing;

import java.util.Optional;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A test-class extension over a started fixture (servers, a Flink) that the classes registering one of the same key
 * share through {@link SharedApps}: run together by {@link SharedClusterLast}, closed after the last of them. Public so
 * the fixtures of other packages can share without a copy of the mechanism; a subclass adds its per-class work by
 * overriding {@link #beforeAll} / {@link #afterAll} around the super call.
 *
 * @param <T> the started fixture
 */
public abstract class SharedFixture<T extends AutoCloseable> implements BeforeAllCallback, AfterAllCallback, SharedApp {

    private final String key;
    private final Class<T> type;
    private final boolean shared;
    private T fixture;

    /** @param key the configuration: classes whose fixtures have the same key share one */
    protected SharedFixture(String key, Class<T> type) {
        this.key = key;
        this.type = type;
        // -Dfreshet.it.shared-apps=false: one fixture per class again, to measure the difference or rule sharing out
        this.shared = !"false".equals(System.getProperty("freshet.it.shared-apps"));
    }

    /** Starts the fixture (once for the classes sharing it). */
    protected abstract T start() throws Exception;

    /** The started fixture, from this class's {@link #beforeAll} on. */
    protected final T fixture() {
        return fixture;
    }

    @Override
    public Optional<String> sharedKey() {
        return shared ? Optional.of(key) : Optional.empty();
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        fixture = shared ? SharedApps.of(context).acquire(key, type, this::start) : start();
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        T started = fixture;
        fixture = null;
        if (shared) {
            SharedApps.of(context).release(key);
        } else if (started != null) {
            started.close();
        }
    }
}
