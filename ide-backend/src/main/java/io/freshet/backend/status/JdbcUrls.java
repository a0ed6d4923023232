package io.freshet.backend.status;

import java.util.regex.Pattern;

/** Keeps credentials that some drivers accept inside a JDBC URL off the screen. */
final class JdbcUrls {

    private static final Pattern SECRET_PARAM = Pattern.compile("(?i)((?:password|pwd|secret)[^=;&]*=)[^;&]*");
    private static final Pattern USER_INFO = Pattern.compile("//[^/@]*@");

    private JdbcUrls() {
    }

    static String redact(String url) {
        if (url == null) {
            return "";
        }
        String withoutParams = SECRET_PARAM.matcher(url).replaceAll("$1***");
        return USER_INFO.matcher(withoutParams).replaceAll("//***@");
    }
}
