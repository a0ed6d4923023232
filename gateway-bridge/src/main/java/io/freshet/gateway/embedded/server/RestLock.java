package io.freshet.gateway.embedded.server;

import org.apache.flink.configuration.Configuration;

import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * The lock on this JVM's REST ports (the MiniCluster's and the SQL Gateway's): every request must carry the
 * per-start secret as {@code Authorization: Bearer <token>}, and nothing a browser sent is answered.
 *
 * <p>Why a Netty handler and not REST SSL with client certificates: Flink loads
 * {@code InboundChannelHandlerFactory}/{@code OutboundChannelHandlerFactory} implementations with the
 * ServiceLoader into every REST server and client pipeline (the hook is meant for authentication), so one
 * secret covers both ports, Flink's own clients in this JVM (the gateway submitting jobs to the MiniCluster,
 * the workflow scheduler refreshing FULL materialized tables through the gateway) send it without any
 * configuration, and Freshet's client only adds a header. Mutual TLS would need a keystore per start, TLS in
 * java.net.http, and still leaves browsers able to send requests. The secret is held here, never in Flink's
 * {@link Configuration}: a session can read the configuration back ({@code SET}, the session config endpoint).
 */
public final class RestLock {

    /** Headers only browsers send: Fetch metadata on every request, Origin on cross-origin ones and POSTs. */
    static final List<String> BROWSER_HEADERS = List.of("Origin", "Sec-Fetch-Site", "Sec-Fetch-Mode",
            "Sec-Fetch-Dest", "Access-Control-Request-Method");

    private static volatile RestLock installed;

    private final byte[] expectedAuthorization;
    private final String authorization;
    private final List<InetSocketAddress> ownEndpoints;

    private RestLock(String token, List<InetSocketAddress> ownEndpoints) {
        this.authorization = "Bearer " + token;
        this.expectedAuthorization = authorization.getBytes(StandardCharsets.US_ASCII);
        this.ownEndpoints = List.copyOf(ownEndpoints);
    }

    /** Locks every REST endpoint and client created afterwards in this JVM. */
    static void install(String token, List<InetSocketAddress> ownEndpoints) {
        if (token == null || token.isBlank()) {
            throw new IllegalArgumentException("The REST lock needs a token");
        }
        installed = new RestLock(token.strip(), ownEndpoints);
    }

    /** Empty in every JVM but the embedded Flink's: there the factories add nothing. */
    static Optional<RestLock> installed() {
        return Optional.ofNullable(installed);
    }

    /** This JVM's two REST endpoints, the only ones Flink's clients here may send the secret to. */
    static List<InetSocketAddress> ownEndpoints(Configuration config) {
        List<InetSocketAddress> own = new ArrayList<>();
        addEndpoint(own, config.toMap().get("rest.address"), config.toMap().get("rest.port"));
        addEndpoint(own, config.toMap().get("sql-gateway.endpoint.rest.address"),
                config.toMap().get("sql-gateway.endpoint.rest.port"));
        return own;
    }

    /** Why a request is refused, or empty when it may pass. */
    Optional<Refusal> refusal(String method, Function<String, String> header) {
        boolean browser = "OPTIONS".equals(method.toUpperCase(Locale.ROOT))
                || BROWSER_HEADERS.stream().anyMatch(name -> header.apply(name) != null);
        if (browser) {
            return Optional.of(new Refusal(403, "Freshet's embedded Flink does not answer browsers; use the Freshet IDE."));
        }
        String sent = header.apply("Authorization");
        // constant time, so the secret cannot be guessed byte by byte from response times
        if (sent == null || !MessageDigest.isEqual(expectedAuthorization, sent.getBytes(StandardCharsets.US_ASCII))) {
            return Optional.of(new Refusal(401, "Freshet's embedded Flink answers only Freshet:"
                    + " this request lacks its per-start secret."));
        }
        return Optional.empty();
    }

    /** Whether a connection goes to one of this JVM's own REST endpoints (never hand the secret to another host). */
    boolean isOwn(SocketAddress remote) {
        if (!(remote instanceof InetSocketAddress address) || address.getAddress() == null) {
            return false;
        }
        return ownEndpoints.stream().anyMatch(own -> own.getPort() == address.getPort() && own.getAddress() != null
                && (own.getAddress().equals(address.getAddress())
                        || own.getAddress().isLoopbackAddress() && address.getAddress().isLoopbackAddress()));
    }

    String authorization() {
        return authorization;
    }

    @Override
    public String toString() {
        return "RestLock" + ownEndpoints;
    }

    private static void addEndpoint(List<InetSocketAddress> own, String host, String port) {
        if (host != null && port != null && port.strip().matches("\\d{1,5}")) {
            own.add(new InetSocketAddress(host.strip(), Integer.parseInt(port.strip())));
        }
    }

    /** An HTTP status and the reason sent back in Flink's error shape. */
    record Refusal(int status, String reason) { }
}
