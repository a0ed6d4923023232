package io.freshet.backend.audit;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Hides the values of password options ({@code 'password' = '...'}, {@code 'properties.sasl.password' = '...'}) in
 * statement text before it is shown or recorded: an ingestion's CDC source carries its database password.
 */
public final class SecretRedaction {

    public static final String MASK = "***";
    private static final Pattern PASSWORD_OPTION = Pattern.compile(
            "('[^']*password[^']*'\\s*=\\s*)'(?:[^']|'')*'", Pattern.CASE_INSENSITIVE);

    private SecretRedaction() {
    }

    /** The text with every password option's value replaced by {@code '***'}; null stays null. */
    public static String redact(String text) {
        if (text == null || !text.toLowerCase(java.util.Locale.ROOT).contains("password")) {
            return text;
        }
        return PASSWORD_OPTION.matcher(text).replaceAll(m -> Matcher.quoteReplacement(m.group(1) + "'" + MASK + "'"));
    }
}
