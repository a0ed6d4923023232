package io.freshet.analysis.policy;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.freshet.analysis.SqlAnalysisException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/** The policy's JSON form: one object per role, fields in a fixed order, sets sorted, one list entry a line. */
final class PolicyJson {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    private static final List<String> FIELDS = List.of("unrestricted", "readOnly", "connectors", "pathRoots",
            "functionClasses", "settableKeys", "procedures", "jars", "catalogs", "modules", "statements",
            "connectorOptions", "formatOptions", "tableOptions", "functions");

    private PolicyJson() {
    }

    static String write(StatementPolicy policy) {
        ObjectNode root = MAPPER.createObjectNode();
        for (PolicyRole role : PolicyRole.values()) {
            RolePolicy p = policy.forRole(role);
            ObjectNode node = root.putObject(role.name());
            node.put("unrestricted", p.unrestricted());
            node.put("readOnly", p.readOnly());
            array(node, "connectors", new TreeSet<>(p.connectors()));
            array(node, "pathRoots", p.pathRoots());
            array(node, "functionClasses", new TreeSet<>(p.functionClasses()));
            array(node, "settableKeys", p.settableKeys());
            array(node, "procedures", new TreeSet<>(p.procedures()));
            node.put("jars", p.jars());
            node.put("catalogs", p.catalogs());
            node.put("modules", p.modules());
            array(node, "statements", new TreeSet<>(p.statements()));
            ObjectNode connectors = node.putObject("connectorOptions");
            new TreeMap<>(p.connectorOptions()).forEach((c, keys) -> object(connectors, c, keys));
            object(node, "formatOptions", p.formatOptions());
            object(node, "tableOptions", p.tableOptions());
            array(node, "functions", new TreeSet<>(p.functions()));
        }
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter()
                .withObjectIndenter(indenter);
        printer.indentArraysWith(indenter);
        try {
            return MAPPER.writer(printer).writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new SqlAnalysisException("Could not write the statement policy: " + e.getOriginalMessage(), e);
        }
    }

    private static void array(ObjectNode node, String field, Collection<String> values) {
        ArrayNode array = node.putArray(field);
        values.forEach(array::add);
    }

    private static void object(ObjectNode node, String field, Map<String, String> values) {
        ObjectNode object = node.putObject(field);
        new TreeMap<>(values).forEach(object::put);
    }

    static StatementPolicy read(String json) {
        JsonNode root;
        try {
            root = MAPPER.readTree(json == null ? "" : json);
        } catch (JsonParseException e) {
            throw new SqlAnalysisException("The statement policy is not valid JSON: " + e.getOriginalMessage()
                    + " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")", e);
        } catch (JsonProcessingException e) {
            throw new SqlAnalysisException("The statement policy is not valid JSON: " + e.getOriginalMessage(), e);
        }
        if (root == null || !root.isObject()) {
            throw new SqlAnalysisException("The statement policy must be a JSON object with the roles "
                    + "VIEWER, DEVELOPER and ADMIN");
        }
        Map<PolicyRole, RolePolicy> roles = new EnumMap<>(PolicyRole.class);
        for (Iterator<Map.Entry<String, JsonNode>> it = root.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            PolicyRole role = role(entry.getKey());
            roles.put(role, role(role, entry.getValue()));
        }
        return new StatementPolicy(roles);
    }

    private static PolicyRole role(String name) {
        for (PolicyRole role : PolicyRole.values()) {
            if (role.name().equals(name)) {
                return role;
            }
        }
        throw new SqlAnalysisException("Unknown role '" + name + "' in the statement policy: the roles are "
                + "VIEWER, DEVELOPER and ADMIN");
    }

    private static RolePolicy role(PolicyRole role, JsonNode node) {
        if (!node.isObject()) {
            throw new SqlAnalysisException(role + ": must be an object with the fields " + String.join(", ", FIELDS));
        }
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!FIELDS.contains(name)) {
                throw new SqlAnalysisException(role + "." + name + ": unknown field (the fields are "
                        + String.join(", ", FIELDS) + ")");
            }
        }
        RolePolicy d = DefaultPolicy.forRole(role);
        RolePolicy p = new RolePolicy(
                bool(role, node, "unrestricted", d.unrestricted()),
                bool(role, node, "readOnly", d.readOnly()),
                new LinkedHashSet<>(strings(role, node, "connectors", d.connectors())),
                strings(role, node, "pathRoots", d.pathRoots()),
                new LinkedHashSet<>(strings(role, node, "functionClasses", d.functionClasses())),
                strings(role, node, "settableKeys", d.settableKeys()),
                new LinkedHashSet<>(strings(role, node, "procedures", d.procedures())),
                bool(role, node, "jars", d.jars()),
                bool(role, node, "catalogs", d.catalogs()),
                bool(role, node, "modules", d.modules()),
                new LinkedHashSet<>(strings(role, node, "statements", d.statements())),
                connectorOptions(role, node, d.connectorOptions()),
                rules(role, node, "formatOptions", d.formatOptions()),
                rules(role, node, "tableOptions", d.tableOptions()),
                new LinkedHashSet<>(strings(role, node, "functions", d.functions())));
        PolicyValidation.check(role, p);
        return p;
    }

    private static Map<String, Map<String, String>> connectorOptions(PolicyRole role, JsonNode node,
                                                                     Map<String, Map<String, String>> fallback) {
        JsonNode value = node.get("connectorOptions");
        if (value == null) {
            return fallback;
        }
        if (!value.isObject()) {
            throw new SqlAnalysisException(role + ".connectorOptions: must be an object of connectors, e.g. "
                    + "{\"kafka\": {\"topic\": \"scalar\"}}, not " + value);
        }
        Map<String, Map<String, String>> out = new LinkedHashMap<>();
        value.fields().forEachRemaining(e -> out.put(e.getKey(), rules(role, value, e.getKey(), Map.of())));
        return out;
    }

    /** An object of option keys and value rules ({"topic": "scalar"}); a missing field takes the fallback. */
    private static Map<String, String> rules(PolicyRole role, JsonNode node, String field, Map<String, String> fallback) {
        JsonNode value = node.get(field);
        if (value == null) {
            return fallback;
        }
        if (!value.isObject()) {
            throw new SqlAnalysisException(role + "." + field + ": must be an object of option keys and value rules, "
                    + "e.g. {\"bucket\": \"scalar\"}, not " + value);
        }
        Map<String, String> out = new LinkedHashMap<>();
        value.fields().forEachRemaining(e -> {
            if (!e.getValue().isTextual() || e.getKey().isBlank()) {
                throw new SqlAnalysisException(role + "." + field + "." + e.getKey() + ": must be a value rule such as "
                        + "\"scalar\", not " + e.getValue());
            }
            out.put(e.getKey().trim(), e.getValue().textValue().trim());
        });
        return out;
    }

    private static boolean bool(PolicyRole role, JsonNode node, String field, boolean fallback) {
        JsonNode value = node.get(field);
        if (value == null) {
            return fallback;
        }
        if (!value.isBoolean()) {
            throw new SqlAnalysisException(role + "." + field + ": must be true or false, not " + value);
        }
        return value.booleanValue();
    }

    private static List<String> strings(PolicyRole role, JsonNode node, String field, Collection<String> fallback) {
        JsonNode value = node.get(field);
        if (value == null) {
            return new ArrayList<>(fallback);
        }
        if (!value.isArray()) {
            throw new SqlAnalysisException(role + "." + field + ": must be a list of strings, e.g. [\"a\", \"b\"], not "
                    + value);
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < value.size(); i++) {
            JsonNode item = value.get(i);
            if (!item.isTextual() || item.textValue().isBlank()) {
                throw new SqlAnalysisException(role + "." + field + "[" + i + "]: must be a non-empty string, not "
                        + item);
            }
            out.add(item.textValue().trim());
        }
        return out;
    }
}
