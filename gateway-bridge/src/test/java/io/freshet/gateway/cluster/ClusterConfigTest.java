package io.freshet.gateway.cluster;

import org.junit.jupiter.api.Test;

import java.net.URI;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ClusterConfigTest {

    private final ClusterSettings settings = ClusterSettings.defaults(Path.of("/tmp/cluster-home"), Path.of("/tmp/lib"));
    private final ClusterLayout layout = new ClusterLayout(settings.home());
    private final ObjectStore store = ObjectStore.withNewCredentials(URI.create("http://127.0.0.1:9000"), "freshet");
    private final Map<String, String> config = ClusterConfig.of(settings, layout, new ClusterPorts(9000, 9001, 9002,
            9003), store);

    @Test
    void credentialsStayOutOfFlinksConfiguration() {
        String yaml = ClusterConfig.yaml(config);
        assertThat(yaml).doesNotContain(store.secretKey()).doesNotContain(store.accessKey());
        assertThat(store.catalogOptions().values()).doesNotContain(store.secretKey());
        assertThat(store.toString()).doesNotContain(store.secretKey());
        assertThat(store.credentialsEnvironment()).containsEntry("AWS_SECRET_ACCESS_KEY", store.secretKey());
    }

    @Test
    void everyStartHasItsOwnCredentials() {
        ObjectStore next = ObjectStore.withNewCredentials(store.endpoint(), store.bucket());
        assertThat(next.secretKey()).hasSize(40).isNotEqualTo(store.secretKey());
        assertThat(next.accessKey()).hasSize(20).isNotEqualTo(store.accessKey());
    }

    @Test
    void processesMeetOnTheJobManagerAndTheObjectStore() {
        assertThat(config).containsEntry("jobmanager.rpc.port", "9001").containsEntry("rest.port", "9002")
                .containsEntry("sql-gateway.endpoint.rest.port", "9003")
                .containsEntry("execution.target", "remote")
                .containsEntry("workflow-scheduler.type", "embedded")
                .containsEntry("execution.checkpointing.dir", "s3://freshet/checkpoints")
                .containsEntry("s3.endpoint", "http://127.0.0.1:9000")
                .containsEntry("s3.directory.marker.retention", "keep");
        assertThat(store.warehouse()).isEqualTo("s3://freshet/warehouse");
    }

    @Test
    void yamlQuotesEveryValue() {
        assertThat(ClusterConfig.yaml(Map.of("a.b", "s3://x/\"y\"\\z")))
                .endsWith("a.b: \"s3://x/\\\"y\\\"\\\\z\"\n");
    }

    @Test
    void objectStoreSettingsCarryTheCredentialsForS3ProxyOnly() {
        String properties = ClusterConfig.objectStoreProperties(layout, store);
        assertThat(properties).contains("s3proxy.credential=" + store.secretKey())
                .contains("jclouds.filesystem.basedir=" + layout.objectStoreData())
                .contains("s3proxy.endpoint=http://127.0.0.1:9000");
    }
}
