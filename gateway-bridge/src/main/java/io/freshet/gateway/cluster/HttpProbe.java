package io.freshet.gateway.cluster;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** A plain GET with short timeouts, for readiness checks (no JSON library on the launcher's class path). */
final class HttpProbe {

    private static final int TIMEOUT_MILLIS = 2000;

    private HttpProbe() {
    }

    /** The status code, or empty when nothing answers. */
    static Optional<Integer> status(URI uri) {
        return get(uri).map(Response::status);
    }

    /** The status and body, or empty when nothing answers. */
    static Optional<Response> get(URI uri) {
        HttpURLConnection connection = null;
        try {
            connection = (HttpURLConnection) uri.toURL().openConnection();
            connection.setConnectTimeout(TIMEOUT_MILLIS);
            connection.setReadTimeout(TIMEOUT_MILLIS);
            int status = connection.getResponseCode();
            InputStream body = status < 400 ? connection.getInputStream() : connection.getErrorStream();
            String text = body == null ? "" : new String(body.readAllBytes(), StandardCharsets.UTF_8);
            return Optional.of(new Response(status, text));
        } catch (IOException e) {
            return Optional.empty();
        } finally {
            if (connection != null) {
                connection.disconnect();
            }
        }
    }

    record Response(int status, String body) { }
}
