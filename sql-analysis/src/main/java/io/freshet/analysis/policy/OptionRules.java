package io.freshet.analysis.policy;

import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.apache.calcite.sql.SqlNode;

/**
 * Checks one option (a WITH entry, an ALTER ... SET entry, a dynamic-option hint entry or a key=value
 * argument of a procedure) wherever it appears: the connector allow-list, locations inside the roots,
 * no class names, no commands, JDBC URLs and Kafka logins that cannot load code or read local files.
 */
final class OptionRules {

    /** Schemes of file systems and class-path-like resources: a value with one is a location whatever its key. */
    private static final Set<String> FILE_SCHEMES = Set.of("file", "jar", "classpath", "netdoc", "local", "hdfs",
            "viewfs", "har", "webhdfs", "swebhdfs", "s3", "s3a", "s3n", "s3p", "oss", "gs", "gcs", "abfs", "abfss",
            "wasb", "wasbs", "adl", "cosn", "cos", "obs", "ofs", "o3fs", "jfs", "alluxio", "ftp", "sftp", "dbfs",
            "lakefs", "tos", "bos", "ks3", "kodo");
    private static final Pattern SCHEME = Pattern.compile("^([A-Za-z][A-Za-z0-9+.-]+):.*", Pattern.DOTALL);
    /** Values of class-sounding keys that are built-in choices, not class names ('fixed', 'round-robin'). */
    private static final Pattern CHOICE = Pattern.compile("[a-z0-9][a-z0-9_-]*(\\s*,\\s*[a-z0-9][a-z0-9_-]*)*");
    /** Classes a class-naming option may still name: the usual JDBC drivers and Kafka's own assignors. */
    private static final Set<String> KNOWN_CLASSES = Set.of("org.postgresql.Driver", "com.mysql.cj.jdbc.Driver",
            "com.mysql.jdbc.Driver", "org.mariadb.jdbc.Driver", "oracle.jdbc.OracleDriver",
            "oracle.jdbc.driver.OracleDriver", "com.microsoft.sqlserver.jdbc.SQLServerDriver",
            "com.ibm.db2.jcc.DB2Driver", "org.apache.kafka.clients.consumer.RangeAssignor",
            "org.apache.kafka.clients.consumer.RoundRobinAssignor", "org.apache.kafka.clients.consumer.StickyAssignor",
            "org.apache.kafka.clients.consumer.CooperativeStickyAssignor");
    private static final String KAFKA_SHADED = "org.apache.flink.kafka.shaded.";

    private static final Pattern DIRECTORY_SEPARATORS = Pattern.compile("[/\\\\]");

    private OptionRules() {
    }

    /** Checks an option given as nodes; a key or value that is not a literal is refused (fail closed). */
    static void check(CheckContext ctx, SqlNode keyNode, SqlNode valueNode, OptionScope scope) {
        String key = Literals.value(keyNode);
        String value = valueNode == null ? null : Literals.value(valueNode);
        if (key == null || value == null) {
            ctx.refuse(PolicyRule.OPTION, "Options must be string literals for " + ctx.role()
                    + ": this one could not be read", key == null ? keyNode : valueNode);
            return;
        }
        check(ctx, key, value, keyNode, valueNode, scope);
    }

    /** Checks an option whose key and value are known; refusals go on {@code keyAt} or {@code valueAt}. */
    static void check(CheckContext ctx, String key, String value, SqlNode keyAt, SqlNode valueAt, OptionScope scope) {
        if (ctx.namesOnly()) {
            OptionAllowRule.names(ctx, key, value, valueAt, scope);
            return;
        }
        if (hasControlCharacter(key) || hasControlCharacter(value)) {
            ctx.refuse(PolicyRule.OPTION, "Option '" + NameRule.printable(key) + "' has a control character (a line "
                    + "break, NUL, ...), which is not allowed for " + ctx.role() + ": it could forge log lines",
                    hasControlCharacter(key) ? keyAt : valueAt);
            return;
        }
        int before = ctx.refusalCount();
        if (scope.kind() != OptionScope.Kind.NONE && OptionAllowRule.namesFirst(ctx, key, value, valueAt, scope)) {
            return;
        }
        heuristics(ctx, key, value, keyAt, valueAt);
        if (ctx.refusalCount() == before && scope.kind() != OptionScope.Kind.NONE && !OptionKeys.isConnector(key)) {
            OptionAllowRule.check(ctx, key, value, keyAt, valueAt, scope);
        }
    }

    /** True when the text holds a control character or a Unicode line separator. */
    static boolean hasControlCharacter(String value) {
        return value.chars().anyMatch(c -> NameRule.isControl((char) c));
    }

    /** The rules of issue 20 that judge a key by its shape and a value by its content, before the allow-list. */
    private static void heuristics(CheckContext ctx, String key, String value, SqlNode keyAt, SqlNode valueAt) {
        String who = ctx.role().name();
        if (OptionKeys.isConnector(key)) {
            if (!ctx.policy().connectors().contains(value)) {
                ctx.refuse(PolicyRule.CONNECTOR, connectorMessage(value, ctx), valueAt);
            }
            return;
        }
        if (!OptionKeys.isPath(key) && !OptionKeys.isPattern(key) && climbs(value)) {
            // a name that becomes part of a path ('success-file.name', 'partition.default-name') must not climb
            ctx.refuse(PolicyRule.PATH, "Option '" + key + "' climbs out of its directory ('..'), which is not "
                    + "allowed for " + who + ": " + value, valueAt);
        } else if (OptionKeys.isCommand(key)) {
            ctx.refuse(PolicyRule.OPTION, "Option '" + key + "' runs a command, which is not allowed for " + who,
                    keyAt);
        } else if (OptionKeys.isConfigProvider(key)) {
            ctx.refuse(PolicyRule.OPTION, "Option '" + key + "' is not allowed for " + who
                    + ": Kafka config providers read local files and the environment", keyAt);
        } else if (OptionKeys.isJaasConfig(key)) {
            String module = JaasRule.refusedModule(value);
            if (module != null) {
                ctx.refuse(PolicyRule.OPTION, "Kafka login module '" + module + "' is not allowed for " + who
                        + ": only the Plain, SCRAM and OAuthBearer login modules are", valueAt);
            }
        } else if (OptionKeys.isClass(key)) {
            checkClass(ctx, key, value, valueAt);
        } else if (OptionKeys.isTableRelative(key)) {
            checkTableRelative(ctx, key, value, valueAt);
        } else if (OptionKeys.isPath(key) && !OptionKeys.isFlagUnderPathKey(key, value)) {
            checkLocations(ctx, key, value, valueAt);
        } else {
            checkValue(ctx, key, value, valueAt);
        }
    }

    /** Value-based checks that apply under any key: JDBC URLs and anything with a file-system scheme. */
    static void checkValue(CheckContext ctx, String key, String value, SqlNode valueAt) {
        String v = value.trim();
        if (v.regionMatches(true, 0, "jdbc:", 0, 5)) {
            JdbcUrlRule.check(ctx, v, valueAt);
            return;
        }
        var m = SCHEME.matcher(v);
        boolean fileScheme = m.matches() && FILE_SCHEMES.contains(m.group(1).toLowerCase(Locale.ROOT));
        boolean localUrl = OptionKeys.isUrl(key) && v.startsWith("/");
        if (fileScheme || localUrl) {
            checkLocation(ctx, v, valueAt);
        }
    }

    /** True when the value, read as written or percent-decoded, has a '..' segment. */
    private static boolean climbs(String value) {
        for (String v : new String[] {value, StoragePath.percentDecode(StoragePath.percentDecode(value))}) {
            for (String segment : DIRECTORY_SEPARATORS.split(v.trim(), -1)) {
                if (segment.trim().equals("..")) {
                    return true;
                }
            }
        }
        return false;
    }

    static void checkClass(CheckContext ctx, String key, String value, SqlNode valueAt) {
        String v = value.trim();
        boolean known = true;
        for (String name : v.split(",")) {
            String n = name.trim();
            n = n.startsWith(KAFKA_SHADED) ? n.substring(KAFKA_SHADED.length()) : n;
            known &= KNOWN_CLASSES.contains(n);
        }
        if (known || CHOICE.matcher(v).matches()) {
            return;
        }
        ctx.refuse(PolicyRule.OPTION, "Option '" + key + "' names a class (" + v + "), which is not allowed for "
                + ctx.role() + ": it would load code on the Flink cluster", valueAt);
    }

    static void checkTableRelative(CheckContext ctx, String key, String value, SqlNode valueAt) {
        String v = value.trim();
        boolean inside = !v.isEmpty() && !v.startsWith("/") && !SCHEME.matcher(v).matches()
                && StoragePath.readings("/" + v).stream().allMatch(r -> r.path() != null);
        if (!inside) {
            ctx.refuse(PolicyRule.PATH, "Option '" + key + "' must name a directory inside the table for "
                    + ctx.role() + ": " + value, valueAt);
        }
    }

    private static void checkLocations(CheckContext ctx, String key, String value, SqlNode valueAt) {
        if (OptionKeys.isPathList(key) && value.indexOf(',') >= 0) {
            for (String part : value.split(",")) {
                checkLocation(ctx, part, valueAt);
            }
            return;
        }
        checkLocation(ctx, value, valueAt);
    }

    /** Refuses a location outside the role's roots; at most one refusal per location. */
    static void checkLocation(CheckContext ctx, String location, SqlNode valueAt) {
        PathRoots.Verdict verdict = ctx.roots().judge(location);
        if (verdict == null) {
            return;
        }
        String shown = location.trim();
        String message;
        if (verdict == PathRoots.Verdict.OUTSIDE) {
            message = "Paths outside " + ctx.roots().describe() + " are not allowed for " + ctx.role() + ": " + shown;
        } else if (verdict == PathRoots.Verdict.RELATIVE) {
            message = "Relative paths are not allowed for " + ctx.role()
                    + " (the gateway's working directory is unknown): " + shown;
        } else {
            message = "Path not allowed for " + ctx.role() + ": '" + shown + "' " + verdict.problem();
        }
        ctx.refuse(PolicyRule.PATH, message, valueAt);
    }

    private static String connectorMessage(String value, CheckContext ctx) {
        Set<String> allowed = new TreeSet<>(ctx.policy().connectors());
        if (allowed.isEmpty()) {
            return "Connector '" + value + "' is not allowed for " + ctx.role() + " (no connector is)";
        }
        return "Connector '" + value + "' is not allowed for " + ctx.role() + " (allowed: "
                + String.join(", ", allowed) + ")";
    }
}
