package io.freshet.gateway.client;

import com.fasterxml.jackson.databind.JsonNode;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.GatewayException.Kind;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Submits statements and reads their pages: follow {@code nextResultUri} until EOS, then close the operation. */
final class ResultPages {

    private final GatewayHttp http;
    private final Duration timeout;

    ResultPages(GatewayHttp http, Duration timeout) {
        this.http = http;
        this.timeout = timeout;
    }

    Duration timeout() {
        return timeout;
    }

    OperationHandle submit(SessionHandle session, String sql) {
        JsonNode submitted = http.post("/v4/sessions/" + session.id() + "/statements",
                Map.of("statement", sql), Kind.STATEMENT);
        String id = submitted.path("operationHandle").asText("");
        if (id.isEmpty()) {
            throw new GatewayException(Kind.HTTP, "The Flink SQL Gateway accepted the statement but gave no"
                    + " operation handle.", submitted.toString(), null);
        }
        return new OperationHandle(session, id);
    }

    ResultPage page(String uri, PageDecoder decoder) {
        return decoder.decode(http.get(uri, Kind.STATEMENT));
    }

    static String firstPage(OperationHandle operation) {
        return operation.path() + "/result/0?rowFormat=JSON";
    }

    /** Reads every page of the operation into memory and closes it: for statements that end. */
    StatementResult collect(OperationHandle operation) {
        long deadline = System.nanoTime() + timeout.toNanos();
        StatementState state = StatementState.SUBMITTED.moveTo(StatementState.FETCHING);
        try {
            StatementResult result = fetchAll(operation, deadline);
            state = state.moveTo(StatementState.FINISHED);
            return result;
        } catch (GatewayException e) {
            state = state.moveTo(StatementState.FAILED);
            throw e;
        } finally {
            closeQuietly(operation);
            state.moveTo(StatementState.CLOSED);
        }
    }

    private StatementResult fetchAll(OperationHandle operation, long deadline) {
        PageDecoder decoder = new PageDecoder();
        List<ResultRow> rows = new ArrayList<>();
        String jobId = null;
        String next = firstPage(operation);
        Backoff backoff = new Backoff();
        while (next != null) {
            // checked on every page too: a streaming query that keeps sending rows must not run forever
            failIfPast(deadline);
            ResultPage page = page(next, decoder);
            jobId = jobId == null ? page.jobId() : jobId;
            rows.addAll(page.rows());
            next = page.isEndOfStream() ? null : page.nextResultUri();
            if (next != null && page.rows().isEmpty()) {
                failIfPast(deadline);
                backoff.pause(deadline);
            } else {
                backoff.reset();
            }
        }
        List<ResultColumn> columns = decoder.columns();
        return new StatementResult(columns, rows, jobId != null ? jobId : jobIdColumn(columns, rows));
    }

    /** REFRESH answers with its batch job only as a "job id" column, not in the page's jobID field. */
    private static String jobIdColumn(List<ResultColumn> columns, List<ResultRow> rows) {
        for (int i = 0; i < columns.size(); i++) {
            if ("job id".equals(columns.get(i).name()) && rows.size() == 1) {
                Object value = rows.get(0).fields().get(i);
                return value == null ? null : value.toString();
            }
        }
        return null;
    }

    private void failIfPast(long deadline) {
        if (System.nanoTime() - deadline > 0) {
            throw new GatewayException(Kind.TIMEOUT, "The statement did not finish within "
                    + timeout.toSeconds() + " s; it was cancelled.", "", null);
        }
    }

    void closeQuietly(OperationHandle operation) {
        try {
            http.delete(operation.path() + "/close", Kind.HTTP);
        } catch (GatewayException ignored) {
            // the operation may already be gone (gateway restarted, session expired); nothing to free then
        }
    }
}
