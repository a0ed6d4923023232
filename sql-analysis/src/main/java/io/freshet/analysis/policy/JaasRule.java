package io.freshet.analysis.policy;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Kafka's {@code sasl.jaas.config}: only the password and token login modules; any other module (JNDI,
 * Kerberos with a keytab, a class of the attacker's choosing) is refused.
 */
final class JaasRule {

    private static final Pattern ALLOWED = Pattern.compile("(org\\.apache\\.flink\\.kafka\\.shaded\\.)?"
            + "org\\.apache\\.kafka\\.common\\.security\\."
            + "(plain\\.PlainLoginModule|scram\\.ScramLoginModule|oauthbearer\\.OAuthBearerLoginModule)");

    private JaasRule() {
    }

    /** The first login module that is not allowed, or null when every entry uses an allowed one. */
    static String refusedModule(String config) {
        for (String entry : entries(config)) {
            String module = entry.split("\\s+", 2)[0];
            if (!ALLOWED.matcher(module).matches()) {
                return module;
            }
        }
        return null;
    }

    /** The entries of a JAAS configuration: split at ';' outside double quotes, blanks dropped. */
    private static List<String> entries(String config) {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < config.length(); i++) {
            char c = config.charAt(i);
            if (c == '\\' && quoted && i + 1 < config.length()) {
                current.append(c).append(config.charAt(++i));
                continue;
            }
            if (c == '"') {
                quoted = !quoted;
            }
            if (c == ';' && !quoted) {
                add(out, current);
            } else {
                current.append(c);
            }
        }
        add(out, current);
        return out;
    }

    private static void add(List<String> out, StringBuilder entry) {
        String text = entry.toString().trim();
        if (!text.isEmpty()) {
            out.add(text);
        }
        entry.setLength(0);
    }
}
