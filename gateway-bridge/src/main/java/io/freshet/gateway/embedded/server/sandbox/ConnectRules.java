package io.freshet.gateway.embedded.server.sandbox;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Where the embedded Flink JVM may open connections. This machine (loopback, the wildcard address and the host's
 * own interface addresses) only on a port this JVM itself listens on, or one listed in {@link AllowedHosts};
 * link-local (cloud metadata at 169.254.169.254) and multicast addresses only when listed; any other host (the
 * user's Kafka, database or object store) unless the operator closed remote hosts to the listed ones.
 */
final class ConnectRules {

    /** How long a port found listening in /proc counts as this JVM's: a closed port may be bound by another process. */
    private static final long FOUND_PORT_NANOS = TimeUnit.SECONDS.toNanos(60);

    private final Set<Integer> ownPorts = ConcurrentHashMap.newKeySet();
    private final Map<Integer, Long> foundUntil = new ConcurrentHashMap<>();
    private final Set<InetAddress> hostAddresses;
    private final AllowedHosts allowed;
    private final boolean scanAvailable;

    ConnectRules(Collection<Integer> configuredPorts, AllowedHosts allowed) {
        this.allowed = allowed;
        this.hostAddresses = hostAddresses();
        this.scanAvailable = OwnListeningPorts.available();
        configuredPorts.forEach(this::listening);
    }

    /** Learns a port this JVM binds to (0, an ephemeral port, is looked up in /proc on use). */
    void listening(int port) {
        if (port > 0) {
            ownPorts.add(port);
        }
    }

    /** Whether a connection to the host (usually an address literal) and port may be opened. */
    boolean allows(String host, int port) {
        if (port < 0) {
            // a name lookup, not a connection
            return true;
        }
        InetAddress[] addresses;
        try {
            addresses = InetAddress.getAllByName(host);
        } catch (UnknownHostException e) {
            // nothing to connect to: the connect itself fails
            return true;
        }
        for (InetAddress address : addresses) {
            if (!allows(host, address, port)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the local ports of this process are told apart from other processes' (Linux /proc). */
    boolean knowsEphemeralPorts() {
        return scanAvailable;
    }

    private boolean allows(String host, InetAddress address, int port) {
        if (listed(host, address, port)) {
            return true;
        }
        if (address.isLinkLocalAddress() || address.isMulticastAddress()) {
            return false;
        }
        if (address.isLoopbackAddress() || address.isAnyLocalAddress() || hostAddresses.contains(address)) {
            return allowed.anyLocalPort() || isOwnPort(port);
        }
        return !allowed.onlyListedRemotes();
    }

    private boolean isOwnPort(int port) {
        if (ownPorts.contains(port)) {
            return true;
        }
        if (!scanAvailable) {
            // without /proc an ephemeral port of this JVM cannot be told from another process's
            return true;
        }
        Long until = foundUntil.get(port);
        long now = System.nanoTime();
        if (until != null && until - now > 0) {
            return true;
        }
        if (OwnListeningPorts.listensOn(port)) {
            foundUntil.put(port, now + FOUND_PORT_NANOS);
            return true;
        }
        foundUntil.remove(port);
        return false;
    }

    private boolean listed(String host, InetAddress address, int port) {
        for (AllowedHosts.HostPort entry : allowed.entries()) {
            if (entry.port() == port && (entry.host().equalsIgnoreCase(host) || resolvesTo(entry.host(), address))) {
                return true;
            }
        }
        return false;
    }

    private static boolean resolvesTo(String name, InetAddress address) {
        try {
            for (InetAddress candidate : InetAddress.getAllByName(name)) {
                if (candidate.equals(address)) {
                    return true;
                }
            }
        } catch (UnknownHostException e) {
            return false;
        }
        return false;
    }

    private static Set<InetAddress> hostAddresses() {
        Set<InetAddress> addresses = new HashSet<>();
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                addresses.addAll(Collections.list(nic.getInetAddresses()));
            }
        } catch (SocketException | RuntimeException e) {
            // loopback and the wildcard address are still recognised by their kind
        }
        try {
            addresses.addAll(Set.of(InetAddress.getAllByName(InetAddress.getLocalHost().getHostName())));
        } catch (UnknownHostException | RuntimeException e) {
            // a host name that does not resolve adds nothing
        }
        return Set.copyOf(addresses);
    }
}
