package io.freshet.gateway.client;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;

/** Decodes the JSON pages of one operation; keeps the columns because a page may come without them. */
final class PageDecoder {

    private List<ResultColumn> columns = List.of();
    private List<JsonNode> columnTypes = List.of();

    ResultPage decode(JsonNode page) {
        JsonNode results = page.path("results");
        if (columns.isEmpty() && results.path("columns").size() > 0) {
            List<JsonNode> types = new ArrayList<>();
            List<ResultColumn> read = new ArrayList<>();
            for (JsonNode column : results.path("columns")) {
                types.add(column.path("logicalType"));
                read.add(new ResultColumn(column.path("name").asText(), LogicalTypeText.render(column.path("logicalType"))));
            }
            columns = read;
            columnTypes = types;
        }
        List<ResultRow> rows = new ArrayList<>(results.path("data").size());
        for (JsonNode row : results.path("data")) {
            rows.add(RowValues.toRow(row, columnTypes));
        }
        ResultPage.Type type = type(page.path("resultType").asText(""));
        String next = type == ResultPage.Type.EOS ? null : page.path("nextResultUri").asText(null);
        String jobId = page.hasNonNull("jobID") ? page.get("jobID").asText() : null;
        return new ResultPage(type, columns, rows, jobId, next);
    }

    List<ResultColumn> columns() {
        return columns;
    }

    private static ResultPage.Type type(String text) {
        return switch (text) {
            case "EOS" -> ResultPage.Type.EOS;
            case "NOT_READY" -> ResultPage.Type.NOT_READY;
            default -> ResultPage.Type.PAYLOAD;
        };
    }
}
