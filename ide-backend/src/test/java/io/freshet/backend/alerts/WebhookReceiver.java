package io.freshet.backend.alerts;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A real HTTP server on 127.0.0.1 that keeps every body posted to /hook and /slack, and answers /broken with 500. */
final class WebhookReceiver implements AutoCloseable {

    private final HttpServer server;
    private final List<String> hook = new CopyOnWriteArrayList<>();
    private final List<String> slack = new CopyOnWriteArrayList<>();

    WebhookReceiver() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/hook", ex -> {
            hook.add(new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            ex.sendResponseHeaders(204, -1);
            ex.close();
        });
        server.createContext("/slack", ex -> {
            slack.add(new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            ex.sendResponseHeaders(200, -1);
            ex.close();
        });
        server.createContext("/broken", ex -> {
            ex.getRequestBody().readAllBytes();
            ex.sendResponseHeaders(500, -1);
            ex.close();
        });
        server.start();
    }

    String url(String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + path;
    }

    List<String> hookBodies() {
        return List.copyOf(hook);
    }

    List<String> slackBodies() {
        return List.copyOf(slack);
    }

    void clear() {
        hook.clear();
        slack.clear();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
