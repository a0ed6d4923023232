package io.freshet.gateway.client;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/** A scripted stand-in for the gateway's (or Flink's) REST API on 127.0.0.1, for client tests without Flink. */
public final class FakeGateway implements AutoCloseable {

    /** A canned answer. */
    public record Answer(int status, String body) {
        public static Answer ok(String body) {
            return new Answer(200, body);
        }
    }

    private final HttpServer server;
    private final Map<String, Function<String, Answer>> routes = new ConcurrentHashMap<>();
    private final List<String> requests = new CopyOnWriteArrayList<>();
    private final List<String> authorizations = new CopyOnWriteArrayList<>();

    public FakeGateway() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.start();
    }

    public URI uri() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    /** Routes by "METHOD /path" (query string excluded); the function gets the request body. */
    public FakeGateway on(String methodAndPath, Function<String, Answer> answer) {
        routes.put(methodAndPath, answer);
        return this;
    }

    public FakeGateway on(String methodAndPath, String okBody) {
        return on(methodAndPath, body -> Answer.ok(okBody));
    }

    /** Every request seen, as "METHOD /path?query body". */
    public List<String> requests() {
        return requests;
    }

    /** The Authorization header of every request, "" where there was none. */
    public List<String> authorizations() {
        return authorizations;
    }

    private void handle(HttpExchange exchange) throws IOException {
        String authorization = exchange.getRequestHeaders().getFirst("Authorization");
        authorizations.add(authorization == null ? "" : authorization);
        String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        URI uri = exchange.getRequestURI();
        String key = exchange.getRequestMethod() + " " + uri.getPath();
        requests.add(key + (uri.getQuery() == null ? "" : "?" + uri.getQuery()) + (body.isEmpty() ? "" : " " + body));
        Function<String, Answer> route = routes.get(key);
        Answer answer = route == null ? new Answer(404, "{\"errors\":[\"Not found: " + key + "\"]}") : route.apply(body);
        byte[] bytes = answer.body().getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(answer.status(), bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
