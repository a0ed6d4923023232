package io.freshet.gateway.embedded.server.sandbox;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Whether this process listens on a TCP port, read from Linux's /proc: a listening socket of the network namespace
 * on that port ({@code /proc/self/net/tcp}, {@code tcp6}) that is also one of this process's file descriptors.
 * Flink binds its blob server, RPC, shuffle and collect sockets to port 0, so their ports are known only after the
 * bind. The descriptors are read only when some socket listens on the port, and only until it is found.
 */
final class OwnListeningPorts {

    private static final Path PROC_SELF = Path.of("/proc/self");
    private static final String LISTEN = "0A";
    private static final int LOCAL_ADDRESS = 1;
    private static final int STATE = 3;
    private static final int INODE = 9;
    private static final String SOCKET = "socket:[";

    private OwnListeningPorts() {
    }

    /** Whether this system has the /proc files the check needs (Linux). */
    static boolean available() {
        return Files.isReadable(PROC_SELF.resolve("net/tcp")) && Files.isDirectory(PROC_SELF.resolve("fd"));
    }

    /** Whether one of this process's sockets listens on the port; false when /proc cannot be read. */
    static boolean listensOn(int port) {
        Set<String> inodes = listeningInodes(String.format(Locale.ROOT, ":%04X", port));
        if (inodes.isEmpty()) {
            return false;
        }
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(PROC_SELF.resolve("fd"))) {
            for (Path fd : fds) {
                if (isSocketIn(fd, inodes)) {
                    return true;
                }
            }
        } catch (IOException e) {
            return false;
        }
        return false;
    }

    /** The inodes of the namespace's sockets listening on the port (any address). */
    private static Set<String> listeningInodes(String portSuffix) {
        Set<String> inodes = new HashSet<>();
        for (String table : List.of("net/tcp", "net/tcp6")) {
            try (Stream<String> lines = Files.lines(PROC_SELF.resolve(table))) {
                lines.skip(1).map(line -> line.strip().split("\\s+"))
                        .filter(f -> f.length > INODE && LISTEN.equals(f[STATE]) && f[LOCAL_ADDRESS].endsWith(portSuffix))
                        .forEach(f -> inodes.add(f[INODE]));
            } catch (IOException | RuntimeException e) {
                // no IPv6 table, or a line we do not understand: the inodes found so far stand
            }
        }
        return inodes;
    }

    private static boolean isSocketIn(Path fd, Set<String> inodes) {
        try {
            String target = Files.readSymbolicLink(fd).toString();
            return target.startsWith(SOCKET) && inodes.contains(target.substring(SOCKET.length(), target.length() - 1));
        } catch (IOException | UnsupportedOperationException closedMeanwhile) {
            // a descriptor closed between the listing and the read
            return false;
        }
    }
}
