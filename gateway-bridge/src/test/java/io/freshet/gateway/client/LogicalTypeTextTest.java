package io.freshet.gateway.client;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Rendering of the gateway's JSON logical types as SQL type text. */
class LogicalTypeTextTest {

    @Test
    void scalarTypes() throws Exception {
        assertThat(render("{\"type\":\"BIGINT\",\"nullable\":false}")).isEqualTo("BIGINT NOT NULL");
        assertThat(render("{\"type\":\"VARCHAR\",\"nullable\":true,\"length\":2147483647}")).isEqualTo("STRING");
        assertThat(render("{\"type\":\"VARCHAR\",\"nullable\":true,\"length\":10}")).isEqualTo("VARCHAR(10)");
        assertThat(render("{\"type\":\"DECIMAL\",\"nullable\":true,\"precision\":10,\"scale\":2}")).isEqualTo("DECIMAL(10, 2)");
        assertThat(render("{\"type\":\"TIMESTAMP_WITH_LOCAL_TIME_ZONE\",\"nullable\":true,\"precision\":3}"))
                .isEqualTo("TIMESTAMP_LTZ(3)");
    }

    @Test
    void nestedTypes() throws Exception {
        assertThat(render("{\"type\":\"MAP\",\"nullable\":true,"
                + "\"keyType\":{\"type\":\"VARCHAR\",\"nullable\":true,\"length\":2147483647},"
                + "\"valueType\":{\"type\":\"INTEGER\",\"nullable\":true}}")).isEqualTo("MAP<STRING, INTEGER>");
        assertThat(render("{\"type\":\"ROW\",\"nullable\":true,\"fields\":["
                + "{\"name\":\"a`b\",\"fieldType\":{\"type\":\"INTEGER\",\"nullable\":false}}]}"))
                .isEqualTo("ROW<`a``b` INTEGER NOT NULL>");
    }

    private static String render(String json) throws Exception {
        JsonNode node = GatewayHttp.JSON.readTree(json);
        return LogicalTypeText.render(node);
    }
}
