package io.freshet.gateway.client;

import io.freshet.analysis.script.TextRange;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.GatewayException.Kind;
import io.freshet.gateway.client.FakeGateway.Answer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A gated session asks its gate before each statement, and a refused statement never reaches the gateway. */
class StatementGateTest {

    private FakeGateway gateway;
    private GatewayClient client;
    private final List<String> judged = new CopyOnWriteArrayList<>();

    private final StatementGate refuseFiles = statement -> {
        judged.add(statement);
        if (statement.contains("filesystem")) {
            throw new GatewayException(Kind.REFUSED, "Paths outside the warehouse are not allowed", statement,
                    new TextRange(1, 5, 1, 14), null);
        }
    };

    @BeforeEach
    void startFake() throws IOException {
        gateway = new FakeGateway()
                .on("POST /v4/sessions", body -> Answer.ok("{\"sessionHandle\":\"s1\"}"))
                .on("POST /v4/sessions/s1/statements", body -> Answer.ok("{\"operationHandle\":\"op\"}"))
                .on("GET /v4/sessions/s1/operations/op/result/0", body -> Answer.ok(
                        "{\"resultType\":\"EOS\",\"results\":{\"columns\":[],\"data\":[]}}"))
                .on("DELETE /v4/sessions/s1/operations/op", body -> Answer.ok("{\"status\":\"CLOSED\"}"))
                .on("POST /v3/sessions/s1/materialized-tables/lakehouse.dws.t/refresh",
                        body -> Answer.ok("{\"operationHandle\":\"op\"}"))
                .on("GET /v3/sessions/s1/operations/op/result/0", body -> Answer.ok(
                        "{\"resultType\":\"EOS\",\"results\":{\"columns\":[],\"data\":[]}}"));
        client = new GatewayClient(gateway.uri());
    }

    @AfterEach
    void stopFake() {
        gateway.close();
    }

    @Test
    void aRefusedStatementNeverReachesTheGatewayAndAnAdmittedOneDoes() {
        try (GatewaySession session = client.session(Map.of(), refuseFiles)) {
            assertThatThrownBy(() -> session.execute("CREATE TABLE f WITH ('connector'='filesystem')"))
                    .isInstanceOfSatisfying(GatewayException.class, e -> {
                        assertThat(e.kind()).isEqualTo(Kind.REFUSED);
                        assertThat(e.position()).contains(new TextRange(1, 5, 1, 14));
                    });
            assertThatThrownBy(() -> session.stream("SELECT * FROM filesystem", 10))
                    .isInstanceOf(GatewayException.class);
            session.execute("SELECT 1");
        }
        assertThat(judged).containsExactly("CREATE TABLE f WITH ('connector'='filesystem')",
                "SELECT * FROM filesystem", "SELECT 1");
        assertThat(gateway.requests()).filteredOn(r -> r.startsWith("POST /v4/sessions/s1/statements"))
                .singleElement().asString().contains("SELECT 1");
    }

    @Test
    void aRestRefreshIsJudgedAsTheEquivalentStatementWithItsPartitionAndOptions() {
        try (GatewaySession session = client.session(Map.of(), refuseFiles)) {
            session.refreshMaterializedTable("lakehouse.dws.t", Map.of("ds", "2024-01-01"), Map.of());
            assertThatThrownBy(() -> session.refreshMaterializedTable("lakehouse.dws.t", Map.of(),
                    Map.of("connector", "filesystem")))
                    .isInstanceOfSatisfying(GatewayException.class, e -> assertThat(e.kind()).isEqualTo(Kind.REFUSED));
        }
        assertThat(judged).containsExactly(
                "ALTER MATERIALIZED TABLE lakehouse.dws.t REFRESH PARTITION (`ds` = '2024-01-01')",
                "ALTER MATERIALIZED TABLE lakehouse.dws.t REFRESH;\n"
                        + "SELECT * FROM lakehouse.dws.t /*+ OPTIONS('connector'='filesystem') */");
        assertThat(gateway.requests()).filteredOn(r -> r.contains("/refresh")).hasSize(1);
    }
}
