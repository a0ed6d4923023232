package io.freshet.gateway.embedded;

import io.freshet.gateway.GatewayException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Decides, once per start, which user a child runs as (the embedded and ingestion Flink, the local cluster's
 * processes), and starts its command as that user. A user named in {@value ChildUser#SETTING} is a promise:
 * whatever stands in its way is a start error that names the setting. The default ({@value ChildUser#DEFAULT_USER}
 * when Freshet runs as root) is best effort: where it cannot work (no {@code setpriv}, a home below a closed
 * directory such as {@code /root}) the child runs under Freshet's own user and the log says why.
 */
public final class ChildIdentity {

    /** Who the embedded Flink is in messages. */
    static final String EMBEDDED = "the embedded Flink";

    private static final Logger LOG = LoggerFactory.getLogger(ChildIdentity.class);
    private static final List<Path> SETPRIV = List.of(Path.of("/usr/bin/setpriv"), Path.of("/bin/setpriv"),
            Path.of("/usr/sbin/setpriv"), Path.of("/sbin/setpriv"));

    private ChildIdentity() {
    }

    /** The user the embedded Flink runs as, or empty for Freshet's own. */
    static Optional<ChildUser> choose(String runAs, List<Path> homes, Path libDir, List<Path> jars, Path java) {
        return choose(EMBEDDED, runAs, homes, libDir, jars, java);
    }

    /**
     * The user the processes named {@code who} ("the local cluster") run as, or empty for this process's own:
     * {@code homes} are handed to that user before the start, {@code jars} (in any directory) and {@code java} must
     * be reachable for it.
     */
    public static Optional<ChildUser> choose(String who, String runAs, List<Path> homes, Path libDir, List<Path> jars,
            Path java) {
        String subject = Character.toUpperCase(who.charAt(0)) + who.substring(1);
        if (ChildUser.isOff(runAs)) {
            return Optional.empty();
        }
        boolean explicit = ChildUser.isExplicit(runAs);
        if (!ChildUser.processIsRoot()) {
            if (explicit) {
                throw StartChecks.startError(ChildUser.SETTING + "=" + runAs.strip() + " needs Freshet to run as root,"
                        + " which may start " + who + " as another user; it does not. Remove the setting or"
                        + " set it to " + ChildUser.NONE + ".");
            }
            return Optional.empty();
        }
        try {
            if (setpriv().isEmpty()) {
                throw StartChecks.startError(subject + " cannot run as another user: setpriv (util-linux) is"
                        + " not installed. Install util-linux, or set " + ChildUser.SETTING + "=" + ChildUser.NONE + ".");
            }
            ChildUser user = ChildUser.lookup(runAs);
            Optional<String> closed = ChildAccess.firstClosed(user, homes, libDir, jars, java);
            if (closed.isPresent()) {
                throw StartChecks.startError(subject + " cannot run as " + user.name() + " ("
                        + ChildUser.SETTING + "): " + closed.get() + ". Open that directory to it, move"
                        + " freshet.home or the Flink libraries, or set " + ChildUser.SETTING + "=" + ChildUser.NONE + ".");
            }
            return Optional.of(user);
        } catch (GatewayException e) {
            if (explicit) {
                throw e;
            }
            LOG.warn("{} runs as root, with read access to Freshet's secrets, because the default separation is not"
                    + " possible here: {}", subject, e.userMessage());
            return Optional.empty();
        }
    }

    /** The {@code setpriv} the child is started through. */
    public static Optional<Path> setpriv() {
        return SETPRIV.stream().filter(Files::isExecutable).findFirst();
    }

    /**
     * {@code command} as it starts as {@code user}: {@code setpriv} sets the real and effective ids and drops every
     * supplementary group and capability, then replaces itself with the command, so the child's pid stays the one the
     * launcher supervises and signals.
     */
    public static List<String> asUser(Optional<ChildUser> user, Path setpriv, List<String> command) {
        if (user.isEmpty()) {
            return List.copyOf(command);
        }
        List<String> started = new ArrayList<>(List.of(setpriv.toString(), "--reuid=" + user.get().uid(),
                "--regid=" + user.get().gid(), "--clear-groups", "--no-new-privs", "--"));
        started.addAll(command);
        return List.copyOf(started);
    }
}
