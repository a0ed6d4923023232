package io.freshet.testing;

import io.freshet.backend.config.FreshetProperties;
import io.freshet.gateway.FileUris;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.testing.Poll;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A real embedded Flink with the e-commerce sample project deployed into catalog {@code lakehouse} (the whole
 * ODS -> DWD -> DWS chain), plus Freshet properties that point at it as an external gateway; one per test class, or
 * one for all the classes that register {@link #shared()}. Homes go below {@code target/it-homes} and are kept for the
 * logs.
 */
public final class SampleLakehouseExtension extends SharedFixture<SampleLakehouse> {

    public static final String CATALOG = "lakehouse";

    private boolean first;

    public SampleLakehouseExtension() {
        this(false);
    }

    private SampleLakehouseExtension(boolean shared) {
        super(SampleLakehouseExtension.class.getName(), SampleLakehouse.class, shared);
    }

    /**
     * The lakehouse of every class that registers this (they run one after another, by their class {@code @Order},
     * then by name). A class after the first finds what the ones before it did to the sample (refreshes, backfilled
     * or dropped partitions, tables of their own), so it asserts differences, uses tables of its own names, or a
     * catalog of its own ({@link #ownWarehouse}); one that needs the sample as deployed checks {@link #firstClass()}.
     * The jobs a class leaves running are cancelled after it, except the sample's continuous refresh jobs.
     */
    public static SampleLakehouseExtension shared() {
        return new SampleLakehouseExtension(true);
    }

    @Override
    protected SampleLakehouse start(ExtensionContext context) {
        return SampleLakehouse.start(isShared() ? "SampleLakehouse" : context.getRequiredTestClass().getSimpleName());
    }

    /** Throws nothing checked: fixtures of other classes (e.g. ShopCdcExtension) call it from their own callbacks. */
    @Override
    public void beforeAll(ExtensionContext context) {
        unchecked(() -> {
            super.beforeAll(context);
            return null;
        });
        first = fixture().arrive();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        try {
            if (isShared() && fixture() != null) {
                int cancelled = fixture().cancelStrayJobs();
                if (cancelled > 0) {
                    System.out.println(context.getDisplayName() + " left " + cancelled + " Flink jobs running:"
                            + " cancelled for the next class on the shared sample lakehouse");
                }
            }
        } finally {
            unchecked(() -> {
                super.afterAll(context);
                return null;
            });
        }
    }

    private static <T> T unchecked(Callable<T> call) {
        try {
            return call.call();
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    public EmbeddedFlink flink() {
        return fixture().flink();
    }

    public GatewayClient client() {
        return fixture().client();
    }

    /** The warehouse URI the gateway's catalog was created over. */
    public String warehouse() {
        return FileUris.of(fixture().flink().layout().warehouse());
    }

    /**
     * Whether this class is the first on its lakehouse, so it finds the sample as deployed (always true for one of
     * its own).
     */
    public boolean firstClass() {
        return first;
    }

    /**
     * A warehouse folder of the class's own, for a catalog of its own name on the same Flink (which may use it): the
     * class then meets nothing of the sample nor of the other classes.
     */
    public Path ownWarehouse(String name) {
        return fixture().ownWarehouse(name);
    }

    /** Freshet's settings for a backend that uses this Flink as its external gateway. */
    public FreshetProperties properties(Path freshetHome) {
        return new FreshetProperties(freshetHome, new FreshetProperties.Gateway(flink().gatewayUri().toString(),
                flink().gatewayEndpoint().token()),
                new FreshetProperties.Embedded(null, null, 0, 0, null, null),
                new FreshetProperties.Catalog(CATALOG, warehouse()));
    }

    /** Waits up to {@code timeout} for a condition; false when it never held. */
    public static boolean await(Duration timeout, BooleanSupplier condition) {
        // exceptions (e.g. a table that is still being created) count as "not yet"
        return Poll.until(timeout, condition::getAsBoolean, Boolean::booleanValue);
    }
}
