package io.freshet.ui.lineage;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

/**
 * A lineage graph as the browser's graph reads it: the graph's JSON (times as ISO-8601 text), and each table the
 * health model judged with its tooltip, {@code healthTip}: its state, since when and why, worded as the side panel
 * words it.
 */
final class GraphJson {

    private static final ObjectMapper JSON = new ObjectMapper().registerModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);

    private GraphJson() {
    }

    static String of(LineageGraph graph) throws JsonProcessingException {
        JsonNode tree = JSON.valueToTree(graph);
        JsonNode tables = tree.get("tables");
        for (int i = 0; i < graph.tables().size(); i++) {
            LineageTable table = graph.tables().get(i);
            if (table.health() != null) {
                ((ObjectNode) tables.get(i)).put("healthTip", LineageDetails.health(table));
            }
        }
        return JSON.writeValueAsString(tree);
    }
}
