package io.freshet.gateway.client;

import com.fasterxml.jackson.databind.JsonNode;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.GatewayException.Kind;

import java.net.URI;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A small typed client of the Flink SQL Gateway REST API (v4) on java.net.http.
 * Thread-safe; every failure is a {@link GatewayException}.
 */
public final class GatewayClient {

    public static final Duration DEFAULT_REQUEST_TIMEOUT = Duration.ofSeconds(30);
    public static final Duration DEFAULT_STATEMENT_TIMEOUT = Duration.ofMinutes(3);

    private static final String API = "/v4";

    private final GatewayHttp http;
    private final ResultPages pages;

    public GatewayClient(URI baseUri) {
        this(baseUri, DEFAULT_REQUEST_TIMEOUT, DEFAULT_STATEMENT_TIMEOUT);
    }

    /**
     * @param requestTimeout   limit for one HTTP request
     * @param statementTimeout limit for a whole {@link #execute} including all result pages
     */
    public GatewayClient(URI baseUri, Duration requestTimeout, Duration statementTimeout) {
        Objects.requireNonNull(baseUri, "baseUri");
        this.http = new GatewayHttp(baseUri, Objects.requireNonNull(requestTimeout, "requestTimeout"));
        this.pages = new ResultPages(http, Objects.requireNonNull(statementTimeout, "statementTimeout"));
    }

    public URI baseUri() {
        return http.baseUri();
    }

    public GatewayInfo info() {
        JsonNode info = http.get(API + "/info", Kind.HTTP);
        return new GatewayInfo(info.path("productName").asText(""), info.path("version").asText(""));
    }

    /** Opens a session; the properties are session-level SET options (may be empty). */
    public SessionHandle openSession(Map<String, String> properties) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("properties", properties == null ? Map.of() : properties);
        JsonNode opened = http.post(API + "/sessions", body, Kind.HTTP);
        String id = opened.path("sessionHandle").asText("");
        if (id.isEmpty()) {
            throw new GatewayException(Kind.HTTP, "The Flink SQL Gateway opened no session.", opened.toString(), null);
        }
        return new SessionHandle(id);
    }

    /**
     * Runs one statement and collects all its rows. Meant for statements that end (DDL, batch queries,
     * INSERT, materialized table commands); an unbounded streaming query ends with a TIMEOUT.
     */
    public StatementResult execute(SessionHandle session, String sql) {
        Objects.requireNonNull(session, "session");
        Objects.requireNonNull(sql, "sql");
        return pages.run(sessionPath(session), sql);
    }

    /** Keeps an idle session from expiring (the gateway drops sessions idle for 10 minutes by default). */
    public void heartbeat(SessionHandle session) {
        http.post(sessionPath(session) + "/heartbeat", Map.of(), Kind.HTTP);
    }

    public void closeSession(SessionHandle session) {
        http.delete(sessionPath(session), Kind.HTTP);
    }

    private static String sessionPath(SessionHandle session) {
        return API + "/sessions/" + session.id();
    }
}
