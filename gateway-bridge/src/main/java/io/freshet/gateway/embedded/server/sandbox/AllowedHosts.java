package io.freshet.gateway.embedded.server.sandbox;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The host:port pairs the embedded Flink may connect to beyond its own ports, as an operator configured them in
 * {@value #CONFIG_KEY} (comma separated, IPv6 in brackets: {@code kafka.local:9092, [::1]:5432}); whether every
 * other remote host is open ({@value #REMOTE_KEY} {@code any}, the default) or closed ({@code listed}); and whether
 * every port of this machine is open ({@value #LOCAL_KEY} {@code any}, only for a child that runs Freshet's own
 * statements, such as the ingestion Flink reading the administrator's databases) or only the child's own
 * ({@code own}, the default). Plain JDK, so the launcher can write the values without Flink classes.
 */
public record AllowedHosts(List<HostPort> entries, boolean onlyListedRemotes, boolean anyLocalPort) {

    /** The child's Flink configuration key of the list. */
    public static final String CONFIG_KEY = "freshet.flink.allowed-hosts";
    /** The child's Flink configuration key: {@code any} (default) or {@code listed}. */
    public static final String REMOTE_KEY = "freshet.flink.remote-hosts";
    /** The child's Flink configuration key: {@code own} (default) or {@code any}. */
    public static final String LOCAL_KEY = "freshet.flink.local-ports";

    /** The words of every refused connection; the gateway client shows a refusal that carries them as it is. */
    public static final String REFUSAL = "Freshet's embedded Flink connects to this machine and to link-local"
            + " addresses only on its own ports and on the hosts listed in Freshet's setting"
            + " freshet.embedded.allowed-hosts";

    public AllowedHosts {
        entries = List.copyOf(entries);
    }

    /** Parses the settings; a malformed entry or mode is an error, never silently dropped. */
    public static AllowedHosts parse(String list, String remote, String local) {
        List<HostPort> entries = list == null || list.isBlank() ? List.of()
                : Arrays.stream(list.split(",")).map(String::strip).filter(s -> !s.isEmpty())
                        .map(HostPort::parse).toList();
        return new AllowedHosts(entries, "listed".equals(mode(REMOTE_KEY, remote, "any", "listed")),
                "any".equals(mode(LOCAL_KEY, local, "own", "any")));
    }

    private static String mode(String key, String value, String byDefault, String other) {
        String mode = value == null || value.isBlank() ? byDefault : value.strip().toLowerCase(Locale.ROOT);
        if (!mode.equals(byDefault) && !mode.equals(other)) {
            throw new IllegalArgumentException(key + " must be '" + byDefault + "' or '" + other + "', not '"
                    + value + "'");
        }
        return mode;
    }

    /** One allowed destination: a host name or address and a port. */
    public record HostPort(String host, int port) {

        static HostPort parse(String entry) {
            try {
                URI uri = new URI("tcp://" + entry);
                if (uri.getHost() == null || uri.getPort() < 1 || uri.getPath() != null && !uri.getPath().isEmpty()) {
                    throw new URISyntaxException(entry, "not host:port");
                }
                String host = uri.getHost().startsWith("[") ? uri.getHost().substring(1, uri.getHost().length() - 1)
                        : uri.getHost();
                return new HostPort(host.toLowerCase(Locale.ROOT), uri.getPort());
            } catch (URISyntaxException e) {
                throw new IllegalArgumentException(CONFIG_KEY + " lists '" + entry
                        + "', which is not host:port (IPv6 addresses in brackets)", e);
            }
        }
    }
}
