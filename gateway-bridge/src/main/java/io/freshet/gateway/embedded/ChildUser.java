package io.freshet.gateway.embedded;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * The unprivileged OS user the embedded Flink child runs as when Freshet runs as root ({@value #SETTING}), with its
 * user and group ids, resolved once per start.
 */
public record ChildUser(String name, int uid, int gid) {

    /** The IDE's setting; also named in every start error it causes. */
    public static final String SETTING = "freshet.embedded.run-as";
    /**
     * The setting's environment variable: the IDE's application.properties maps it onto {@value #SETTING}, the local
     * cluster's launcher ({@code scripts/cluster.sh}) reads it directly.
     */
    public static final String ENVIRONMENT = "FRESHET_FLINK_RUN_AS";
    /** The setting's value that keeps the child under Freshet's own user. */
    public static final String NONE = "none";
    /** Who the child runs as when Freshet runs as root and the setting is blank. */
    public static final String DEFAULT_USER = "nobody";

    /** Plain user names only: the name is handed to {@code id}, never a path, an option or a number. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_.-]{0,31}");

    public ChildUser {
        Objects.requireNonNull(name, "name");
        if (uid <= 0) {
            throw new IllegalArgumentException("The embedded Flink's user must not be root: " + name + " has uid " + uid);
        }
    }

    /** Whether {@code value} of the setting turns the separation off. */
    static boolean isOff(String value) {
        return value != null && NONE.equals(value.strip().toLowerCase(Locale.ROOT));
    }

    /** Whether {@code value} names a user itself (an explicit choice, strict) rather than leaving the default. */
    static boolean isExplicit(String value) {
        return value != null && !value.isBlank() && !isOff(value);
    }

    /** Whether a child started with this setting by this process would run as another user (root and not off). */
    public static boolean separates(String value) {
        return !isOff(value) && processIsRoot();
    }

    /** Whether this JVM runs as uid 0, the only case in which it can start a child under another user. */
    public static boolean processIsRoot() {
        try {
            return new com.sun.security.auth.module.UnixSystem().getUid() == 0;
        } catch (RuntimeException | LinkageError notUnix) {
            return false;
        }
    }

    /** The user named by the setting's value (blank: {@value #DEFAULT_USER}), its ids read with {@code id}. */
    static ChildUser lookup(String value) {
        String name = value == null || value.isBlank() ? DEFAULT_USER : value.strip();
        if (!NAME.matcher(name).matches()) {
            throw StartChecks.startError(SETTING + "=" + name + " is not a user name. Give an existing unprivileged"
                    + " user, or " + NONE + ".");
        }
        int uid = id("-u", name);
        int gid = id("-g", name);
        if (uid == 0) {
            throw StartChecks.startError(SETTING + "=" + name + " is root (uid 0): the embedded Flink would still"
                    + " read Freshet's home. Give an unprivileged user, or " + NONE + ".");
        }
        return new ChildUser(name, uid, gid);
    }

    private static int id(String option, String name) {
        try {
            Process id = new ProcessBuilder("id", option, name).redirectErrorStream(true).start();
            String out;
            try (InputStream in = id.getInputStream()) {
                out = new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
            }
            if (!id.waitFor(10, TimeUnit.SECONDS) || id.exitValue() != 0 || !out.matches("\\d{1,10}")) {
                throw StartChecks.startError(SETTING + "=" + name + ": there is no such user on this machine"
                        + " (id " + option + " " + name + " answered: " + out + "). Create it, or set " + SETTING
                        + " to an existing unprivileged user or to " + NONE + ".");
            }
            return Integer.parseInt(out);
        } catch (IOException e) {
            throw StartChecks.startError("Cannot look up the user " + name + " of " + SETTING + ": "
                    + StartChecks.reason(e));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw StartChecks.startError("Interrupted while looking up the user " + name + " of " + SETTING + ".");
        }
    }
}
