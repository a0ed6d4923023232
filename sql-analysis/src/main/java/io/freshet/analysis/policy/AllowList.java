package io.freshet.analysis.policy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * One role's option allow-list compiled for lookups: per connector its keys (plus the format keys, also behind
 * 'key.' and 'value.'), the Paimon table keys, and their union for hints. A '#' in a key stands for one field name
 * ('fields.#.kind').
 */
final class AllowList {

    private static final List<String> FORMAT_PREFIXES = List.of("", "key.", "value.");

    private final Map<String, Keys> connectors = new HashMap<>();
    private final Keys table = new Keys();
    private final Keys any = new Keys();

    AllowList(RolePolicy policy) {
        policy.tableOptions().forEach((key, rule) -> {
            table.put(key, ValueRule.parse(rule));
            any.put(key, ValueRule.parse(rule));
        });
        policy.connectorOptions().forEach((connector, options) -> {
            Keys keys = connectors.computeIfAbsent(connector.toLowerCase(Locale.ROOT), c -> new Keys());
            options.forEach((key, rule) -> keys.put(key, ValueRule.parse(rule)));
            if (policy.connectors().contains(connector)) {
                options.forEach((key, rule) -> any.put(key, ValueRule.parse(rule)));
            }
        });
        for (String prefix : FORMAT_PREFIXES) {
            policy.formatOptions().forEach((key, rule) -> {
                connectors.values().forEach(keys -> keys.put(prefix + key, ValueRule.parse(rule)));
                any.put(prefix + key, ValueRule.parse(rule));
            });
        }
        // a 'paimon' connector table takes every Paimon table option besides its own 'path'
        policy.tableOptions().forEach((key, rule) -> connectors
                .computeIfAbsent("paimon", c -> new Keys()).put(key, ValueRule.parse(rule)));
    }

    /** The rules a key's value must pass in a scope; empty when the key is not on the allow-list there. */
    List<ValueRule> rules(OptionScope scope, String key) {
        Keys keys = switch (scope.kind()) {
            case CONNECTOR -> connectors.get(scope.connector().toLowerCase(Locale.ROOT));
            case TABLE -> table;
            case ANY, NONE -> any;
        };
        return keys == null ? List.of() : keys.rules(key);
    }

    /** Exact keys by name, '#' keys as patterns; a key listed twice (a hint's union) keeps every rule. */
    private static final class Keys {
        private final Map<String, List<ValueRule>> exact = new HashMap<>();
        private final List<Map.Entry<Pattern, ValueRule>> patterns = new ArrayList<>();

        void put(String key, ValueRule rule) {
            if (key.indexOf('#') < 0) {
                List<ValueRule> rules = exact.computeIfAbsent(key, k -> new ArrayList<>(1));
                if (!rules.contains(rule)) {
                    rules.add(rule);
                }
                return;
            }
            StringBuilder regex = new StringBuilder();
            String[] parts = key.split("#", -1);
            for (int i = 0; i < parts.length; i++) {
                regex.append(i > 0 ? "[^.]+" : "").append(Pattern.quote(parts[i]));
            }
            patterns.add(Map.entry(Pattern.compile(regex.toString()), rule));
        }

        List<ValueRule> rules(String key) {
            List<ValueRule> found = exact.get(key);
            if (patterns.isEmpty()) {
                return found == null ? List.of() : found;
            }
            List<ValueRule> out = found == null ? new ArrayList<>() : new ArrayList<>(found);
            for (Map.Entry<Pattern, ValueRule> p : patterns) {
                if (p.getKey().matcher(key).matches() && !out.contains(p.getValue())) {
                    out.add(p.getValue());
                }
            }
            return out;
        }
    }
}
