package io.freshet.analysis.policy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What one role's statements may do: an allow-list (issue 32). Whatever is not listed is refused.
 *
 * @param unrestricted     statements of this role are not checked (only ever set by an admin for ADMIN); names are
 *                         still names
 * @param readOnly         only queries, SHOW, DESCRIBE, EXPLAIN and USE are allowed
 * @param connectors       allowed values of a 'connector' option
 * @param pathRoots        filesystem roots (URIs or absolute paths) allowed besides the warehouse
 * @param functionClasses  classes CREATE [TEMPORARY] [SYSTEM] FUNCTION may name
 * @param settableKeys     keys SET and RESET may touch; an entry ending in '*' is a prefix
 * @param procedures       procedures CALL may run, as written without the catalog (e.g. sys.compact)
 * @param jars             ADD JAR, REMOVE JAR and USING JAR are allowed
 * @param catalogs         CREATE, ALTER and DROP CATALOG (and statements showing catalog options) are allowed
 * @param modules          LOAD, UNLOAD and USE MODULE(S) are allowed
 * @param statements       statement kinds (names of {@code StatementKind}) the role may run
 * @param connectorOptions per connector, the option keys its tables may set, each with its value rule
 * @param formatOptions    format option keys ('json.ignore-parse-errors') any connector's table may set
 * @param tableOptions     Paimon table option keys (WITH, ALTER TABLE SET, OPTIONS hints, procedure options)
 * @param functions        catalog functions a statement may call by qualified name ('db.f', 'catalog.db.f')
 */
public record RolePolicy(boolean unrestricted, boolean readOnly, Set<String> connectors, List<String> pathRoots,
                         Set<String> functionClasses, List<String> settableKeys, Set<String> procedures,
                         boolean jars, boolean catalogs, boolean modules, Set<String> statements,
                         Map<String, Map<String, String>> connectorOptions, Map<String, String> formatOptions,
                         Map<String, String> tableOptions, Set<String> functions) {

    public RolePolicy {
        connectors = connectors == null ? Set.of() : Set.copyOf(connectors);
        pathRoots = pathRoots == null ? List.of() : List.copyOf(pathRoots);
        functionClasses = functionClasses == null ? Set.of() : Set.copyOf(functionClasses);
        settableKeys = settableKeys == null ? List.of() : List.copyOf(settableKeys);
        procedures = procedures == null ? Set.of() : Set.copyOf(procedures);
        statements = statements == null ? Set.of() : Set.copyOf(statements);
        Map<String, Map<String, String>> byConnector = new LinkedHashMap<>();
        if (connectorOptions != null) {
            connectorOptions.forEach((connector, keys) -> byConnector.put(connector, Map.copyOf(keys)));
        }
        connectorOptions = Map.copyOf(byConnector);
        formatOptions = formatOptions == null ? Map.of() : Map.copyOf(formatOptions);
        tableOptions = tableOptions == null ? Map.of() : Map.copyOf(tableOptions);
        functions = functions == null ? Set.of() : Set.copyOf(functions);
    }

    /** The rules of issue 20 with the day-one allow-lists (statement kinds, option keys, functions) of issue 32. */
    public RolePolicy(boolean unrestricted, boolean readOnly, Set<String> connectors, List<String> pathRoots,
                      Set<String> functionClasses, List<String> settableKeys, Set<String> procedures,
                      boolean jars, boolean catalogs, boolean modules) {
        this(unrestricted, readOnly, connectors, pathRoots, functionClasses, settableKeys, procedures, jars, catalogs,
                modules, AllowListDefaults.STATEMENTS, AllowListDefaults.CONNECTOR_OPTIONS,
                AllowListDefaults.FORMAT_OPTIONS, AllowListDefaults.TABLE_OPTIONS, AllowListDefaults.FUNCTIONS);
    }

    /** True when SET/RESET may touch the key: an exact entry, or an entry ending in '*' that prefixes it. */
    public boolean allowsSetting(String key) {
        for (String entry : settableKeys) {
            boolean matches = entry.endsWith("*")
                    ? key.startsWith(entry.substring(0, entry.length() - 1))
                    : key.equals(entry);
            if (matches) {
                return true;
            }
        }
        return false;
    }

    /** True when CALL may run the procedure (name as written without the catalog, case-insensitive). */
    public boolean allowsProcedure(String name) {
        String wanted = name.toLowerCase(Locale.ROOT);
        return procedures.stream().anyMatch(p -> p.toLowerCase(Locale.ROOT).equals(wanted));
    }

    /** True when a statement may call the catalog function by this qualified name (case-insensitive). */
    public boolean allowsFunction(String qualifiedName) {
        String wanted = qualifiedName.toLowerCase(Locale.ROOT);
        return functions.stream().anyMatch(f -> f.toLowerCase(Locale.ROOT).equals(wanted));
    }
}
