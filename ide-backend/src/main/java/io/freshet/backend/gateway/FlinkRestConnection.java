package io.freshet.backend.gateway;

import io.freshet.gateway.client.GatewayEndpoint;
import io.freshet.gateway.embedded.EmbeddedFlink;
import io.freshet.gateway.flink.FlinkRestClient;
import java.net.URI;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Where Freshet reads Flink's own REST API (job states, checkpoints): the embedded Flink's, with its per-start
 * secret, or the configured {@code freshet.flink.rest-url} of an external Flink. Used by the server only; the
 * browser never reaches it (the embedded one refuses browsers anyway).
 */
@Component
public class FlinkRestConnection {

    static final String NOT_CONFIGURED = "Freshet has no address for Flink's REST API (set freshet.flink.rest-url)";

    private final GatewayConnection gateway;
    private final FlinkRestClient external;
    private final AtomicReference<Embedded> embedded = new AtomicReference<>();

    public FlinkRestConnection(GatewayConnection gateway, @Value("${freshet.flink.rest-url:}") String restUrl,
                               @Value("${freshet.flink.rest-token:}") String restToken) {
        this.gateway = gateway;
        this.external = restUrl == null || restUrl.isBlank() ? null
                : new FlinkRestClient(new GatewayEndpoint(URI.create(restUrl.strip()), restToken));
    }

    /** The client, or empty with {@link #whyNot()} saying why. */
    public Optional<FlinkRestClient> client() {
        if (gateway.snapshot().mode() == GatewaySnapshot.Mode.EXTERNAL) {
            return Optional.ofNullable(external);
        }
        Optional<EmbeddedFlink> running = gateway.embedded().filter(EmbeddedFlink::isAlive);
        if (running.isEmpty()) {
            return Optional.empty();
        }
        // a new start has a new secret: the client is made once per embedded Flink
        Embedded known = embedded.updateAndGet(e -> e != null && e.flink() == running.get() ? e
                : new Embedded(running.get(), new FlinkRestClient(running.get().flinkRestEndpoint())));
        return Optional.of(known.client());
    }

    /** Why there is no client; meaningful when {@link #client()} is empty. */
    public String whyNot() {
        return gateway.snapshot().mode() == GatewaySnapshot.Mode.EXTERNAL ? NOT_CONFIGURED
                : "the embedded Flink is not running (" + gateway.snapshot().message() + ")";
    }

    private record Embedded(EmbeddedFlink flink, FlinkRestClient client) {
    }
}
