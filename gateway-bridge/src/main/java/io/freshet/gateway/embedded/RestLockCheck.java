package io.freshet.gateway.embedded;

import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URI;
import java.time.Duration;
import java.util.List;

/**
 * Proves after each start that both REST ports of the child refuse a request without the secret. The lock
 * hangs on Flink's ServiceLoader hook, and Flink only logs a factory that fails to load: without this check a
 * stale entry-point jar would leave the ports open and nobody would notice.
 */
final class RestLockCheck {

    private static final int TIMEOUT_MILLIS = (int) Duration.ofSeconds(10).toMillis();

    private RestLockCheck() {
    }

    static void verify(URI gateway, URI flinkRest) {
        for (URI probe : List.of(gateway.resolve("/v1/info"), flinkRest.resolve("/v1/config"))) {
            int status = statusWithoutToken(probe);
            if (status != HttpURLConnection.HTTP_UNAUTHORIZED) {
                throw StartChecks.startError("The embedded Flink answered " + probe + " without Freshet's secret"
                        + " (HTTP " + status + "), so its REST ports are open to every local program. Rebuild the"
                        + " embedded Flink libraries (the *" + StartChecks.EMBEDDED_JAR_MARKER + " holds the lock).");
            }
        }
    }

    private static int statusWithoutToken(URI probe) {
        HttpURLConnection connection = null;
        try {
            connection = (HttpURLConnection) probe.toURL().openConnection();
            connection.setConnectTimeout(TIMEOUT_MILLIS);
            connection.setReadTimeout(TIMEOUT_MILLIS);
            return connection.getResponseCode();
        } catch (IOException e) {
            throw StartChecks.startError("Cannot check the embedded Flink's REST lock at " + probe + ": "
                    + StartChecks.reason(e));
        } finally {
            if (connection != null) {
                connection.disconnect();
            }
        }
    }
}
