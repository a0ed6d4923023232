package io.freshet.gateway.cluster;

import io.freshet.gateway.GatewayException;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;

/**
 * The fixed ports of one cluster start, all free when picked: the S3 endpoint, the JobManager's RPC and REST
 * ports, and the SQL Gateway's port (TaskManagers and blob servers take ephemeral ports themselves).
 */
record ClusterPorts(int objectStore, int jobManagerRpc, int jobManagerRest, int gateway) {

    static ClusterPorts pick(String bindAddress) {
        List<ServerSocket> sockets = new ArrayList<>();
        try {
            InetAddress address = InetAddress.getByName(bindAddress);
            // held open together so no port is picked twice
            for (int i = 0; i < 4; i++) {
                ServerSocket socket = new ServerSocket();
                sockets.add(socket);
                socket.bind(new InetSocketAddress(address, 0), 1);
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

    private static void closeQuietly(ServerSocket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // a probe socket holds nothing worth reporting
        }
    }
}
