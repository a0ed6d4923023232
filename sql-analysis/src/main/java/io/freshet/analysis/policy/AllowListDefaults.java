package io.freshet.analysis.policy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * The day-one allow-lists of issue 32, read from {@code allow-list.json} beside this class: the one owner of the
 * statement kinds, connector, format and Paimon table option keys (with their value rules) a DEVELOPER may use.
 * The Paimon keys are a reviewed list of Paimon 1.4's CoreOptions and FlinkConnectorOptions, not a reflection of
 * them: a key a new Paimon release adds stays refused until someone reviews it.
 */
final class AllowListDefaults {

    private static final JsonNode ROOT = load();

    static final Set<String> STATEMENTS = Set.copyOf(strings(ROOT.get("statements")));
    static final Set<String> FUNCTIONS = Set.copyOf(strings(ROOT.get("functions")));
    static final Map<String, String> FORMAT_OPTIONS = Map.copyOf(map(ROOT.get("formatOptions")));
    static final Map<String, String> TABLE_OPTIONS = Map.copyOf(map(ROOT.get("tableOptions")));
    static final Map<String, Map<String, String>> CONNECTOR_OPTIONS = connectors(ROOT.get("connectorOptions"));

    private AllowListDefaults() {
    }

    private static JsonNode load() {
        try (InputStream in = AllowListDefaults.class.getResourceAsStream("allow-list.json")) {
            if (in == null) {
                throw new IllegalStateException("allow-list.json is missing from the policy package");
            }
            return new ObjectMapper().readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read the default allow-list", e);
        }
    }

    private static Set<String> strings(JsonNode array) {
        Set<String> out = new LinkedHashSet<>();
        array.forEach(item -> out.add(item.textValue()));
        return out;
    }

    static Map<String, String> map(JsonNode object) {
        Map<String, String> out = new LinkedHashMap<>();
        object.fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue().textValue()));
        return out;
    }

    private static Map<String, Map<String, String>> connectors(JsonNode object) {
        Map<String, Map<String, String>> out = new LinkedHashMap<>();
        object.fields().forEachRemaining(e -> out.put(e.getKey(), Map.copyOf(map(e.getValue()))));
        return Map.copyOf(out);
    }
}
