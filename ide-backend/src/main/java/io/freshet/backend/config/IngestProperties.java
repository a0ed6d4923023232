package io.freshet.backend.config;

import org.springframework.boot.context.properties.ConfigurationProperties;

import java.nio.file.Path;
import java.time.Duration;

/**
 * Where ingestions run ({@code freshet.ingest.*}): an external SQL Gateway whose Flink has the CDC connectors, or
 * (blank URL) the ingestion Flink Freshet starts on first use from {@code libDir}.
 *
 * @param libDir       the ingestion Flink's jars ({@code gateway-bridge/target/ingest-flink/lib} after a build)
 * @param gatewayUrl   an external ingestion gateway (http://host:8083); blank for the local ingestion Flink
 * @param gatewayToken sent as {@code Authorization: Bearer} to the external gateway; blank for none
 * @param checkpointInterval how often the local ingestion Flink checkpoints: Paimon commits then, so it is the least
 *                           delay from a source commit to its row in the lakehouse; null for 10 s
 */
@ConfigurationProperties("freshet.ingest")
public record IngestProperties(Path libDir, String gatewayUrl, String gatewayToken, Duration checkpointInterval) {

    public boolean external() {
        return gatewayUrl != null && !gatewayUrl.isBlank();
    }

    @Override
    public String toString() {
        return "IngestProperties[libDir=" + libDir + ", gatewayUrl=" + gatewayUrl
                + (gatewayToken == null || gatewayToken.isBlank() ? "" : ", with a token") + "]";
    }
}
