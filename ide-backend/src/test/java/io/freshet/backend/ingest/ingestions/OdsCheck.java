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
import java.util.function.Function;

/** Reads the ODS tables through the main Flink 2.0 (batch) and compares their fingerprints with the source's. */
final class OdsCheck {

    private final GatewayClient main;
    private final Function<String, List<Object>> sourceRow;

    OdsCheck(GatewayClient main, SourcePostgres postgres) {
        this(main, query -> postgres.row("shop", query));
    }

    /** @param sourceRow the first row of a query run in the source's shop database */
    OdsCheck(GatewayClient main, Function<String, List<Object>> sourceRow) {
        this.main = main;
        this.sourceRow = sourceRow;
    }

    /** Waits until every table's count and sums in Paimon equal the source's (once when the wait is zero). */
    void awaitSame(Duration wait) {
        long deadline = System.nanoTime() + wait.toNanos();
        List<String> source = sourceFingerprints();
        List<String> lake = List.of();
        while (true) {
            try {
                lake = odsFingerprints();
            } catch (RuntimeException e) {
                lake = List.of(String.valueOf(e.getMessage()));
            }
            if (lake.equals(source) || System.nanoTime() > deadline) {
                break;
            }
            sleep();
        }
        assertThat(lake).as("ODS fingerprints (count, sums) against the source").isEqualTo(source);
    }

    /** Waits until the ODS users table holds these emails by user id; returns the emails it holds for those ids. */
    Map<Long, String> awaitEmails(Map<Long, String> expected, Duration wait) {
        long deadline = System.nanoTime() + wait.toNanos();
        Map<Long, String> found = Map.of();
        while (!found.equals(expected) && System.nanoTime() < deadline) {
            sleep();
            try (GatewaySession session = main.session(Map.of("execution.runtime-mode", "batch"),
                    StatementGate.NONE)) {
                Map<Long, String> now = new java.util.TreeMap<>();
                for (ResultRow row : session.execute("SELECT user_id, email FROM lakehouse.ods.users").rows()) {
                    long id = Long.parseLong(row.fields().get(0).toString());
                    if (expected.containsKey(id)) {
                        now.put(id, row.fields().get(1) == null ? null : row.fields().get(1).toString());
                    }
                }
                found = now;
            } catch (RuntimeException e) {
                found = Map.of(-1L, String.valueOf(e.getMessage()));
            }
        }
        return found;
    }

    private List<String> sourceFingerprints() {
        List<String> prints = new ArrayList<>();
        for (String[] t : ShopFixture.FINGERPRINTS) {
            prints.add(t[0] + " " + normal(sourceRow.apply(t[1].formatted(t[0]))));
        }
        return prints;
    }

    private List<String> odsFingerprints() {
        List<String> prints = new ArrayList<>();
        try (GatewaySession session = main.session(Map.of("execution.runtime-mode", "batch"), StatementGate.NONE)) {
            for (String[] t : ShopFixture.FINGERPRINTS) {
                List<ResultRow> rows = session.execute(t[1].formatted("lakehouse.ods." + t[0])).rows();
                prints.add(t[0] + " " + normal(rows.isEmpty() ? List.of() : rows.get(0).fields()));
            }
        }
        return prints;
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
