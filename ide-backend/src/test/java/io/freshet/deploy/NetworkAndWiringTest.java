package io.freshet.deploy;

import static io.freshet.deploy.ComposeFile.map;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Checks which compose ports are published, that they lead to a listener, and that start-up order can be met. */
class NetworkAndWiringTest {

    private static ComposeFile compose;
    private static BuildFiles build;

    @BeforeAll
    static void load() {
        compose = ComposeFile.locate();
        build = new BuildFiles(compose.root());
    }

    @Test
    void declaresTheStackServices() {
        assertThat(compose.services().keySet())
                .contains("jobmanager", "taskmanager", "sql-gateway", "postgres", "minio", "minio-init", "freshet");
    }

    @Test
    void onlyFreshetAndTheFlinkUiArePublishedAndOnlyOnLoopback() {
        Map<String, List<String>> published = new TreeMap<>();
        for (String name : compose.services().keySet()) {
            Map<String, Object> service = compose.service(name);
            assertThat(service.get("network_mode")).as(name + " network_mode").isNotEqualTo("host");
            Object ports = service.get("ports");
            if (ports == null) {
                continue;
            }
            for (Object port : (List<?>) ports) {
                String hostIp;
                String containerPort;
                if (port instanceof Map<?, ?> longSyntax) {
                    Object ip = longSyntax.get("host_ip");
                    hostIp = ip == null ? null : ComposeFile.withDefaults(String.valueOf(ip));
                    containerPort = String.valueOf(longSyntax.get("target"));
                } else {
                    String[] parts = ComposeFile.withDefaults(String.valueOf(port)).split(":");
                    hostIp = parts.length == 3 ? parts[0] : null;
                    containerPort = parts[parts.length - 1].replaceFirst("/.*", "");
                }
                assertThat(hostIp).as(name + " publishes '" + port + "' beyond loopback by default").isEqualTo("127.0.0.1");
                published.computeIfAbsent(name, k -> new ArrayList<>()).add(containerPort);
            }
        }
        assertThat(published.keySet()).isSubsetOf("freshet", "jobmanager");
        assertThat(published.get("freshet")).contains("8080");
    }

    @Test
    void freshetListensInsideItsContainerWhereThePublishedPortLeads() {
        Map<String, String> env = compose.environment("freshet");
        Map<String, String> spring = build.springProperties("ide-backend", List.of(env.get("SPRING_PROFILES_ACTIVE").split("\\s*,\\s*")));
        // Freshet defaults to loopback; inside a container that leaves the published port leading nowhere.
        String address = env.containsKey("SERVER_ADDRESS") ? env.get("SERVER_ADDRESS") : resolvePlaceholder(spring.get("server.address"), env);
        assertThat(address).as("server.address inside the freshet container").isIn(null, "0.0.0.0");

        String port = env.containsKey("SERVER_PORT") ? env.get("SERVER_PORT") : resolvePlaceholder(spring.get("server.port"), env);
        List<?> published = (List<?>) compose.service("freshet").get("ports");
        assertThat(published).as("freshet ports").isNotEmpty();
        String target = ComposeFile.withDefaults(String.valueOf(published.get(0))).replaceFirst("^.*:", "").replaceFirst("/.*", "");
        assertThat(target).as("published container port").isEqualTo(port == null ? "8080" : port);
    }

    @Test
    void dependsOnNamesExistingServicesWithConditionsTheyCanMeet() {
        for (String name : compose.services().keySet()) {
            for (Map.Entry<String, String> dep : dependsOn(name).entrySet()) {
                String target = dep.getKey();
                assertThat(compose.services()).as(name + " depends on " + target).containsKey(target);
                switch (dep.getValue()) {
                    case "service_started" -> { }
                    case "service_healthy" -> {
                        Object check = compose.service(target).get("healthcheck");
                        assertThat(check).as(name + " waits for " + target + " to be healthy, so it needs a healthcheck").isNotNull();
                        assertThat(map(check).get("disable")).as(target + " healthcheck disabled").isNotEqualTo(Boolean.TRUE);
                    }
                    case "service_completed_successfully" -> assertThat(compose.service(target).get("restart"))
                            .as(target + " must be a one-shot for " + name + " to see it complete")
                            .isIn(null, "no", Boolean.FALSE);
                    default -> throw new AssertionError(name + ": unknown depends_on condition " + dep.getValue());
                }
            }
        }
        assertThat(dependsOn("freshet"))
                .containsEntry("postgres", "service_healthy")
                .containsEntry("sql-gateway", "service_healthy");
    }

    /** Spring's ${NAME:default} as the container resolves it from its environment. */
    private static String resolvePlaceholder(String value, Map<String, String> env) {
        if (value == null) {
            return null;
        }
        Matcher m = Pattern.compile("^\\$\\{([^:}]+)(?::(.*))?}$").matcher(value.strip());
        if (!m.matches()) {
            return value.strip();
        }
        return env.containsKey(m.group(1)) ? env.get(m.group(1)) : m.group(2);
    }

    /** depends_on in list or map form, as target service to condition. */
    private static Map<String, String> dependsOn(String service) {
        Object deps = compose.service(service).get("depends_on");
        Map<String, String> result = new LinkedHashMap<>();
        if (deps instanceof List<?> l) {
            l.forEach(d -> result.put(String.valueOf(d), "service_started"));
        } else if (deps instanceof Map<?, ?> m) {
            m.forEach((k, v) -> {
                Object condition = v instanceof Map<?, ?> spec ? spec.get("condition") : null;
                result.put(String.valueOf(k), condition == null ? "service_started" : String.valueOf(condition));
            });
        }
        return result;
    }
}
