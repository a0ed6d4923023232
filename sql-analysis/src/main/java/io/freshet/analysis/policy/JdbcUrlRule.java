package io.freshet.analysis.policy;

import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.apache.calcite.sql.SqlNode;

/**
 * JDBC URLs: only drivers of ordinary databases, and no URL parameter that makes a driver instantiate
 * a class (socketFactory, sslfactory, interceptors, authentication plugins), read local files
 * (allowLoadLocalInfile) or write them (loggerFile). Parameters naming key or certificate files must lie
 * inside the roots.
 */
final class JdbcUrlRule {

    private static final Set<String> DRIVERS = Set.of("postgresql", "mysql", "mariadb", "oracle", "sqlserver", "db2");
    /** Parameter names lower-cased without punctuation. */
    private static final Set<String> FORBIDDEN = Set.of("allowloadlocalinfile", "allowloadlocalinfileinpath",
            "allowurlinlocalinfile", "allowlocalinfile", "autodeserialize", "logger", "loggerfile",
            "authenticationplugins", "defaultauthenticationplugin", "loadbalancestrategy", "sspiserviceclass",
            "socketfactoryarg", "sslfactoryarg", "sslhostnameverifier", "sslpasswordcallback",
            "authenticationpluginclassname", "propertiestransform");
    private static final String[] FORBIDDEN_SUFFIXES = {"factory", "factoryarg", "factoryclass", "class", "classname",
        "callback", "verifier", "interceptor", "interceptors", "plugin", "plugins", "handler", "provider",
        "transform", "loader", "url", "constructorarg"};
    private static final Set<String> LOCATIONS = Set.of("sslkey", "sslcert", "sslrootcert", "sslcrl", "serversslcert",
            "keystore", "truststore", "clientcertificate", "clientkey", "servercertificate", "passfile");
    private static final String[] LOCATION_WORDS = {"file", "path", "dir", "location", "keystore", "truststore",
        "wallet"};

    private JdbcUrlRule() {
    }

    /** Refuses what is wrong with a {@code jdbc:} value. */
    static void check(CheckContext ctx, String url, SqlNode valueAt) {
        String rest = url.trim().substring(5);
        int colon = rest.indexOf(':');
        String driver = (colon < 0 ? rest : rest.substring(0, colon)).toLowerCase(Locale.ROOT);
        if (!DRIVERS.contains(driver)) {
            ctx.refuse(PolicyRule.OPTION, "JDBC driver '" + driver + "' is not allowed for " + ctx.role()
                    + " (allowed: " + String.join(", ", new TreeSet<>(DRIVERS))
                    + "): other drivers can run code or open local files", valueAt);
            return;
        }
        for (String token : rest.split("[?&;()\\[\\],]")) {
            int eq = token.indexOf('=');
            if (eq <= 0) {
                continue;
            }
            String name = StoragePath.percentDecode(token.substring(0, eq)).trim();
            String normal = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
            if (forbidden(normal)) {
                ctx.refuse(PolicyRule.OPTION, "JDBC URL parameter '" + name + "' is not allowed for " + ctx.role()
                        + ": it makes the driver load classes or read and write local files", valueAt);
                return;
            }
            if (location(normal)) {
                OptionRules.checkLocation(ctx, StoragePath.percentDecode(token.substring(eq + 1)), valueAt);
            }
        }
    }

    private static boolean forbidden(String name) {
        if (FORBIDDEN.contains(name)) {
            return true;
        }
        for (String suffix : FORBIDDEN_SUFFIXES) {
            if (name.endsWith(suffix)) {
                return true;
            }
        }
        return false;
    }

    private static boolean location(String name) {
        if (LOCATIONS.contains(name)) {
            return true;
        }
        for (String word : LOCATION_WORDS) {
            if (name.contains(word)) {
                return true;
            }
        }
        return false;
    }
}
