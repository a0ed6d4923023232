package io.freshet.gateway.cluster;

import io.freshet.gateway.GatewayException;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The fixed ports of one cluster start, all free when picked: the S3 endpoint, the JobManager's RPC and REST
 * ports, and the SQL Gateway's port (TaskManagers and blob servers take ephemeral ports themselves).
 */
record ClusterPorts(int objectStore, int jobManagerRpc, int jobManagerRest, int gateway) {

    /** Where the kernel hands out ports for port-0 binds and outgoing connections (Linux's default). */
    private static final Path EPHEMERAL_RANGE = Path.of("/proc/sys/net/ipv4/ip_local_port_range");
    private static final int LOWEST = 10_000;

    static ClusterPorts pick(String bindAddress) {
        List<ServerSocket> sockets = new ArrayList<>();
        try {
            InetAddress address = InetAddress.getByName(bindAddress);
            // the processes bind these seconds later: a port from the ephemeral range could meanwhile go to a
            // TaskManager's port-0 bind or an outgoing connection (a CI run lost the gateway's port that way), so
            // they come from below that range when there is room
            int below = ephemeralStart();
            Random random = new Random();
            for (int attempt = 0; sockets.size() < 4 && attempt < 200; attempt++) {
                int port = below > LOWEST + 100 ? LOWEST + random.nextInt(below - LOWEST) : 0;
                // held open together so no port is picked twice
                ServerSocket socket = new ServerSocket();
                try {
                    socket.bind(new InetSocketAddress(address, port), 1);
                    sockets.add(socket);
                } catch (IOException taken) {
                    closeQuietly(socket);
                }
            }
            if (sockets.size() < 4) {
                throw new IOException("no four free ports below " + below);
            }
            return new ClusterPorts(sockets.get(0).getLocalPort(), sockets.get(1).getLocalPort(),
                    sockets.get(2).getLocalPort(), sockets.get(3).getLocalPort());
        } catch (IOException e) {
            throw new GatewayException(GatewayException.Kind.EMBEDDED_START, "Cannot find free ports on "
                    + bindAddress + ": " + e.getMessage(), "", e);
        } finally {
            sockets.forEach(ClusterPorts::closeQuietly);
        }
    }

    /** The first port of the ephemeral range; 0 where the system does not say (then ports come from the kernel). */
    static int ephemeralStart() {
        try {
            // line by line: /proc reports a size of 0, and Files.readString read only the first byte of it
            return Integer.parseInt(Files.readAllLines(EPHEMERAL_RANGE).get(0).strip().split("\\s+")[0]);
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    private static void closeQuietly(ServerSocket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // a probe socket holds nothing worth reporting
        }
    }
}
