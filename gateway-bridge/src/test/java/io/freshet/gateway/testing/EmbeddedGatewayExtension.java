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
 * Starts one real embedded Flink (MiniCluster + SQL Gateway child JVM) per test class and stops it
 * after the class. Register it as a static field with {@code @RegisterExtension}; test methods may
 * also take a {@link GatewayClient}, {@link EmbeddedFlink} or gateway {@link URI} parameter.
 *
 * <p>Homes go below {@code target/it-homes} and are kept, so the logs of a failed run can be read.
 */
public final class EmbeddedGatewayExtension implements BeforeAllCallback, AfterAllCallback, ParameterResolver {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS");

    private final Map<String, String> extraConfig;
    private EmbeddedFlink flink;
    private GatewayClient client;

    public EmbeddedGatewayExtension() {
        this(Map.of());
    }

    /** A dedicated instance with further Flink options, e.g. a short session idle timeout. */
    public EmbeddedGatewayExtension(Map<String, String> extraConfig) {
        this.extraConfig = Map.copyOf(extraConfig);
    }

    /** The child's lib directory: failsafe passes {@code freshet.embedded.lib-dir}. */
    public static Path libDir() {
        return Path.of(System.getProperty("freshet.embedded.lib-dir", "target/embedded-flink/lib")).toAbsolutePath();
    }

    /** A fresh, not yet existing home directory below target/it-homes. */
    public static Path newHome(String name) {
        Path root = Path.of(System.getProperty("freshet.embedded.it-homes", "target/it-homes")).toAbsolutePath();
        try {
            Files.createDirectories(root);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return root.resolve(name + "-" + LocalDateTime.now().format(STAMP));
    }

    /** Starts an embedded Flink and turns a start failure into an error that shows the child's log. */
    public static EmbeddedFlink start(Path home) {
        return start(home, Map.of());
    }

    /** The same with further Flink options for the child. */
    public static EmbeddedFlink start(Path home, Map<String, String> extraConfig) {
        try {
            return EmbeddedFlink.start(EmbeddedFlinkSettings.defaults(home, libDir()).withExtraConfig(extraConfig));
        } catch (GatewayException e) {
            throw new IllegalStateException(e.userMessage() + "\n" + e.details(), e);
        }
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        flink = start(newHome(context.getRequiredTestClass().getSimpleName()), extraConfig);
        client = new GatewayClient(flink.gatewayEndpoint());
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (flink != null) {
            flink.close();
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
