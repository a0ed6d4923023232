package io.freshet.gateway.mt;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.ResultRow;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads a materialized table from its Paimon system tables: {@code t$options} (freshness, modes, status,
 * query, refresh handler) and {@code t$schemas} (partition and primary keys). DESCRIBE shows none of it on 2.0.
 */
final class TableDescriber {

    private static final ObjectMapper JSON = new ObjectMapper();

    private TableDescriber() {
    }

    static MaterializedTableInfo describe(GatewaySession session, TableName name) {
        Map<String, String> options = new LinkedHashMap<>();
        for (ResultRow row : session.execute("SELECT `key`, `value` FROM " + name.systemTable("options")).rows()) {
            options.put(String.valueOf(row.fields().get(0)), String.valueOf(row.fields().get(1)));
        }
        if (!MaterializedTableOptions.isMaterializedTable(options)) {
            throw new GatewayException(GatewayException.Kind.MATERIALIZED_TABLE,
                    name + " is not a materialized table.", options.toString(), null);
        }
        List<ResultRow> schemas = session.execute("SELECT partition_keys, primary_keys FROM "
                + name.systemTable("schemas") + " ORDER BY schema_id DESC LIMIT 1").rows();
        List<String> partitionKeys = schemas.isEmpty() ? List.of() : jsonList(schemas.get(0).fields().get(0));
        List<String> primaryKeys = schemas.isEmpty() ? List.of() : jsonList(schemas.get(0).fields().get(1));
        return new MaterializedTableInfo(name,
                RefreshMode.valueOf(options.get(MaterializedTableOptions.REFRESH_MODE)),
                options.getOrDefault(MaterializedTableOptions.LOGICAL_REFRESH_MODE, ""),
                options.getOrDefault(MaterializedTableOptions.INTERVAL_FRESHNESS, "") + " "
                        + options.getOrDefault(MaterializedTableOptions.INTERVAL_FRESHNESS_TIME_UNIT, ""),
                MaterializedTableState.fromRefreshStatus(options.get(MaterializedTableOptions.REFRESH_STATUS)),
                options.getOrDefault(MaterializedTableOptions.DEFINITION_QUERY, ""),
                MaterializedTableOptions.jobId(options), MaterializedTableOptions.workflow(options),
                partitionKeys, primaryKeys, MaterializedTableOptions.dateFormatters(options), userOptions(options));
    }

    /** What the user wrote in WITH (...): everything but Flink's bookkeeping and the table type. */
    private static Map<String, String> userOptions(Map<String, String> options) {
        Map<String, String> user = new TreeMap<>(options);
        user.keySet().removeIf(key -> MaterializedTableOptions.isFlinkBookkeeping(key)
                || key.equals(MaterializedTableOptions.TYPE) || key.equals("path"));
        return user;
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
