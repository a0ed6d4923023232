package io.freshet.backend.config;

import java.nio.file.Path;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.ConstructorBinding;

/**
 * Freshet's own settings ({@code freshet.*}).
 *
 * @param home where Freshet keeps everything local: database, embedded Flink, logs
 */
@ConfigurationProperties("freshet")
public record FreshetProperties(Path home, Gateway gateway, Embedded embedded, Catalog catalog) {

    /** Whether to use the embedded Flink: yes unless an external gateway URL is configured. */
    public boolean embeddedGateway() {
        return gateway.url() == null || gateway.url().isBlank();
    }

    /**
     * @param url   an external SQL Gateway (http://host:8083); blank starts the embedded Flink
     * @param token sent as {@code Authorization: Bearer} to an external gateway (a reverse proxy in front of
     *              it checks it); blank for none. The embedded Flink gets a new secret at each start instead.
     */
    public record Gateway(String url, String token) {

        @ConstructorBinding
        public Gateway {
        }

        /** An external gateway that wants no token, or blank for the embedded Flink. */
        public Gateway(String url) {
            this(url, null);
        }

        @Override
        public String toString() {
            return "Gateway[url=" + url + (token == null || token.isBlank() ? "" : ", with a token") + "]";
        }
    }

    /**
     * Settings of the embedded Flink (child JVM); unused with an external gateway.
     *
     * @param allowedHosts host:port pairs the child may connect to besides its own ports, comma separated (a Kafka
     *                     or database on this machine); blank for none
     * @param remoteHosts  {@code any} (default): the child may connect to every other host; {@code listed}: only to
     *                     {@code allowedHosts}
     * @param runAs        the OS user the child runs as when Freshet runs as root: blank for {@code nobody} where
     *                     that can work, a user name (then a start error if it cannot), {@code none} for Freshet's own
     */
    public record Embedded(Path libDir, Path javaHome, int gatewayPort, int restPort, Duration startTimeout,
                           String maxHeap, String allowedHosts, String remoteHosts, String runAs) {

        @ConstructorBinding
        public Embedded {
        }

        /** With the default child user. */
        public Embedded(Path libDir, Path javaHome, int gatewayPort, int restPort, Duration startTimeout,
                String maxHeap, String allowedHosts, String remoteHosts) {
            this(libDir, javaHome, gatewayPort, restPort, startTimeout, maxHeap, allowedHosts, remoteHosts, null);
        }

        /** Without connection settings: only the child's own ports on this machine, any remote host. */
        public Embedded(Path libDir, Path javaHome, int gatewayPort, int restPort, Duration startTimeout,
                String maxHeap) {
            this(libDir, javaHome, gatewayPort, restPort, startTimeout, maxHeap, null, null, null);
        }
    }

    /**
     * @param warehouse Paimon warehouse URI ({@code s3://bucket/path} for an object store); blank means the embedded
     *                  Flink's local warehouse
     * @param s3        how Freshet's own reads (catalog browser, lineage, freshness) reach an {@code s3://} warehouse
     */
    public record Catalog(String name, String warehouse, S3 s3) {

        @ConstructorBinding
        public Catalog {
            s3 = s3 == null ? new S3(null, null) : s3;
        }

        /** A warehouse that needs no S3 settings (local, or S3 with the AWS defaults). */
        public Catalog(String name, String warehouse) {
            this(name, warehouse, null);
        }
    }

    /**
     * An S3-compatible warehouse's endpoint; the access keys are never properties but sealed secrets (see
     * {@code io.freshet.backend.warehouse.S3Access}).
     *
     * @param endpoint        e.g. {@code http://minio:9000}; blank for AWS S3 itself
     * @param pathStyleAccess true for stores without per-bucket host names (MinIO, s3proxy); blank for S3's default
     */
    public record S3(String endpoint, Boolean pathStyleAccess) { }
}
