package io.freshet.gateway.testing;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.embedded.EmbeddedFlinkSettings;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;

/**
 * A real embedded Flink (MiniCluster + SQL Gateway child JVM) for a test class: one of its own, started before the
 * class and stopped after it, or with {@link #shared()} the run's one shared instance. Register it as a static field
 * with {@code @RegisterExtension}; test methods may also take a {@link GatewayClient}, {@link EmbeddedFlink} or
 * gateway {@link URI} parameter. Its static helpers (lib folder, homes, starts) serve every module's tests.
 *
 * <p>Homes go below {@code target/it-homes} and are kept, so the logs of a failed run can be read.
 */
public final class EmbeddedGatewayExtension implements BeforeAllCallback, AfterAllCallback, ParameterResolver {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS");
    private static final Path OWN_LIB = Path.of("target", "embedded-flink", "lib");
    private static final Path SIBLING_LIB = Path.of("..", "gateway-bridge", "target", "embedded-flink", "lib");

    private final Map<String, String> extraConfig;
    private final boolean shared;
    private EmbeddedFlink flink;
    private GatewayClient client;

    public EmbeddedGatewayExtension() {
        this(Map.of());
    }

    /** A dedicated instance with further Flink options, e.g. a short session idle timeout. */
    public EmbeddedGatewayExtension(Map<String, String> extraConfig) {
        this(extraConfig, false);
    }

    private EmbeddedGatewayExtension(Map<String, String> extraConfig, boolean shared) {
        this.extraConfig = Map.copyOf(extraConfig);
        // -Dfreshet.it.shared-gateway=false: one embedded Flink per class again, to measure or to rule sharing out
        this.shared = shared && !"false".equals(System.getProperty("freshet.it.shared-gateway"));
    }

    /**
     * The embedded Flink of every class that registers this (they run one after another), with the default
     * configuration. What the classes have in common is the warehouse, the catalog store and the Quartz scheduler:
     * each keeps its tables in databases of its own names and asserts nothing about what else is there (no "SHOW
     * TABLES is empty", no count of all jobs); the jobs a class leaves running are cancelled after it.
     */
    public static EmbeddedGatewayExtension shared() {
        return new EmbeddedGatewayExtension(Map.of(), true);
    }

    /**
     * The child's lib directory: failsafe passes {@code freshet.embedded.lib-dir}; without it gateway-bridge's own
     * build output, from this module or from a sibling module's directory.
     */
    public static Path libDir() {
        String configured = System.getProperty("freshet.embedded.lib-dir");
        if (configured != null) {
            return Path.of(configured).toAbsolutePath();
        }
        return (Files.isDirectory(OWN_LIB) ? OWN_LIB : SIBLING_LIB).toAbsolutePath();
    }

    /** A fresh, not yet existing home directory below target/it-homes, named after the test and the time. */
    public static Path newHome(String name) {
        Path root = Path.of(System.getProperty("freshet.embedded.it-homes", "target/it-homes")).toAbsolutePath();
        try {
            Files.createDirectories(root);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return root.resolve(name + "-" + LocalDateTime.now().format(STAMP));
    }

    /** The default settings of an embedded Flink in this home, on {@link #libDir()}. */
    public static EmbeddedFlinkSettings settings(Path home) {
        return EmbeddedFlinkSettings.defaults(home, libDir());
    }

    /** Starts an embedded Flink and turns a start failure into an error that shows the child's log. */
    public static EmbeddedFlink start(Path home) {
        return start(home, Map.of());
    }

    /** The same with further Flink options for the child. */
    public static EmbeddedFlink start(Path home, Map<String, String> extraConfig) {
        return start(settings(home).withExtraConfig(extraConfig));
    }

    /** The same with settings of the caller's own (extra roots, allowed connections...). */
    public static EmbeddedFlink start(EmbeddedFlinkSettings settings) {
        try {
            return EmbeddedFlink.start(settings);
        } catch (GatewayException e) {
            throw new IllegalStateException(e.userMessage() + "\n" + e.details(), e);
        }
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        flink = shared ? SharedGateway.of(context).flink()
                : start(newHome(context.getRequiredTestClass().getSimpleName()), extraConfig);
        client = new GatewayClient(flink.gatewayEndpoint());
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (!shared) {
            if (flink != null) {
                flink.close();
            }
            return;
        }
        if (flink != null) {
            int cancelled = SharedGateway.of(context).cancelRunningJobs();
            if (cancelled > 0) {
                System.out.println(context.getDisplayName() + " left " + cancelled + " Flink jobs running:"
                        + " cancelled for the next class on the shared embedded Flink");
            }
        }
    }

    public EmbeddedFlink flink() {
        return flink;
    }

    public GatewayClient client() {
        return client;
    }

    public URI gatewayUri() {
        return flink.gatewayUri();
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return List.of(GatewayClient.class, EmbeddedFlink.class, URI.class).contains(parameter.getParameter().getType());
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        if (type == GatewayClient.class) {
            return client;
        }
        return type == EmbeddedFlink.class ? flink : flink.gatewayUri();
    }
}
