package io.freshet.gateway.embedded.server.sandbox;

import io.freshet.gateway.embedded.server.fsguard.AllowedRoots;
import org.apache.flink.configuration.Configuration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Installs the {@link ChildSecurityManager} in the embedded Flink JVM, after it read its configuration and secret
 * and before Flink starts: from then on no Java code in the JVM reads or writes a local file outside the allowed
 * roots (plus the read-only system files of {@link SystemReadRoots}) or connects to this machine outside its own
 * ports and {@value AllowedHosts#CONFIG_KEY}.
 */
public final class ChildSandbox {

    private static final Logger LOG = LoggerFactory.getLogger(ChildSandbox.class);
    private static final String CALCITE_TEST_DATASET = "calcite.test.dataset";
    private static final List<String> PORT_KEYS = List.of("rest.port", "sql-gateway.endpoint.rest.port");

    private ChildSandbox() {
    }

    /**
     * Installs the security manager; does nothing (with a warning) when no allowed roots are configured.
     *
     * @param workDir what relative paths are relative to: the child's working directory
     * @param logDir  the directory of the child's log files, written all along
     */
    public static void install(Configuration config, Path workDir, Path logDir) {
        Map<String, String> settings = config.toMap();
        AllowedRoots roots = AllowedRoots.parse(settings.get(AllowedRoots.CONFIG_KEY));
        if (roots.isEmpty()) {
            LOG.warn("No {} configured: the embedded Flink runs without its security manager", AllowedRoots.CONFIG_KEY);
            return;
        }
        List<Path> readWrite = new ArrayList<>(roots.roots());
        readWrite.add(logDir);
        FileRules files = new FileRules(readWrite, new AllowedRoots(SystemReadRoots.of()),
                workDir.toAbsolutePath().normalize());
        AllowedHosts hosts = AllowedHosts.parse(settings.get(AllowedHosts.CONFIG_KEY),
                settings.get(AllowedHosts.REMOTE_KEY), settings.get(AllowedHosts.LOCAL_KEY));
        ConnectRules connections = new ConnectRules(configuredPorts(settings), hosts);
        ChildSecurityManager manager = new ChildSecurityManager(files, connections);
        warmUp(manager, files, connections, roots.roots().get(0));
        // Calcite's static set-up probes ../calcite-test-dataset unless this is set; a refusal there would break the planner
        System.setProperty(CALCITE_TEST_DATASET, System.getProperty(CALCITE_TEST_DATASET, roots.roots().get(0).toString()));
        try {
            System.setSecurityManager(manager);
        } catch (UnsupportedOperationException e) {
            throw new IllegalStateException("This Java cannot install a security manager; the embedded Flink needs"
                    + " Java 17 or 21 started with -Djava.security.manager=allow", e);
        }
        LOG.info("Security manager installed: local files limited to {} (and read-only system files), connections to"
                + " this machine to {} and {}{}", files.describe(), hosts.anyLocalPort() ? "any port" : "its own ports",
                hosts.entries(),
                connections.knowsEphemeralPorts() ? "" : " (no /proc: every local port of this machine is open)");
    }

    /**
     * Runs each check once before the manager is active, so their classes load while nothing is judged yet (a refusal
     * loads the rest under the manager's own re-entry guard).
     */
    private static void warmUp(ChildSecurityManager manager, FileRules files, ConnectRules connections, Path allowed) {
        manager.checkRead(allowed.toString());
        manager.checkConnect("127.0.0.1", -1);
        files.allows("/", false);
        connections.allows("127.0.0.1", 1);
    }

    private static List<Integer> configuredPorts(Map<String, String> settings) {
        List<Integer> ports = new ArrayList<>();
        for (String key : PORT_KEYS) {
            String value = settings.get(key);
            if (value != null && value.strip().matches("\\d{1,5}")) {
                ports.add(Integer.parseInt(value.strip()));
            }
        }
        return ports;
    }
}
