package io.freshet.analysis.policy;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What one role's statements may do.
 *
 * @param unrestricted    statements of this role are not checked at all (only ever set by an admin for ADMIN)
 * @param readOnly        only queries, SHOW, DESCRIBE, EXPLAIN and USE are allowed
 * @param connectors      allowed values of a 'connector' option
 * @param pathRoots       filesystem roots (URIs or absolute paths) allowed besides the warehouse
 * @param functionClasses classes CREATE [TEMPORARY] [SYSTEM] FUNCTION may name
 * @param settableKeys    keys SET and RESET may touch; an entry ending in '*' is a prefix
 * @param procedures      procedures CALL may run, as written without the catalog (e.g. sys.compact)
 * @param jars            ADD JAR, REMOVE JAR and USING JAR are allowed
 * @param catalogs        CREATE, ALTER and DROP CATALOG (and statements showing catalog options) are allowed
 * @param modules         LOAD, UNLOAD and USE MODULE(S) are allowed
 */
public record RolePolicy(boolean unrestricted, boolean readOnly, Set<String> connectors, List<String> pathRoots,
                         Set<String> functionClasses, List<String> settableKeys, Set<String> procedures,
                         boolean jars, boolean catalogs, boolean modules) {

    public RolePolicy {
        connectors = connectors == null ? Set.of() : Set.copyOf(connectors);
        pathRoots = pathRoots == null ? List.of() : List.copyOf(pathRoots);
        functionClasses = functionClasses == null ? Set.of() : Set.copyOf(functionClasses);
        settableKeys = settableKeys == null ? List.of() : List.copyOf(settableKeys);
        procedures = procedures == null ? Set.of() : Set.copyOf(procedures);
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
}
