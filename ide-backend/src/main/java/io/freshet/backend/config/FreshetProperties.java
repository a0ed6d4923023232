package io.freshet.backend.config;

import java.nio.file.Path;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

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

    /** @param url an external SQL Gateway (http://host:8083); blank starts the embedded Flink */
    public record Gateway(String url) { }

    /** Settings of the embedded Flink (child JVM); unused with an external gateway. */
    public record Embedded(Path libDir, Path javaHome, int gatewayPort, int restPort, Duration startTimeout,
                           String maxHeap) { }

    /** @param warehouse Paimon warehouse URI; blank means the embedded Flink's local warehouse */
    public record Catalog(String name, String warehouse) { }
}
