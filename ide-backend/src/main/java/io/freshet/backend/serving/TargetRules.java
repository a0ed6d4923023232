package io.freshet.backend.serving;

import io.freshet.analysis.serving.CatalogStatements;
import io.freshet.analysis.serving.EngineVersion;
import io.freshet.analysis.serving.S3Credentials;
import io.freshet.analysis.serving.S3KeySecrets;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.serving.NewServingTarget;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What a serving target may hold, checked before it is stored: allowed names and values only, no credential in the
 * JDBC URL, a password only as a {@code serving.*} sealed secret (so no other secret is ever sent to an engine).
 */
final class TargetRules {

    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9_-]{0,63}");
    private static final Pattern USER = Pattern.compile("[A-Za-z0-9._@-]{1,100}");
    private static final Pattern SECRET = Pattern.compile("[A-Za-z0-9._-]{1,200}");
    private static final Pattern URL = Pattern.compile("[A-Za-z0-9._:/@%+=,;&?~\\[\\]-]{1,500}");
    private static final Pattern CREDENTIAL_IN_URL = Pattern.compile("password|secret|token|key=",
            Pattern.CASE_INSENSITIVE);

    private TargetRules() {
    }

    /** The target as it is stored: stripped, defaults filled in; refused with the rule it breaks. */
    static NewServingTarget checked(NewServingTarget t) {
        if (t == null || t.kind() == null) {
            throw new ServiceException("Choose the engine: StarRocks, Apache Doris, Trino or Spark SQL.");
        }
        String name = strip(t.name());
        if (name == null || !NAME.matcher(name).matches()) {
            throw new ServiceException("A target's name starts with a small letter and holds only small letters,"
                    + " digits, '_' and '-' (64 at most).");
        }
        String version = strip(t.version());
        try {
            EngineVersion.parse(version);
        } catch (IllegalArgumentException e) {
            throw new ServiceException("Give the engine's version, e.g. 3.3.1 (or 476 for Trino).");
        }
        String catalog = strip(t.catalogName()) == null ? "freshet" : strip(t.catalogName());
        try {
            CatalogStatements.checkCatalogName(catalog);
        } catch (IllegalArgumentException e) {
            throw new ServiceException(e.getMessage());
        }
        return new NewServingTarget(name, t.kind(), version, jdbcUrl(t), user(t.jdbcUser()),
                passwordSecret(t.passwordSecret()),
                t.s3Credentials() == null ? S3Credentials.ACCESS_KEYS : t.s3Credentials(), catalog);
    }

    private static String jdbcUrl(NewServingTarget t) {
        String url = strip(t.jdbcUrl());
        if (url == null) {
            return null;
        }
        if (!url.toLowerCase(Locale.ROOT).startsWith(t.kind().jdbcPrefix()) || !URL.matcher(url).matches()) {
            throw new ServiceException("A " + t.kind().displayName() + " JDBC URL starts with "
                    + t.kind().jdbcPrefix() + " and holds no spaces or quotes.");
        }
        if (CREDENTIAL_IN_URL.matcher(url).find() || url.substring(t.kind().jdbcPrefix().length()).contains("@")) {
            throw new ServiceException("Keep credentials out of the JDBC URL: give the user, and the password as a"
                    + " sealed secret.");
        }
        return url;
    }

    private static String user(String user) {
        String u = strip(user);
        if (u != null && !USER.matcher(u).matches()) {
            throw new ServiceException("A JDBC user holds only letters, digits and . _ @ - (100 at most).");
        }
        return u;
    }

    private static String passwordSecret(String secret) {
        String s = strip(secret);
        if (s != null && (!SECRET.matcher(s).matches() || !s.startsWith(S3KeySecrets.PREFIX))) {
            throw new ServiceException("The password must be a sealed secret whose name starts with "
                    + S3KeySecrets.PREFIX + " (set it on the Secrets page).");
        }
        return s;
    }

    private static String strip(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
