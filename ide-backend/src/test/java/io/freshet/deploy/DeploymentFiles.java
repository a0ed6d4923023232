package io.freshet.deploy;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/** Reads docker-compose.yml, the Dockerfiles and the Maven poms it depends on, as plain data for DockerComposeTest. */
final class DeploymentFiles {

    /** ${VAR:-default} or ${VAR-default}: the part compose uses when VAR is unset. */
    private static final Pattern DEFAULTED_VARIABLE = Pattern.compile("\\$\\{[A-Za-z_][A-Za-z0-9_]*:?-([^}]*)}");

    private final Path root;
    private final Map<String, Object> compose;

    private DeploymentFiles(Path root) {
        this.root = root;
        this.compose = loadYaml(root.resolve("docker-compose.yml"));
    }

    /** Surefire runs in ide-backend, so the file is one level up; walking up keeps the test usable from an IDE too. */
    static DeploymentFiles locate() {
        Path sibling = Path.of("..", "docker-compose.yml").toAbsolutePath().normalize();
        if (Files.isRegularFile(sibling)) {
            return new DeploymentFiles(sibling.getParent());
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("docker-compose.yml")) && Files.isRegularFile(dir.resolve("pom.xml"))) {
                return new DeploymentFiles(dir);
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

    /** Dockerfile instructions with comments dropped and backslash continuations joined. */
    static List<String> dockerInstructions(Path dockerfile) {
        List<String> instructions = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String raw : readLines(dockerfile)) {
            String line = raw.strip();
            if (line.startsWith("#") || line.isEmpty()) {
                continue;
            }
            boolean continues = line.endsWith("\\");
            current.append(continues ? line.substring(0, line.length() - 1) : line).append(' ');
            if (!continues) {
                instructions.add(current.toString().strip().replaceAll("\\s+", " "));
                current.setLength(0);
            }
        }
        if (!current.isEmpty()) {
            instructions.add(current.toString().strip().replaceAll("\\s+", " "));
        }
        return instructions;
    }

    /** A property of a pom's &lt;properties&gt;, e.g. paimon.version from the root pom. */
    String pomProperty(String module, String name) {
        Element properties = child(pom(module).getDocumentElement(), "properties");
        Element property = properties == null ? null : child(properties, name);
        if (property == null) {
            throw new AssertionError(pomPath(module) + " declares no <" + name + ">");
        }
        return property.getTextContent().trim();
    }

    /** &lt;build&gt;&lt;finalName&gt; of a module, which decides the jar name a Dockerfile copies. */
    String pomFinalName(String module) {
        Element build = child(pom(module).getDocumentElement(), "build");
        Element finalName = build == null ? null : child(build, "finalName");
        if (finalName == null) {
            throw new AssertionError(pomPath(module) + " sets no <build><finalName>");
        }
        return finalName.getTextContent().trim();
    }

    /** artifactIds in the root pom's dependencyManagement for a groupId, so the test follows renames too. */
    List<String> managedArtifactIds(String groupId) {
        Element management = child(pom("").getDocumentElement(), "dependencyManagement");
        List<String> ids = new ArrayList<>();
        if (management == null) {
            return ids;
        }
        NodeList deps = management.getElementsByTagName("dependency");
        for (int i = 0; i < deps.getLength(); i++) {
            Element dep = (Element) deps.item(i);
            if (groupId.equals(text(dep, "groupId"))) {
                ids.add(text(dep, "artifactId"));
            }
        }
        return ids;
    }

    /** application.properties of a module overlaid with its profile files, as Spring would layer them. */
    Map<String, String> springProperties(String module, List<String> profiles) {
        Path resources = root.resolve(module).resolve("src/main/resources");
        Map<String, String> merged = new LinkedHashMap<>();
        List<Path> layers = new ArrayList<>();
        layers.add(resources.resolve("application.properties"));
        profiles.forEach(p -> layers.add(resources.resolve("application-" + p + ".properties")));
        for (Path layer : layers) {
            if (Files.isRegularFile(layer)) {
                Properties properties = new Properties();
                try (Reader reader = Files.newBufferedReader(layer)) {
                    properties.load(reader);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                properties.forEach((k, v) -> merged.put(String.valueOf(k), String.valueOf(v)));
            }
        }
        return merged;
    }

    static Map<String, Object> loadYaml(Path file) {
        try {
            Object loaded = new Yaml(new SafeConstructor(new LoaderOptions())).load(Files.readString(file));
            return map(loaded);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Flink accepts nested and flat keys in config.yaml; flattening lets the test look options up by their full name. */
    static Map<String, String> flatten(Map<String, Object> yaml) {
        Map<String, String> flat = new LinkedHashMap<>();
        flattenInto("", yaml, flat);
        return flat;
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

    static List<String> readLines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void flattenInto(String prefix, Map<String, Object> yaml, Map<String, String> flat) {
        yaml.forEach((k, v) -> {
            String key = prefix.isEmpty() ? k : prefix + "." + k;
            if (v instanceof Map<?, ?>) {
                flattenInto(key, map(v), flat);
            } else {
                flat.put(key, v == null ? null : String.valueOf(v));
            }
        });
    }

    private Path pomPath(String module) {
        return module.isEmpty() ? root.resolve("pom.xml") : root.resolve(module).resolve("pom.xml");
    }

    private Document pom(String module) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return factory.newDocumentBuilder().parse(pomPath(module).toFile());
        } catch (Exception e) {
            throw new IllegalStateException("cannot read " + pomPath(module), e);
        }
    }

    private static Element child(Element parent, String name) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && name.equals(e.getTagName())) {
                return e;
            }
        }
        return null;
    }

    private static String text(Element parent, String name) {
        Element e = child(parent, name);
        return e == null ? null : e.getTextContent().trim();
    }
}
