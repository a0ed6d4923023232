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
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Compares fingerprints (a count and sums) of lakehouse tables, read in batch through a Flink gateway, with the same
 * figures computed by the source database from its tables, waiting until they agree: the one row-count check of the
 * ingestion ITs, whatever the source (PostgreSQL, MariaDB) and whatever the layer (ODS, DWD, DWS).
 */
final class LayerCheck {

    private static final Duration LOOK_EVERY = Duration.ofSeconds(2);

    /** One figure set: the query Flink runs on the lakehouse and the one the source runs on its tables. */
    record Fingerprint(String name, String lakeQuery, String sourceQuery) {
    }

    private final GatewayClient gateway;
    private final Function<String, List<Object>> sourceRow;

    /** Against the tables of this database of a PostgreSQL server. */
    LayerCheck(GatewayClient gateway, SourcePostgres postgres, String database) {
        this(gateway, query -> postgres.row(database, query));
    }

    /** @param sourceRow the first row of a query run on the source's tables */
    LayerCheck(GatewayClient gateway, Function<String, List<Object>> sourceRow) {
        this.gateway = gateway;
        this.sourceRow = sourceRow;
    }

    /**
     * The fingerprints of ODS tables that mirror source tables of the same names: each pair is a table and a query with
     * {@code %s} where the table goes ({@code lakehouse.<database>.<table>} in Flink, {@code <table>} in the source).
     */
    static List<Fingerprint> ods(String database, List<String[]> tableQueries) {
        return tableQueries.stream().map(t -> new Fingerprint(database + "." + t[0],
                t[1].formatted("lakehouse." + database + "." + t[0]), t[1].formatted(t[0]))).toList();
    }

    /** Waits until the lakehouse's figures equal the source's (checked once when the wait is zero). */
    void awaitSame(List<Fingerprint> prints, Duration wait) {
        long deadline = System.nanoTime() + wait.toNanos();
        List<String> source = prints.stream().map(p -> p.name() + " " + normal(sourceRow.apply(p.sourceQuery())))
                .toList();
        List<String> lake = lake(prints);
        while (!lake.equals(source) && System.nanoTime() < deadline) {
            sleep();
            lake = lake(prints);
        }
        assertThat(lake).as("lakehouse figures (count, sums) against the source").isEqualTo(source);
    }

    /**
     * Waits until a two-column lakehouse query (a numeric key, a value) holds these values for these keys; returns the
     * values it holds for them (other keys are left out), for the caller's assertion.
     */
    Map<Long, String> awaitValues(String query, Map<Long, String> expected, Duration wait) {
        long deadline = System.nanoTime() + wait.toNanos();
        Map<Long, String> found = Map.of();
        while (!found.equals(expected) && System.nanoTime() < deadline) {
            sleep();
            try (GatewaySession session = batchSession()) {
                Map<Long, String> now = new TreeMap<>();
                for (ResultRow row : session.execute(query).rows()) {
                    long key = Long.parseLong(row.fields().get(0).toString());
                    if (expected.containsKey(key)) {
                        now.put(key, row.fields().get(1) == null ? null : row.fields().get(1).toString());
                    }
                }
                found = now;
            } catch (RuntimeException e) {
                found = Map.of(-1L, String.valueOf(e.getMessage()));
            }
        }
        return found;
    }

    private List<String> lake(List<Fingerprint> prints) {
        List<String> figures = new ArrayList<>();
        try (GatewaySession session = batchSession()) {
            for (Fingerprint p : prints) {
                List<ResultRow> rows = session.execute(p.lakeQuery()).rows();
                figures.add(p.name() + " " + normal(rows.isEmpty() ? List.of() : rows.get(0).fields()));
            }
        } catch (RuntimeException e) {
            figures.add(String.valueOf(e.getMessage()));
        }
        return figures;
    }

    private GatewaySession batchSession() {
        return gateway.session(Map.of("execution.runtime-mode", "batch"), StatementGate.NONE);
    }

    private static List<String> normal(List<?> values) {
        return values.stream().map(v -> v == null ? "null"
                : new BigDecimal(v.toString()).stripTrailingZeros().toPlainString()).toList();
    }

    private static void sleep() {
        try {
            Thread.sleep(LOOK_EVERY.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
