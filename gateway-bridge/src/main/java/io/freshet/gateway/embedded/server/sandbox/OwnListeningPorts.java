package io.freshet.gateway.embedded.server.sandbox;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The TCP ports this process listens on, read from Linux's /proc: the listening sockets of the network namespace
 * ({@code /proc/self/net/tcp}, {@code tcp6}) kept only when one of this process's file descriptors is that socket.
 * Flink binds its blob server, RPC and shuffle to port 0, so their ports are known only after the bind.
 */
final class OwnListeningPorts {

    private static final Path PROC_SELF = Path.of("/proc/self");
    private static final String LISTEN = "0A";
    private static final int LOCAL_ADDRESS = 1;
    private static final int STATE = 3;
    private static final int INODE = 9;

    private OwnListeningPorts() {
    }

    /** Whether this system has the /proc files the scan needs (Linux). */
    static boolean available() {
        return Files.isReadable(PROC_SELF.resolve("net/tcp")) && Files.isDirectory(PROC_SELF.resolve("fd"));
    }

    /** The ports; empty when /proc cannot be read. */
    static Set<Integer> scan() {
        Set<String> ownSockets = ownSocketInodes();
        Set<Integer> ports = new HashSet<>();
        for (String table : List.of("net/tcp", "net/tcp6")) {
            try (Stream<String> lines = Files.lines(PROC_SELF.resolve(table))) {
                lines.skip(1).map(line -> line.strip().split("\\s+"))
                        .filter(f -> f.length > INODE && LISTEN.equals(f[STATE]) && ownSockets.contains(f[INODE]))
                        .forEach(f -> ports.add(Integer.parseInt(f[LOCAL_ADDRESS].substring(
                                f[LOCAL_ADDRESS].lastIndexOf(':') + 1), 16)));
            } catch (IOException | RuntimeException e) {
                // no IPv6 table, or a line we do not understand: the ports found so far stand
            }
        }
        return ports;
    }

    private static Set<String> ownSocketInodes() {
        Set<String> inodes = new HashSet<>();
        try (Stream<Path> fds = Files.list(PROC_SELF.resolve("fd"))) {
            fds.forEach(fd -> {
                try {
                    String target = Files.readSymbolicLink(fd).toString();
                    if (target.startsWith("socket:[")) {
                        inodes.add(target.substring("socket:[".length(), target.length() - 1));
                    }
                } catch (IOException | UnsupportedOperationException closedMeanwhile) {
                    // a descriptor closed between the listing and the read
                }
            });
        } catch (IOException e) {
            return inodes;
        }
        return inodes;
    }
}
