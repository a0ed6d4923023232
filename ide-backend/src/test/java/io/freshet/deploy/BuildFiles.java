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
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/** Reads the Dockerfiles, Maven poms and Flink/Spring config that docker-compose.yml builds from, as plain data. */
final class BuildFiles {

    private final Path root;

    BuildFiles(Path root) {
        this.root = root;
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

    /** artifactIds in the root pom's dependencyManagement for a groupId, so the tests follow renames too. */
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

    /** Flink accepts nested and flat keys in config.yaml; flattening lets the tests look options up by their full name. */
    static Map<String, String> flatten(Map<String, Object> yaml) {
        Map<String, String> flat = new LinkedHashMap<>();
        flattenInto("", yaml, flat);
        return flat;
    }

    /** "key: value" lines as the Flink image's entrypoint reads FLINK_PROPERTIES. */
    static Map<String, String> propertyLines(String text) {
        Map<String, String> result = new LinkedHashMap<>();
        if (text == null) {
            return result;
        }
        for (String line : text.split("\n")) {
            int colon = line.indexOf(':');
            if (colon > 0) {
                result.put(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
            }
        }
        return result;
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
                flattenInto(key, ComposeFile.map(v), flat);
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
