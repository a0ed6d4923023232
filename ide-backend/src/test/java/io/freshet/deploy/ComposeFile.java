package io.freshet.deploy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/** Reads docker-compose.yml as plain data, so the deploy tests can check it without Docker. */
final class ComposeFile {

    /** The services that must run one and the same Flink/Paimon image. */
    static final List<String> FLINK_SERVICES = List.of("jobmanager", "taskmanager", "sql-gateway");

    /** ${VAR:-default} or ${VAR-default}: the part compose uses when VAR is unset. */
    private static final Pattern DEFAULTED_VARIABLE = Pattern.compile("\\$\\{[A-Za-z_][A-Za-z0-9_]*:?-([^}]*)}");

    private final Path root;
    private final Map<String, Object> compose;

    private ComposeFile(Path root) {
        this.root = root;
        this.compose = loadYaml(root.resolve("docker-compose.yml"));
    }

    /** Surefire runs in ide-backend, so the file is one level up; walking up keeps the tests usable from an IDE too. */
    static ComposeFile locate() {
        Path sibling = Path.of("..", "docker-compose.yml").toAbsolutePath().normalize();
        if (Files.isRegularFile(sibling)) {
            return new ComposeFile(sibling.getParent());
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("docker-compose.yml")) && Files.isRegularFile(dir.resolve("pom.xml"))) {
                return new ComposeFile(dir);
            }
        }
        throw new IllegalStateException("docker-compose.yml not found above " + Path.of("").toAbsolutePath());
    }

    Path root() {
        return root;
    }

    Map<String, Object> compose() {
        return compose;
    }

    /** What the gateway process sees: the image's config.yaml overlaid with the -D options on its command line. */
    Map<String, String> gatewayOptions() {
        List<String> command = commandOf("sql-gateway", "command");
        if (command.size() < 2 || !command.get(0).endsWith("sql-gateway.sh") || !"start-foreground".equals(command.get(1))) {
            throw new AssertionError("sql-gateway must run sql-gateway.sh start-foreground (so the container lives): "
                    + command);
        }
        Map<String, String> options = new LinkedHashMap<>(flinkConfig());
        for (String arg : command.subList(2, command.size())) {
            if (arg.startsWith("-D") && arg.contains("=")) {
                options.put(arg.substring(2, arg.indexOf('=')), arg.substring(arg.indexOf('=') + 1));
            }
        }
        return options;
    }

    /** The shared Flink image's config.yaml, read from the jobmanager's build context since all Flink services use it. */
    Map<String, String> flinkConfig() {
        return BuildFiles.flatten(loadYaml(buildOf("jobmanager")[0].resolve("config.yaml")));
    }

    Map<String, Object> services() {
        return map(compose.get("services"));
    }

    Map<String, Object> service(String name) {
        Object service = services().get(name);
        if (service == null) {
            throw new AssertionError("docker-compose.yml has no service '" + name + "'");
        }
        return map(service);
    }

    /** Environment in either compose form (map, or list of KEY=VALUE), values as written (uninterpolated). */
    Map<String, String> environment(String service) {
        Object env = service(service).get("environment");
        Map<String, String> result = new LinkedHashMap<>();
        if (env instanceof Map<?, ?> m) {
            m.forEach((k, v) -> result.put(String.valueOf(k), v == null ? null : String.valueOf(v)));
        } else if (env instanceof List<?> l) {
            for (Object entry : l) {
                String s = String.valueOf(entry);
                int eq = s.indexOf('=');
                result.put(eq < 0 ? s : s.substring(0, eq), eq < 0 ? null : s.substring(eq + 1));
            }
        }
        return result;
    }

    /** A command or entrypoint as a list; the string form is split on whitespace like compose does for simple cases. */
    List<String> commandOf(String service, String key) {
        Object command = service(service).get(key);
        if (command == null) {
            return List.of();
        }
        if (command instanceof List<?> l) {
            return l.stream().map(String::valueOf).toList();
        }
        return List.of(String.valueOf(command).trim().split("\\s+"));
    }

    /** Project-relative path of a service's build context and Dockerfile; null when the service uses a prebuilt image. */
    Path[] buildOf(String service) {
        Object build = service(service).get("build");
        if (build == null) {
            return null;
        }
        String context;
        String dockerfile = "Dockerfile";
        if (build instanceof Map<?, ?> m) {
            context = String.valueOf(m.get("context") == null ? "." : m.get("context"));
            if (m.get("dockerfile") != null) {
                dockerfile = String.valueOf(m.get("dockerfile"));
            }
        } else {
            context = String.valueOf(build);
        }
        Path contextDir = root.resolve(context).normalize();
        return new Path[] {contextDir, contextDir.resolve(dockerfile).normalize()};
    }

    /** Container path to named volume; bind mounts (paths) are left out. */
    Map<String, String> namedVolumeMounts(String service) {
        Object volumes = service(service).get("volumes");
        Map<String, String> mounts = new LinkedHashMap<>();
        if (!(volumes instanceof List<?> list)) {
            return mounts;
        }
        for (Object volume : list) {
            String source;
            String target;
            if (volume instanceof Map<?, ?> m) {
                if (!"volume".equals(String.valueOf(m.get("type")))) {
                    continue;
                }
                source = m.get("source") == null ? null : String.valueOf(m.get("source"));
                target = String.valueOf(m.get("target"));
            } else {
                String[] parts = String.valueOf(volume).split(":");
                if (parts.length < 2) {
                    continue;
                }
                source = parts[0];
                target = parts[1];
            }
            if (source != null && !source.startsWith("/") && !source.startsWith(".") && !source.startsWith("~") && !source.startsWith("$")) {
                mounts.put(target, source);
            }
        }
        return mounts;
    }

    /** Replaces ${VAR:-default} with its default, which is what a deployment without that variable gets. */
    static String withDefaults(String value) {
        Matcher m = DEFAULTED_VARIABLE.matcher(value);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(m.group(1)));
        }
        m.appendTail(out);
        return out.toString();
    }

    static Map<String, Object> loadYaml(Path file) {
        try {
            Object loaded = new Yaml(new SafeConstructor(new LoaderOptions())).load(Files.readString(file));
            return map(loaded);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Object o) {
        if (o == null) {
            return Map.of();
        }
        if (!(o instanceof Map<?, ?>)) {
            throw new AssertionError("expected a mapping but found: " + o);
        }
        return (Map<String, Object>) o;
    }
}
