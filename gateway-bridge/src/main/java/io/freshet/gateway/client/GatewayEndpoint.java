package io.freshet.gateway.client;

import java.net.URI;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Where a Flink REST endpoint (the SQL Gateway, or Flink's own) answers, and the bearer token it wants, if
 * any: the embedded Flink's per-start secret, or a reverse proxy's token in front of an external gateway.
 * {@link #toString()} never shows the token.
 *
 * @param uri   the endpoint's base URI, e.g. {@code http://127.0.0.1:8083}
 * @param token sent as {@code Authorization: Bearer <token>}; null (or blank) for none
 */
public record GatewayEndpoint(URI uri, String token) {

    /** Visible ASCII only: a header value must not be able to smuggle a line break. */
    private static final Pattern HEADER_SAFE = Pattern.compile("[\\x21-\\x7e]+");

    public GatewayEndpoint {
        Objects.requireNonNull(uri, "uri");
        token = token == null || token.isBlank() ? null : token.strip();
        if (token != null && !HEADER_SAFE.matcher(token).matches()) {
            throw new IllegalArgumentException("A gateway token may hold visible ASCII characters only");
        }
    }

    /** An endpoint that wants no token. */
    public static GatewayEndpoint of(URI uri) {
        return new GatewayEndpoint(uri, null);
    }

    /** The value of the {@code Authorization} header to send, when there is a token. */
    public Optional<String> authorization() {
        return Optional.ofNullable(token).map(t -> "Bearer " + t);
    }

    @Override
    public String toString() {
        return uri + (token == null ? "" : " (with a token)");
    }
}
