package io.freshet.ui.settings;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One role's rules as the policy form edits them: the fields of the policy's JSON under the same names (see
 * {@code RolePolicy}), sets as sorted lists, option rules as sorted maps of key to value rule.
 *
 * @param role VIEWER, DEVELOPER or ADMIN
 */
public record RoleRules(String role, boolean unrestricted, boolean readOnly, List<String> statements, boolean jars,
                        boolean catalogs, boolean modules, List<String> connectors, List<String> pathRoots,
                        List<String> functionClasses, List<String> settableKeys, List<String> procedures,
                        List<String> functions, Map<String, String> formatOptions, Map<String, String> tableOptions,
                        Map<String, Map<String, String>> connectorOptions) {

    public RoleRules {
        statements = copy(statements);
        connectors = copy(connectors);
        pathRoots = copy(pathRoots);
        functionClasses = copy(functionClasses);
        settableKeys = copy(settableKeys);
        procedures = copy(procedures);
        functions = copy(functions);
        formatOptions = sorted(formatOptions);
        tableOptions = sorted(tableOptions);
        TreeMap<String, Map<String, String>> byConnector = new TreeMap<>();
        if (connectorOptions != null) {
            connectorOptions.forEach((connector, keys) -> byConnector.put(connector, sorted(keys)));
        }
        connectorOptions = Collections.unmodifiableMap(byConnector);
    }

    /** The same rules with another list of statement kinds. */
    public RoleRules withStatements(List<String> kinds) {
        return new RoleRules(role, unrestricted, readOnly, kinds, jars, catalogs, modules, connectors, pathRoots,
                functionClasses, settableKeys, procedures, functions, formatOptions, tableOptions, connectorOptions);
    }

    private static List<String> copy(List<String> values) {
        return values == null ? List.of() : List.copyOf(values);
    }

    private static Map<String, String> sorted(Map<String, String> values) {
        return Collections.unmodifiableMap(values == null ? new TreeMap<>() : new TreeMap<>(values));
    }
}
