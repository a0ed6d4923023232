package io.freshet.gateway.client;

import io.freshet.gateway.GatewayException.Kind;
import io.freshet.gateway.GatewayException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.Supplier;

/** One HTTP exchange with a Flink REST server (the SQL Gateway or Flink's own REST API), failures in words. */
public final class RestExchange {

    /**
     * One client for all: each HttpClient owns a selector thread, and callers create clients per probe.
     * HTTP/1.1 because the default h2c upgrade attempt buys nothing against Flink's REST servers.
     */
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    private final Supplier<GatewayEndpoint> endpoint;
    private final Duration requestTimeout;
    private final String server;

    /** @param server how messages name the server, e.g. "the Flink SQL Gateway" */
    public RestExchange(GatewayEndpoint endpoint, Duration requestTimeout, String server) {
        this(() -> endpoint, requestTimeout, server);
    }

    /**
     * Against whatever endpoint {@code endpoint} names at each request: a restarted embedded Flink answers on new
     * ports with a new secret, and clients made before its restart follow it.
     */
    public RestExchange(Supplier<GatewayEndpoint> endpoint, Duration requestTimeout, String server) {
        this.endpoint = endpoint;
        this.requestTimeout = requestTimeout;
        this.server = server;
    }

    public URI baseUri() {
        return endpoint.get().uri();
    }

    /** A request for JSON at {@code path} below the base URI, with the timeout and the endpoint's token. */
    public HttpRequest.Builder request(String path) {
        GatewayEndpoint current = endpoint.get();
        HttpRequest.Builder builder = HttpRequest.newBuilder(current.uri().resolve(path)).timeout(requestTimeout)
                .header("Accept", "application/json");
        return current.authorization().map(a -> builder.header("Authorization", a)).orElse(builder);
    }

    /** The answer whatever its status; only a failed exchange (no answer) is a {@link GatewayException}. */
    public HttpResponse<String> send(HttpRequest.Builder builder, String method, String path) {
        try {
            return HTTP.send(builder.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (HttpConnectTimeoutException | ConnectException e) {
            throw unreachable("Cannot reach " + server + " at " + baseUri() + ".", e);
        } catch (HttpTimeoutException e) {
            throw new GatewayException(Kind.TIMEOUT, capitalized(server) + " at " + baseUri() + " did not answer "
                    + method + " " + pathOnly(path) + " within " + requestTimeout.toSeconds() + " s.", "", e);
        } catch (IOException e) {
            throw unreachable("Lost the connection to " + server + " at " + baseUri() + ".", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GatewayException(Kind.TIMEOUT, "Interrupted while waiting for " + server + ".", "", e);
        }
    }

    /** A lock in front of the server (the embedded Flink's, or a reverse proxy's) said no: never a statement error. */
    public GatewayException refused(HttpResponse<String> response, String method, String path) {
        return new GatewayException(Kind.HTTP, capitalized(server) + " at " + baseUri() + " refused " + method + " "
                + pathOnly(path) + " (HTTP " + response.statusCode() + "): "
                + (endpoint.get().token() == null ? "it wants a token and none is configured."
                        : "it does not accept the configured token."),
                GatewayErrorText.fullText(response.body()), null);
    }

    /** The path without its query string, for messages. */
    public static String pathOnly(String path) {
        int query = path.indexOf('?');
        return query < 0 ? path : path.substring(0, query);
    }

    private static GatewayException unreachable(String message, Exception e) {
        String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return new GatewayException(Kind.UNREACHABLE, message + " Is it running?", reason, e);
    }

    private static String capitalized(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
