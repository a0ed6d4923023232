package io.freshet.gateway.client;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A decimal keeps its column's scale from the gateway's JSON to the text every view and export shows. */
class RowValuesTest {

    @Test
    void aDecimalKeepsItsColumnsScaleEvenWhenTheJsonDroppedTheZeros() throws Exception {
        JsonNode row = GatewayHttp.JSON.readTree("{\"kind\":\"INSERT\",\"fields\":[64, 5.50, 1.25, null, [\"a\"]]}");
        JsonNode decimal = GatewayHttp.JSON.readTree("{\"type\":\"DECIMAL\",\"precision\":10,\"scale\":2}");
        JsonNode array = GatewayHttp.JSON.readTree("{\"type\":\"ARRAY\"}");

        ResultRow read = RowValues.toRow(row, List.of(decimal, decimal, decimal, decimal, array));

        assertThat(read.texts()).containsExactly("64.00", "5.50", "1.25", null, "[\"a\"]");
    }
}
