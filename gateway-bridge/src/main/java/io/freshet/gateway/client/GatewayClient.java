package io.freshet.gateway.client;

import com.fasterxml.jackson.databind.JsonNode;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.GatewayException.Kind;

import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A small typed client of the Flink SQL Gateway REST API (v4; v3 with a Flink 1.20 gateway) on java.net.http.
 * Thread-safe; every failure is a {@link GatewayException}. For a session that stays alive and survives
 * expiry, use {@link #session(Map)}.
 */
public final class GatewayClient {

    public static final Duration DEFAULT_REQUEST_TIMEOUT = Duration.ofSeconds(30);
    public static final Duration DEFAULT_STATEMENT_TIMEOUT = Duration.ofMinutes(3);

    private static final String API = "/v4";

    private final GatewayHttp http;
    private final ResultPages pages;
    private final GatewayOperations operations;

    /** A gateway that wants no token. */
    public GatewayClient(URI baseUri) {
        this(GatewayEndpoint.of(baseUri));
    }

    /** A gateway that may want a token (the embedded Flink's per-start secret, or a reverse proxy's). */
    public GatewayClient(GatewayEndpoint endpoint) {
        this(endpoint, DEFAULT_REQUEST_TIMEOUT, DEFAULT_STATEMENT_TIMEOUT);
    }

    /** A gateway that wants no token, with chosen timeouts. */
    public GatewayClient(URI baseUri, Duration requestTimeout, Duration statementTimeout) {
        this(GatewayEndpoint.of(baseUri), requestTimeout, statementTimeout);
    }

    /**
     * @param requestTimeout   limit for one HTTP request
     * @param statementTimeout limit for a whole {@link #execute} including all result pages
     */
    public GatewayClient(GatewayEndpoint endpoint, Duration requestTimeout, Duration statementTimeout) {
        this(constant(Objects.requireNonNull(endpoint, "endpoint")), requestTimeout, statementTimeout);
    }

    /**
     * A client of whichever gateway {@code endpoint} names at each request: the sessions opened through it follow a
     * restarted embedded Flink (new ports, new secret), where the old session is unknown and so reopened and replayed.
     */
    public static GatewayClient following(Supplier<GatewayEndpoint> endpoint) {
        return new GatewayClient(endpoint, DEFAULT_REQUEST_TIMEOUT, DEFAULT_STATEMENT_TIMEOUT);
    }

    private GatewayClient(Supplier<GatewayEndpoint> endpoint, Duration requestTimeout, Duration statementTimeout) {
        this.http = new GatewayHttp(endpoint, Objects.requireNonNull(requestTimeout, "requestTimeout"));
        this.pages = new ResultPages(http, Objects.requireNonNull(statementTimeout, "statementTimeout"));
        this.operations = new GatewayOperations(http);
    }

    public URI baseUri() {
        return http.baseUri();
    }

    /** The REST API version prefix in use: {@code /v4}, or {@code /v3} once a Flink 1.20 gateway said it lacks v4. */
    public String apiPrefix() {
        return http.apiPrefix();
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
     * A session kept alive by heartbeats and reopened transparently when it expired on the server, without a
     * statement gate: for tests and tools. Close it when done: that stops its heartbeat and closes it on the
     * gateway.
     */
    public GatewaySession session(Map<String, String> properties) {
        return session(properties, StatementGate.NONE);
    }

    /** A session that asks the gate before every statement it sends. */
    public GatewaySession session(Map<String, String> properties, StatementGate gate) {
        return new GatewaySession(this, properties, GatewaySession.DEFAULT_HEARTBEAT, gate);
    }

    /** An ungated session with a chosen heartbeat interval (shorter than the gateway's session idle timeout). */
    public GatewaySession session(Map<String, String> properties, Duration heartbeatInterval) {
        return new GatewaySession(this, properties, heartbeatInterval, StatementGate.NONE);
    }

    /**
     * Runs one statement and collects all its rows. Meant for statements that end (DDL, batch queries,
     * INSERT, materialized table commands); an unbounded streaming query ends with a TIMEOUT.
     */
    public StatementResult execute(SessionHandle session, String sql) {
        return results(submit(session, sql));
    }

    /** Submits a statement and returns at once; read it with {@link #fetch}, {@link #results} or {@link #status}. */
    public OperationHandle submit(SessionHandle session, String sql) {
        Objects.requireNonNull(session, "session");
        Objects.requireNonNull(sql, "sql");
        return pages.submit(session, sql);
    }

    /** Reads all pages of a submitted statement (with back-off on empty pages), then closes it. */
    public StatementResult results(OperationHandle operation) {
        return pages.collect(Objects.requireNonNull(operation, "operation"));
    }

    /** One result page; token 0 is the first, {@link ResultPage#nextToken()} names the next. */
    public ResultPage fetch(OperationHandle operation, long token) {
        return pages.page(operation.path() + "/result/" + token + "?rowFormat=JSON", new PageDecoder());
    }

    /**
     * Submits a statement and streams its rows through a buffer of at most {@code bufferRows} rows.
     * For unbounded queries: close the stream to stop it.
     */
    public RowStream stream(SessionHandle session, String sql, int bufferRows) {
        return stream(submit(session, sql), bufferRows);
    }

    /** Streams an already submitted statement. */
    public RowStream stream(OperationHandle operation, int bufferRows) {
        return new RowStream(pages, operations, operation, bufferRows).start();
    }

    public OperationStatus status(OperationHandle operation) {
        return operations.status(operation);
    }

    /** Cancels a running statement (and its job); returns the status afterwards. */
    public OperationStatus cancel(OperationHandle operation) {
        return operations.cancel(operation);
    }

    /** Frees the operation on the gateway; returns its final status. */
    public OperationStatus closeOperation(OperationHandle operation) {
        return operations.close(operation);
    }

    /** Completion candidates from the gateway for the statement at the 0-based cursor offset. */
    public List<String> completeStatement(SessionHandle session, String statement, int position) {
        return operations.complete(session, statement, position);
    }

    /**
     * Refreshes a materialized table through the REST endpoint that exists only in API v3
     * ({@code POST /v3/sessions/{s}/materialized-tables/{identifier}/refresh}). Returns at once; errors
     * such as an unknown table appear only when the operation's result is read ({@link #results}).
     *
     * @param identifier       e.g. {@code paimon.shop.daily_totals}; resolved against the session's catalog
     * @param staticPartitions the partition to refresh, e.g. {@code ds -> 2024-01-01}; empty for all
     * @param dynamicOptions   table options for this run only
     */
    public OperationHandle refreshMaterializedTable(SessionHandle session, String identifier,
            Map<String, String> staticPartitions, Map<String, String> dynamicOptions) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("isPeriodic", false);
        body.put("staticPartitions", staticPartitions);
        body.put("dynamicOptions", dynamicOptions);
        String path = "/v3/sessions/" + session.id() + "/materialized-tables/"
                + URLEncoder.encode(identifier, StandardCharsets.UTF_8).replace("+", "%20") + "/refresh";
        JsonNode answer = http.post(path, body, Kind.STATEMENT);
        return new OperationHandle(session, answer.path("operationHandle").asText());
    }

    /**
     * Asks the gateway's embedded workflow scheduler for the periodic refresh of a FULL materialized table
     * ({@code POST /v3/workflow/embedded-scheduler/create}, the call Flink's own CREATE makes). Quartz names the job
     * after the table, so a re-created schedule matches the refresh handler the catalog still holds. Returns the
     * workflow Quartz created, empty when the scheduler already had it.
     *
     * @param identifier      the table as Flink writes it, {@code `catalog`.`db`.`table`}
     * @param cron            Quartz cron, as Flink derives it from the freshness
     * @param restEndpointUrl the gateway's own REST address, which the scheduler calls back on every fire
     */
    public Optional<RefreshWorkflow> createRefreshSchedule(String identifier, String cron,
            Map<String, String> initConfig,
            Map<String, String> executionConfig, String restEndpointUrl) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("materializedTableIdentifier", identifier);
        body.put("cronExpression", cron);
        body.put("initConfig", initConfig);
        body.put("executionConfig", executionConfig);
        body.put("restEndpointUrl", restEndpointUrl);
        try {
            JsonNode created = http.post("/v3/workflow/embedded-scheduler/create", body, Kind.HTTP);
            return Optional.of(new RefreshWorkflow(created.path("workflowName").asText(),
                    created.path("workflowGroup").asText()));
        } catch (GatewayException e) {
            if (e.kind() == Kind.HTTP && e.details().contains("quartz schedule job already exist")) {
                return Optional.empty();
            }
            throw e;
        }
    }

    /** Pauses a periodic refresh in the embedded scheduler, as SUSPEND MATERIALIZED TABLE does for a FULL table. */
    public void suspendRefreshSchedule(RefreshWorkflow workflow) {
        http.post("/v3/workflow/embedded-scheduler/suspend", Map.of("workflowName", workflow.name(),
                "workflowGroup", workflow.group()), Kind.HTTP);
    }

    /** The session's effective configuration as the gateway sees it. */
    public Map<String, String> sessionConfig(SessionHandle session) {
        return operations.sessionConfig(session);
    }

    /** Keeps an idle session from expiring (the gateway drops sessions idle for 10 minutes by default). */
    public void heartbeat(SessionHandle session) {
        http.post(sessionPath(session) + "/heartbeat", Map.of(), Kind.HTTP);
    }

    public void closeSession(SessionHandle session) {
        http.delete(sessionPath(session), Kind.HTTP);
    }

    private static String sessionPath(SessionHandle session) {
        return GatewayOperations.sessionPath(session);
    }

    private static Supplier<GatewayEndpoint> constant(GatewayEndpoint endpoint) {
        return () -> endpoint;
    }
}
