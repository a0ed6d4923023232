package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.ingest.sources.SourcePostgres;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.client.ResultRow;
import io.freshet.gateway.client.StatementGate;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Compares fingerprints (a count and sums) of lakehouse tables, read in batch through a Flink gateway, with the same
 * figures computed by PostgreSQL from the source tables, waiting until they agree.
 */
final class LayerCheck {

    /** One figure set: the query Flink runs on the lakehouse and the one PostgreSQL runs on the source. */
    record Fingerprint(String name, String lakeQuery, String sourceQuery) {
    }

    private final GatewayClient gateway;
    private final SourcePostgres postgres;
    private final String database;

    LayerCheck(GatewayClient gateway, SourcePostgres postgres, String database) {
        this.gateway = gateway;
        this.postgres = postgres;
        this.database = database;
    }

    /** Waits until the lakehouse's figures equal PostgreSQL's (checked once when the wait is zero). */
    void awaitSame(List<Fingerprint> prints, Duration wait) {
        long deadline = System.nanoTime() + wait.toNanos();
        List<String> source = prints.stream()
                .map(p -> p.name() + " " + normal(postgres.row(database, p.sourceQuery()))).toList();
        List<String> lake = lake(prints);
        while (!lake.equals(source) && System.nanoTime() < deadline) {
            sleep();
            lake = lake(prints);
        }
        assertThat(lake).as("lakehouse figures (count, sums) against PostgreSQL").isEqualTo(source);
    }

    private List<String> lake(List<Fingerprint> prints) {
        List<String> figures = new ArrayList<>();
        try (GatewaySession session = gateway.session(Map.of("execution.runtime-mode", "batch"), StatementGate.NONE)) {
            for (Fingerprint p : prints) {
                List<ResultRow> rows = session.execute(p.lakeQuery()).rows();
                figures.add(p.name() + " " + normal(rows.isEmpty() ? List.of() : rows.get(0).fields()));
            }
        } catch (RuntimeException e) {
            figures.add(String.valueOf(e.getMessage()));
        }
        return figures;
    }

    private static List<String> normal(List<?> values) {
        return values.stream().map(v -> v == null ? "null"
                : new BigDecimal(v.toString()).stripTrailingZeros().toPlainString()).toList();
    }

    private static void sleep() {
        try {
            Thread.sleep(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
