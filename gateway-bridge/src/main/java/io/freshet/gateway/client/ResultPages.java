package io.freshet.gateway.client;

import com.fasterxml.jackson.databind.JsonNode;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.GatewayException.Kind;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Runs one statement: submit, follow {@code nextResultUri} until EOS, close the operation. */
final class ResultPages {

    private static final long FIRST_BACKOFF_MILLIS = 10;
    private static final long MAX_BACKOFF_MILLIS = 250;

    private final GatewayHttp http;
    private final Duration timeout;

    ResultPages(GatewayHttp http, Duration timeout) {
        this.http = http;
        this.timeout = timeout;
    }

    StatementResult run(String sessionPath, String sql) {
        long deadline = System.nanoTime() + timeout.toNanos();
        JsonNode submitted = http.post(sessionPath + "/statements", Map.of("statement", sql), Kind.STATEMENT);
        String operationPath = sessionPath + "/operations/" + submitted.path("operationHandle").asText();
        try {
            return fetchAll(operationPath, deadline);
        } finally {
            closeQuietly(operationPath);
        }
    }

    private StatementResult fetchAll(String operationPath, long deadline) {
        List<ResultColumn> columns = List.of();
        List<JsonNode> columnTypes = List.of();
        List<ResultRow> rows = new ArrayList<>();
        String jobId = null;
        String next = operationPath + "/result/0?rowFormat=JSON";
        long backoff = FIRST_BACKOFF_MILLIS;
        while (next != null) {
            // checked on every page too: a streaming query that keeps sending rows must not run forever
            failIfPast(deadline);
            JsonNode page = http.get(next, Kind.STATEMENT);
            if (jobId == null && page.hasNonNull("jobID")) {
                jobId = page.get("jobID").asText();
            }
            JsonNode results = page.path("results");
            if (columns.isEmpty() && results.path("columns").size() > 0) {
                columnTypes = new ArrayList<>();
                columns = readColumns(results.path("columns"), columnTypes);
            }
            JsonNode data = results.path("data");
            for (JsonNode row : data) {
                rows.add(RowValues.toRow(row, columnTypes));
            }
            String type = page.path("resultType").asText("");
            next = "EOS".equals(type) ? null : page.path("nextResultUri").asText(null);
            if (next != null && data.isEmpty()) {
                // NOT_READY and empty pages are normal while a job runs: back off instead of spinning
                sleepUntilNextPoll(backoff, deadline);
                backoff = Math.min(backoff * 2, MAX_BACKOFF_MILLIS);
            } else {
                backoff = FIRST_BACKOFF_MILLIS;
            }
        }
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

    private static List<ResultColumn> readColumns(JsonNode columnsNode, List<JsonNode> typesOut) {
        List<ResultColumn> columns = new ArrayList<>();
        for (JsonNode column : columnsNode) {
            typesOut.add(column.path("logicalType"));
            columns.add(new ResultColumn(column.path("name").asText(), LogicalTypeText.render(column.path("logicalType"))));
        }
        return columns;
    }

    private void failIfPast(long deadline) {
        if (System.nanoTime() - deadline > 0) {
            throw new GatewayException(Kind.TIMEOUT, "The statement did not finish within "
                    + timeout.toSeconds() + " s; it was cancelled.", "", null);
        }
    }

    private void sleepUntilNextPoll(long backoffMillis, long deadline) {
        failIfPast(deadline);
        long remainingMillis = Math.max(1, (deadline - System.nanoTime()) / 1_000_000);
        try {
            Thread.sleep(Math.min(backoffMillis, remainingMillis));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GatewayException(Kind.TIMEOUT, "Interrupted while waiting for the statement result.", "", e);
        }
    }

    private void closeQuietly(String operationPath) {
        try {
            http.delete(operationPath + "/close", Kind.HTTP);
        } catch (GatewayException ignored) {
            // the operation may already be gone (gateway restarted, session expired); nothing to free then
        }
    }
}
