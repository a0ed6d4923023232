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
        this(key, type, true);
    }

    /** @param shared false: a fixture of the class's own (e.g. a benchmark measuring one alone) */
    protected SharedFixture(String key, Class<T> type, boolean shared) {
        this.key = key;
        this.type = type;
        // -Dfreshet.it.shared-apps=false: one fixture per class again, to measure the difference or rule sharing out
        this.shared = shared && !"false".equals(System.getProperty("freshet.it.shared-apps"));
    }

    /**
     * Starts the fixture (once for the classes sharing it).
     *
     * @param context the class that starts it: the first of the sharing classes, or the owner of its own fixture
     */
    protected abstract T start(ExtensionContext context) throws Exception;

    /** The started fixture, from this class's {@link #beforeAll} on. */
    protected final T fixture() {
        return fixture;
    }

    /** Whether the fixture is shared with other classes (false: the class's own, closed after it). */
    protected final boolean isShared() {
        return shared;
    }

    @Override
    public Optional<String> sharedKey() {
        return shared ? Optional.of(key) : Optional.empty();
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        fixture = shared ? SharedApps.of(context).acquire(key, type, () -> start(context)) : start(context);
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
