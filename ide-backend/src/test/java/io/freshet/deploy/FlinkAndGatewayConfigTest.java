package io.freshet.deploy;

import static io.freshet.deploy.ComposeFile.map;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Checks the Flink config.yaml and the SQL gateway's options against the compose services they must reach. */
class FlinkAndGatewayConfigTest {

    private static ComposeFile compose;

    @BeforeAll
    static void load() {
        compose = ComposeFile.locate();
    }

    @Test
    void freshetReachesTheGatewayOnThePortTheGatewayListensOn() {
        Map<String, String> gateway = compose.gatewayOptions();
        String port = gateway.get("sql-gateway.endpoint.rest.port");
        assertThat(port).as("sql-gateway.endpoint.rest.port").isNotBlank();
        // Bound to the container's loopback, the gateway would be unreachable from the freshet container.
        assertThat(gateway.get("sql-gateway.endpoint.rest.bind-address")).isEqualTo("0.0.0.0");

        URI url = URI.create(compose.environment("freshet").get("FRESHET_GATEWAY_URL"));
        assertThat(url.getScheme()).isEqualTo("http");
        assertThat(url.getHost()).isEqualTo("sql-gateway");
        assertThat(String.valueOf(url.getPort())).isEqualTo(port);
        assertThat(String.join(" ", healthcheck("sql-gateway"))).as("gateway healthcheck port").contains(":" + port + "/");
    }

    @Test
    void gatewayIsConfiguredForMaterializedTables() {
        Map<String, String> gateway = compose.gatewayOptions();
        assertThat(gateway)
                .containsEntry("execution.target", "remote")
                .containsEntry("workflow-scheduler.type", "embedded")
                .containsEntry("table.catalog-store.kind", "file")
                .containsEntry("rest.address", "jobmanager");
        assertThat(gateway.get("execution.checkpointing.dir")).startsWith("s3://");
        assertThat(gateway.get("execution.checkpointing.savepoint-dir")).startsWith("s3://");

        // On a named volume, so catalogs (and with them the scheduler's view of them) survive a restart.
        String store = gateway.get("table.catalog-store.file.path");
        assertThat(store).as("table.catalog-store.file.path").isNotBlank();
        assertThat(compose.namedVolumeMounts("sql-gateway").keySet()).as("volume holding " + store)
                .anyMatch(target -> store.equals(target) || store.startsWith(target + "/"));
    }

    @Test
    void flinkConfigPointsAtComposeServicesAndBucketsThatGetCreated() {
        Map<String, String> conf = compose.flinkConfig();
        assertThat(conf.get("jobmanager.rpc.address")).isEqualTo("jobmanager");
        assertThat(conf).as("credentials must not be baked into the image").doesNotContainKeys("s3.access-key", "s3.secret-key");
        for (String name : ComposeFile.FLINK_SERVICES) {
            Map<String, String> env = compose.environment(name);
            // The entrypoint overwrites jobmanager.rpc.address with this (or the container's hostname).
            assertThat(env.get("JOB_MANAGER_RPC_ADDRESS")).as(name).isEqualTo("jobmanager");
            assertThat(BuildFiles.propertyLines(env.get("FLINK_PROPERTIES")).keySet()).as(name + " FLINK_PROPERTIES")
                    .contains("s3.access-key", "s3.secret-key");
        }

        URI s3 = URI.create(conf.get("s3.endpoint"));
        assertThat(compose.services()).containsKey(s3.getHost());

        String warehouse = compose.environment("freshet").get("FRESHET_CATALOG_WAREHOUSE");
        assertThat(warehouse).startsWith("s3://");
        String init = String.join("\n", compose.commandOf("minio-init", "command"));
        for (String dir : List.of(conf.get("execution.checkpointing.dir"), conf.get("execution.checkpointing.savepoint-dir"), warehouse)) {
            String bucket = URI.create(dir).getHost();
            assertThat(init).as("minio-init creates the bucket of " + dir).containsPattern("local/" + Pattern.quote(bucket) + "(\\s|$)");
        }
    }

    private static List<String> healthcheck(String service) {
        Object test = map(compose.service(service).get("healthcheck")).get("test");
        return test instanceof List<?> l ? l.stream().map(String::valueOf).toList() : List.of(String.valueOf(test));
    }
}
