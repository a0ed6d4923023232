package io.freshet.deploy;

import static io.freshet.deploy.ComposeFile.map;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Checks that compose credentials must be supplied by the operator and that stateful data lands on named volumes. */
class CredentialsAndVolumesTest {

    /** ${VAR:?message}: compose refuses to start when VAR is unset or empty. */
    private static final Pattern REQUIRED_VARIABLE = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_]*):\\?[^}]*}");
    private static final Pattern CREDENTIAL_KEY = Pattern.compile("(?i).*(password|secret|user|access[-_.]?key).*");

    private static ComposeFile compose;

    @BeforeAll
    static void load() {
        compose = ComposeFile.locate();
    }

    @Test
    void freshetStoresItsMetadataInThePostgresService() {
        Map<String, String> env = compose.environment("freshet");
        assertThat(List.of(env.get("SPRING_PROFILES_ACTIVE").split("\\s*,\\s*"))).contains("postgres");

        String jdbc = env.get("SPRING_DATASOURCE_URL");
        assertThat(jdbc).startsWith("jdbc:postgresql://");
        URI url = URI.create(jdbc.substring("jdbc:".length()));
        assertThat(String.valueOf(compose.service(url.getHost()).get("image"))).as(url.getHost()).startsWith("postgres:");
        assertThat(url.getPort()).isIn(-1, 5432);

        Map<String, String> postgres = compose.environment(url.getHost());
        assertThat(url.getPath()).isEqualTo("/" + postgres.get("POSTGRES_DB"));
        assertThat(requiredVariable(env.get("SPRING_DATASOURCE_USERNAME"))).isEqualTo(requiredVariable(postgres.get("POSTGRES_USER")));
        assertThat(requiredVariable(env.get("SPRING_DATASOURCE_PASSWORD"))).isEqualTo(requiredVariable(postgres.get("POSTGRES_PASSWORD")));
    }

    @Test
    void credentialsAreRequiredVariablesWithoutDefaults() throws IOException {
        List<String> offenders = new ArrayList<>();
        Set<String> checked = new LinkedHashSet<>();
        for (String name : compose.services().keySet()) {
            for (Map.Entry<String, String> e : compose.environment(name).entrySet()) {
                Map<String, String> entries = new LinkedHashMap<>();
                entries.put(e.getKey(), e.getValue());
                // FLINK_PROPERTIES-style values carry further key: value pairs, one per line.
                if (e.getValue() != null && e.getValue().contains("\n")) {
                    entries.putAll(BuildFiles.propertyLines(e.getValue()));
                }
                entries.forEach((key, value) -> {
                    if (CREDENTIAL_KEY.matcher(key).matches()) {
                        checked.add(key);
                        if (value == null || !REQUIRED_VARIABLE.matcher(value.strip()).matches()) {
                            offenders.add(name + ": " + key + "=" + value);
                        }
                    }
                });
            }
        }
        assertThat(offenders).as("credentials must be ${VAR:?message}").isEmpty();
        assertThat(checked).as("the check saw the stack's secrets")
                .contains("POSTGRES_PASSWORD", "SPRING_DATASOURCE_PASSWORD", "MINIO_ROOT_PASSWORD", "s3.secret-key",
                        "FRESHET_S3_ACCESS_KEY", "FRESHET_S3_SECRET_KEY");

        // A default anywhere (${VAR:-x}, ${VAR-x}, ${VAR:+x}) would quietly hand out a known credential.
        Matcher defaults = Pattern.compile("\\$\\{([A-Za-z0-9_]+)(:?[-+])").matcher(Files.readString(compose.root().resolve("docker-compose.yml")));
        List<String> defaulted = new ArrayList<>();
        while (defaults.find()) {
            if (CREDENTIAL_KEY.matcher(defaults.group(1)).matches()) {
                defaulted.add(defaults.group());
            }
        }
        assertThat(defaulted).as("credential variables with a default").isEmpty();
    }

    @Test
    void freshetReadsTheWarehouseWithKeysFromItsSealedSecretsNotFromTheEnvironment() {
        Map<String, String> env = compose.environment("freshet");
        assertThat(env).containsKeys("FRESHET_CATALOG_S3_ENDPOINT", "FRESHET_CATALOG_S3_PATH_STYLE_ACCESS");
        // Paimon would take AWS_* from the environment (the AWS default chain): the keys belong in the secrets
        assertThat(env.keySet()).noneMatch(key -> key.startsWith("AWS_") || key.contains("S3_ACCESS_KEY")
                || key.contains("S3_SECRET_KEY"));
        assertThat(env.values()).noneMatch(value -> value != null && value.contains("S3_"));
        // minio-init creates the catalog browser's own key; the freshet service never sees it
        Map<String, String> init = compose.environment("minio-init");
        assertThat(init).containsKeys("FRESHET_S3_ACCESS_KEY", "FRESHET_S3_SECRET_KEY");
        assertThat(String.join("\n", compose.commandOf("minio-init", "command")))
                .contains("user add local \"$${FRESHET_S3_ACCESS_KEY}\"")
                .doesNotContainPattern("attach local readwrite --user \"\\$\\$\\{FRESHET_S3_ACCESS_KEY}\"");
    }

    @Test
    void namedVolumesAreDeclaredAndHoldTheStatefulData() {
        Set<String> declared = map(compose.compose().get("volumes")).keySet();
        for (String name : compose.services().keySet()) {
            assertThat(declared).as(name + " volumes").containsAll(compose.namedVolumeMounts(name).values());
        }

        String image = String.valueOf(compose.service("postgres").get("image"));
        int major = Integer.parseInt(image.replaceFirst("^postgres:(\\d+).*$", "$1"));
        // The postgres image moved its data directory in 18; a mount on the old path would persist nothing.
        String dataDir = major >= 18 ? "/var/lib/postgresql" : "/var/lib/postgresql/data";
        assertThat(compose.namedVolumeMounts("postgres")).containsKey(dataDir);

        List<String> minio = compose.commandOf("minio", "command");
        assertThat(minio).contains("server");
        assertThat(compose.namedVolumeMounts("minio")).containsKey(minio.get(minio.indexOf("server") + 1));
    }

    private static String requiredVariable(String value) {
        Matcher m = REQUIRED_VARIABLE.matcher(value == null ? "" : value.strip());
        assertThat(m.matches()).as("'" + value + "' is a ${VAR:?message} reference").isTrue();
        return m.group(1);
    }
}
