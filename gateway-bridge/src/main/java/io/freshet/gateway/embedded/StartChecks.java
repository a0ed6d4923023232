package io.freshet.gateway.embedded;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.GatewayException.Kind;

import java.io.IOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Checks made before spawning the child, each failing with a message that says what to do. */
final class StartChecks {

    static final long MIN_FREE_DISK_BYTES = 512L * 1024 * 1024;
    static final String EMBEDDED_JAR_MARKER = "-embedded.jar";

    private static final String BUILD_HINT =
            "Build it with ./mvnw package -pl gateway-bridge -am (it lands in gateway-bridge/target/embedded-flink/lib).";

    private StartChecks() {
    }

    /** Creates the home if needed, owner-only (0700), and proves it is a writable directory. */
    static void home(Path home) {
        if (Files.exists(home) && !Files.isDirectory(home)) {
            throw startError("The Freshet home " + home + " exists but is not a directory. Choose another home.");
        }
        try {
            Files.createDirectories(home);
        } catch (FileAlreadyExistsException e) {
            throw startError("Cannot create the Freshet home " + home + ": " + e.getFile() + " is a file, not a directory.");
        } catch (IOException | SecurityException e) {
            throw startError("Cannot create the Freshet home " + home + ": " + reason(e));
        }
        OwnerOnly.restrict(home);
        try {
            Path probe = Files.createTempFile(home, ".write-test", ".tmp");
            Files.delete(probe);
        } catch (IOException | SecurityException e) {
            throw startError("The Freshet home " + home + " is not writable: " + reason(e));
        }
    }

    static void freeDisk(Path home) {
        freeDisk(home, MIN_FREE_DISK_BYTES);
    }

    static void freeDisk(Path home, long minFreeBytes) {
        long free;
        try {
            free = Files.getFileStore(home).getUsableSpace();
        } catch (IOException e) {
            return; // unknown is not a reason to refuse; a full disk still shows up in the log
        }
        if (free < minFreeBytes) {
            throw startError("Only " + free / (1024 * 1024) + " MB are free on the disk of " + home
                    + "; the embedded Flink needs at least " + minFreeBytes / (1024 * 1024) + " MB.");
        }
    }

    /** The jars of the child's class path, sorted by name for a stable class path order. */
    static List<Path> libJars(Path libDir) {
        if (!Files.isDirectory(libDir)) {
            throw startError("The embedded Flink libraries are missing: " + libDir + " does not exist. " + BUILD_HINT);
        }
        List<Path> jars;
        try (Stream<Path> files = Files.list(libDir)) {
            jars = files.filter(f -> f.getFileName().toString().endsWith(".jar")).sorted().toList();
        } catch (IOException e) {
            throw startError("Cannot read the embedded Flink libraries in " + libDir + ": " + reason(e));
        }
        if (jars.isEmpty()) {
            throw startError("The embedded Flink libraries are missing: " + libDir + " holds no jars. " + BUILD_HINT);
        }
        if (jars.stream().noneMatch(j -> j.getFileName().toString().endsWith(EMBEDDED_JAR_MARKER))) {
            throw startError("The embedded Flink libraries in " + libDir + " lack the Freshet entry point (*"
                    + EMBEDDED_JAR_MARKER + "). " + BUILD_HINT);
        }
        return jars;
    }

    /** Fails if a configured port is taken; picks free ports for 0. Returns {gatewayPort, restPort}. */
    static int[] ports(String bindAddress, int gatewayPort, int restPort) {
        InetAddress address = address(bindAddress);
        try (ServerSocket gateway = bind(address, gatewayPort); ServerSocket rest = bind(address, restPort)) {
            // both held open together so a free-port pick can never return the same port twice
            return new int[] {gateway.getLocalPort(), rest.getLocalPort()};
        } catch (IOException e) {
            throw new IllegalStateException("Cannot close a probe socket", e);
        }
    }

    private static ServerSocket bind(InetAddress address, int port) {
        ServerSocket socket = null;
        try {
            socket = new ServerSocket();
            socket.bind(new InetSocketAddress(address, port), 1);
            return socket;
        } catch (IOException e) {
            closeQuietly(socket);
            if (e instanceof BindException && reason(e).contains("in use")) {
                throw startError("Port " + port + " on " + address.getHostAddress() + " is already in use."
                        + " Stop the program using it or configure another port.");
            }
            throw startError("Cannot bind port " + port + " on " + address.getHostAddress() + ": " + reason(e));
        }
    }

    private static InetAddress address(String bindAddress) {
        try {
            return InetAddress.getByName(bindAddress);
        } catch (IOException e) {
            throw startError("Cannot use the bind address " + bindAddress + ": " + reason(e));
        }
    }

    private static void closeQuietly(ServerSocket socket) {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // a probe socket that failed to bind holds nothing
            }
        }
    }

    static String reason(Exception e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    static GatewayException startError(String message) {
        return new GatewayException(Kind.EMBEDDED_START, message, "", null);
    }
}
