package io.freshet.analysis.policy;

import io.freshet.analysis.SqlAnalysisException;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.apache.calcite.sql.SqlNode;

/**
 * What an allow-listed option's value may be, as written in the policy JSON: {@code text}, {@code scalar},
 * {@code name}, {@code names}, {@code location}, {@code locations}, {@code table-relative}, {@code class},
 * {@code jaas}, {@code jdbc-url}, {@code pattern}, {@code hosts} or {@code enum:a|b|c}. No value may hold a control
 * character, whatever its rule ({@link OptionRules} checks that first).
 */
record ValueRule(Kind kind, Set<String> choices) {

    /** The kinds of value rule. */
    enum Kind {
        /** Any text (passwords, identifiers shown in logs). */
        TEXT,
        /** A number, duration, size, flag or word: no '/', '\', quotes or ';'. */
        SCALAR,
        /** A plain name ({@link NameRule}): it becomes a file or directory name. */
        NAME,
        /** Plain names separated by ',' or ';'. */
        NAMES,
        LOCATION,
        LOCATIONS,
        TABLE_RELATIVE,
        /** A built-in choice or a known class (JDBC drivers, Kafka assignors). */
        CLASS,
        JAAS,
        JDBC_URL,
        /** A regular expression: may hold '\' and '/', never a control character. */
        PATTERN,
        /** host[:port] entries separated by ','. */
        HOSTS,
        ENUM
    }

    private static final Pattern SCALAR = Pattern.compile("[^/\\\\'\"`;]*");
    private static final Pattern HOSTS = Pattern.compile("[\\p{L}\\p{N}._\\-:\\[\\],\\s]+");

    ValueRule {
        choices = choices == null ? Set.of() : Set.copyOf(choices);
    }

    /**
     * Reads a rule as written in the policy.
     *
     * @throws SqlAnalysisException naming the rule and the allowed spellings
     */
    static ValueRule parse(String spec) {
        String s = spec.trim();
        if (s.regionMatches(true, 0, "enum:", 0, 5)) {
            Set<String> choices = new TreeSet<>();
            Arrays.stream(s.substring(5).split("\\|")).map(c -> c.trim().toLowerCase(Locale.ROOT))
                    .filter(c -> !c.isEmpty()).forEach(choices::add);
            if (choices.isEmpty()) {
                throw new SqlAnalysisException("value rule '" + spec + "' lists no choice (e.g. enum:a|b)");
            }
            return new ValueRule(Kind.ENUM, choices);
        }
        try {
            return new ValueRule(Kind.valueOf(s.toUpperCase(Locale.ROOT).replace('-', '_')), Set.of());
        } catch (IllegalArgumentException e) {
            throw new SqlAnalysisException("unknown value rule '" + spec + "' (the rules are text, scalar, name, "
                    + "names, location, locations, table-relative, class, jaas, jdbc-url, pattern, hosts, enum:a|b)");
        }
    }

    /** The rule as written in the policy. */
    String spec() {
        return kind == Kind.ENUM ? "enum:" + String.join("|", new TreeSet<>(choices))
                : kind.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Refuses an option's value when it breaks this rule; refusals go on {@code at}. */
    void check(CheckContext ctx, String key, String value, SqlNode at) {
        check(ctx, "Option '" + key + "'", key, value, at);
    }

    /** Refuses the value when it breaks this rule; {@code subject} starts the message ("Argument 'x' of sys.y"). */
    void check(CheckContext ctx, String subject, String key, String value, SqlNode at) {
        switch (kind) {
            case TEXT, PATTERN -> { }
            case SCALAR -> refuseUnless(SCALAR.matcher(value).matches(), ctx, subject, value, at,
                    "a plain value (no '/', '\\', quotes or ';')");
            case HOSTS -> refuseUnless(HOSTS.matcher(value).matches(), ctx, subject, value, at, "host:port entries");
            case ENUM -> refuseUnless(Arrays.stream(value.split(",")).map(v -> v.trim().toLowerCase(Locale.ROOT))
                    .allMatch(choices::contains), ctx, subject, value, at, "one of " + String.join(", ", new TreeSet<>(choices)));
            case NAME -> name(ctx, subject, value, at);
            case NAMES -> {
                for (String part : value.split("[,;]")) {
                    if (!part.isBlank() && name(ctx, subject, part.trim(), at)) {
                        return;
                    }
                }
            }
            case LOCATION -> OptionRules.checkLocation(ctx, value, at);
            case LOCATIONS -> Arrays.stream(value.split(",")).forEach(v -> OptionRules.checkLocation(ctx, v, at));
            case TABLE_RELATIVE -> OptionRules.checkTableRelative(ctx, key, value, at);
            case CLASS -> OptionRules.checkClass(ctx, key, value, at);
            case JAAS -> {
                String module = JaasRule.refusedModule(value);
                refuseUnless(module == null, ctx, subject, value, at, "a Plain, SCRAM or OAuthBearer login");
            }
            case JDBC_URL -> {
                if (value.trim().regionMatches(true, 0, "jdbc:", 0, 5)) {
                    JdbcUrlRule.check(ctx, value.trim(), at);
                } else {
                    refuseUnless(false, ctx, subject, value, at, "a jdbc: URL");
                }
            }
        }
    }

    /** True when the name was refused. */
    private static boolean name(CheckContext ctx, String subject, String value, SqlNode at) {
        return NameRule.refuse(ctx, subject + " names", value, at);
    }

    private static void refuseUnless(boolean ok, CheckContext ctx, String subject, String value, SqlNode at,
                                     String what) {
        if (!ok) {
            ctx.refuse(PolicyRule.OPTION, subject + " must be " + what + " for " + ctx.role() + ", not '"
                    + NameRule.printable(value) + "'", at);
        }
    }
}
