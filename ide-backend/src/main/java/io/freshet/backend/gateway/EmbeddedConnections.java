package io.freshet.backend.gateway;

import io.freshet.backend.config.FreshetProperties;
import java.net.URI;
import java.util.Locale;

/**
 * The host:port pairs the embedded Flink may connect to besides its own ports: the configured ones plus the S3
 * endpoint of the warehouse (a MinIO on this machine is reached like any listed host).
 */
final class EmbeddedConnections {

    private static final int HTTP_PORT = 80;
    private static final int HTTPS_PORT = 443;

    private EmbeddedConnections() {
    }

    /** The configured list with the S3 endpoint's host:port appended; blank when there is neither. */
    static String allowedHosts(String configured, FreshetProperties.S3 s3) {
        String list = configured == null ? "" : configured.strip();
        String endpoint = s3 == null || s3.endpoint() == null ? "" : s3.endpoint().strip();
        if (endpoint.isEmpty()) {
            return list;
        }
        URI uri = URI.create(endpoint);
        if (uri.getHost() == null) {
            return list;
        }
        int port = uri.getPort() > 0 ? uri.getPort()
                : "https".equals(String.valueOf(uri.getScheme()).toLowerCase(Locale.ROOT)) ? HTTPS_PORT : HTTP_PORT;
        String entry = uri.getHost() + ":" + port;
        return list.isEmpty() ? entry : list + "," + entry;
    }
}
