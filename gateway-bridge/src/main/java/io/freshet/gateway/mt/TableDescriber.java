package io.freshet.gateway.mt;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.ResultRow;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a materialized table from its Paimon system tables: {@code t$options} (freshness, modes, status,
 * query, refresh handler) and {@code t$schemas} (partition and primary keys). DESCRIBE shows none of it on 2.0.
 */
final class TableDescriber {

    static final String PREFIX = "materialized-table.";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern JOB_ID = Pattern.compile("jobId=([0-9a-f]{32})");
    private static final Pattern WORKFLOW = Pattern.compile("workflowName:\\s*([^,\\n]+)");
    private static final Pattern DATE_FORMATTER = Pattern.compile("partition\\.fields\\.(.+)\\.date-formatter");

    private TableDescriber() {
    }

    static MaterializedTableInfo describe(GatewaySession session, TableName name) {
        Map<String, String> options = new LinkedHashMap<>();
        for (ResultRow row : session.execute("SELECT `key`, `value` FROM " + name.systemTable("options")).rows()) {
            options.put(String.valueOf(row.fields().get(0)), String.valueOf(row.fields().get(1)));
        }
        if (!"materialized-table".equals(options.get("type")) || !options.containsKey(PREFIX + "refresh-mode")) {
            throw new GatewayException(GatewayException.Kind.MATERIALIZED_TABLE,
                    name + " is not a materialized table.", options.toString(), null);
        }
        List<ResultRow> schemas = session.execute("SELECT partition_keys, primary_keys FROM "
                + name.systemTable("schemas") + " ORDER BY schema_id DESC LIMIT 1").rows();
        List<String> partitionKeys = schemas.isEmpty() ? List.of() : jsonList(schemas.get(0).fields().get(0));
        List<String> primaryKeys = schemas.isEmpty() ? List.of() : jsonList(schemas.get(0).fields().get(1));
        String handler = options.getOrDefault(PREFIX + "refresh-handler-description", "");
        return new MaterializedTableInfo(name,
                RefreshMode.valueOf(options.get(PREFIX + "refresh-mode")),
                options.getOrDefault(PREFIX + "logical-refresh-mode", ""),
                options.getOrDefault(PREFIX + "interval-freshness", "") + " "
                        + options.getOrDefault(PREFIX + "interval-freshness.time-unit", ""),
                MaterializedTableState.fromRefreshStatus(options.get(PREFIX + "refresh-status")),
                options.getOrDefault(PREFIX + "definition-query", ""),
                find(JOB_ID, handler), find(WORKFLOW, handler),
                partitionKeys, primaryKeys, dateFormatters(options), userOptions(options));
    }

    private static Map<String, String> dateFormatters(Map<String, String> options) {
        Map<String, String> formatters = new TreeMap<>();
        options.forEach((key, value) -> {
            Matcher matcher = DATE_FORMATTER.matcher(key);
            if (matcher.matches()) {
                formatters.put(matcher.group(1), value);
            }
        });
        return formatters;
    }

    /** What the user wrote in WITH (...): everything but Flink's bookkeeping and the table type. */
    private static Map<String, String> userOptions(Map<String, String> options) {
        Map<String, String> user = new TreeMap<>(options);
        user.keySet().removeIf(key -> key.startsWith(PREFIX) || key.equals("type") || key.equals("path"));
        return user;
    }

    private static String find(Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        return matcher.find() ? matcher.group(1).strip() : null;
    }

    private static List<String> jsonList(Object value) {
        if (value == null) {
            return List.of();
        }
        try {
            return JSON.readValue(value.toString(), new TypeReference<List<String>>() { });
        } catch (IOException e) {
            throw new GatewayException(GatewayException.Kind.MATERIALIZED_TABLE,
                    "Cannot read the keys of a materialized table.", value.toString(), e);
        }
    }
}
