package io.freshet.backend.lineage;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.lineage.LineageGraph;
import io.freshet.ui.lineage.LineageTable;
import io.freshet.ui.lineage.TableEdge;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The freshness overlay: actual against target, and the stale table furthest upstream as the cause. */
class FreshnessOverlayTest {

    private static final Instant NOW = Instant.parse("2026-12-02T12:00:00Z");
    private static final String ODS = "lakehouse.ods.orders";
    private static final String DWD = "lakehouse.dwd.orders_clean";
    private static final String DWS_A = "lakehouse.dws.daily";
    private static final String DWS_B = "lakehouse.dws.hourly";
    private static final String UNDEPLOYED = "lakehouse.dws.planned";

    private static final LineageGraph GRAPH = new LineageGraph("p", List.of(
            table(ODS, null), table(DWD, "1 MINUTE"), table(DWS_A, "1 HOUR"), table(DWS_B, "1 HOUR"),
            table(UNDEPLOYED, "1 HOUR")),
            List.of(new TableEdge(ODS, DWD), new TableEdge(DWD, DWS_A), new TableEdge(DWD, DWS_B),
                    new TableEdge(DWS_A, UNDEPLOYED)),
            List.of(), List.of());

    @Test
    void aStaleTableNamesTheStaleTableFurthestUpstream() {
        Map<String, LineageTable> tables = overlay(Map.of(
                DWD, NOW.minus(Duration.ofMinutes(30)),
                DWS_A, NOW.minus(Duration.ofHours(5)),
                DWS_B, NOW.minus(Duration.ofMinutes(10))));
        assertThat(tables.get(DWD).stale()).isTrue();
        assertThat(tables.get(DWD).staleCause()).isEqualTo(DWD);
        assertThat(tables.get(DWD).actualSeconds()).isEqualTo(1800);
        assertThat(tables.get(DWS_A).stale()).isTrue();
        assertThat(tables.get(DWS_A).staleCause()).isEqualTo(DWD);
        assertThat(tables.get(DWS_B).stale()).isFalse();
        assertThat(tables.get(DWS_B).staleCause()).isNull();
    }

    @Test
    void aStaleTableUnderFreshUpstreamIsItsOwnCause() {
        Map<String, LineageTable> tables = overlay(Map.of(
                DWD, NOW.minusSeconds(20),
                DWS_A, NOW.minus(Duration.ofHours(3)),
                DWS_B, NOW.minusSeconds(60)));
        assertThat(tables.get(DWD).stale()).isFalse();
        assertThat(tables.get(DWS_A).staleCause()).isEqualTo(DWS_A);
    }

    @Test
    void neverCommittedIsStaleAndPlainOrUndeployedTablesCarryNoFreshness() {
        Map<String, LineageTable> tables = overlay(Map.of(DWS_A, NOW.minusSeconds(60), DWS_B, NOW.minusSeconds(60)));
        assertThat(tables.get(DWD).stale()).isTrue();
        assertThat(tables.get(DWD).actualSeconds()).isNull();
        assertThat(tables.get(ODS).stale()).isNull();
        assertThat(tables.get(UNDEPLOYED).stale()).isNull();
        assertThat(tables.get(UNDEPLOYED).actualSeconds()).isNull();
    }

    private static Map<String, LineageTable> overlay(Map<String, Instant> commits) {
        LineageGraph graph = FreshnessOverlay.apply(GRAPH, commits, Set.of(ODS, DWD, DWS_A, DWS_B), NOW);
        return graph.tables().stream().collect(Collectors.toMap(LineageTable::id, Function.identity()));
    }

    private static LineageTable table(String id, String freshness) {
        return new LineageTable(id, id.substring(id.indexOf('.') + 1), "OTHER",
                freshness == null ? "TABLE" : "MATERIALIZED_TABLE", List.of(), freshness, null, null, null);
    }
}
