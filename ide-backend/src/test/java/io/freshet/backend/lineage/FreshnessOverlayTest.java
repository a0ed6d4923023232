package io.freshet.backend.lineage;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.catalog.ActualFreshness.Verdict;
import io.freshet.ui.catalog.ActualFreshness;
import io.freshet.ui.lineage.LineageGraph;
import io.freshet.ui.lineage.LineageTable;
import io.freshet.ui.lineage.TableEdge;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The freshness overlay: the catalog's verdicts on the graph, and the flagged table furthest upstream as the cause. */
class FreshnessOverlayTest {

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
    void aFlaggedTableNamesTheFlaggedTableFurthestUpstream() {
        Map<String, LineageTable> tables = overlay(Map.of(
                DWD, new ActualFreshness(Verdict.NOT_RUNNING, null, null, "Not running: the refresh job failed"),
                DWS_A, reading(Verdict.STALE, Duration.ofHours(5)),
                DWS_B, reading(Verdict.FRESH, Duration.ofMinutes(10))));
        assertThat(tables.get(DWD).stale()).isTrue();
        assertThat(tables.get(DWD).staleCause()).isEqualTo(DWD);
        assertThat(tables.get(DWD).actualSeconds()).isNull();
        assertThat(tables.get(DWD).freshnessVerdict()).isEqualTo("NOT RUNNING");
        assertThat(tables.get(DWD).freshnessNote()).isEqualTo("Not running: the refresh job failed");
        assertThat(tables.get(DWS_A).stale()).isTrue();
        assertThat(tables.get(DWS_A).staleCause()).isEqualTo(DWD);
        assertThat(tables.get(DWS_A).actualSeconds()).isEqualTo(5 * 3600);
        assertThat(tables.get(DWS_B).stale()).isFalse();
        assertThat(tables.get(DWS_B).staleCause()).isNull();
        assertThat(tables.get(DWS_B).freshnessVerdict()).isEqualTo("fresh");
    }

    @Test
    void aStaleTableUnderFreshUpstreamIsItsOwnCause() {
        Map<String, LineageTable> tables = overlay(Map.of(
                DWD, reading(Verdict.FRESH, Duration.ofSeconds(20)),
                DWS_A, reading(Verdict.STALE, Duration.ofHours(3)),
                DWS_B, reading(Verdict.FRESH, Duration.ofSeconds(60))));
        assertThat(tables.get(DWD).stale()).isFalse();
        assertThat(tables.get(DWS_A).staleCause()).isEqualTo(DWS_A);
    }

    @Test
    void waitingSuspendedAndUnknownAreNeitherRedNorGreenAndPlainOrUndeployedTablesCarryNoFreshness() {
        Map<String, LineageTable> tables = overlay(Map.of(
                DWD, reading(Verdict.UNKNOWN, null),
                DWS_A, reading(Verdict.SUSPENDED, null),
                DWS_B, reading(Verdict.WAITING, null)));
        assertThat(tables.get(DWD).stale()).as("neither red nor green").isNull();
        assertThat(tables.get(DWS_A).stale()).isNull();
        assertThat(tables.get(DWS_B).stale()).isNull();
        assertThat(tables.get(DWS_A).freshnessVerdict()).isEqualTo("suspended");
        assertThat(tables.get(DWS_B).freshnessVerdict()).isEqualTo("waiting");
        assertThat(tables.get(ODS).stale()).isNull();
        assertThat(tables.get(ODS).freshnessVerdict()).isNull();
        assertThat(tables.get(UNDEPLOYED).stale()).isNull();
        assertThat(tables.get(UNDEPLOYED).freshnessNote()).isNull();
    }

    @Test
    void withoutReadingsTheGraphIsUnchanged() {
        assertThat(FreshnessOverlay.apply(GRAPH, Map.of())).isSameAs(GRAPH);
    }

    private static ActualFreshness reading(Verdict verdict, Duration lag) {
        return new ActualFreshness(verdict, lag, null, verdict.label());
    }

    private static Map<String, LineageTable> overlay(Map<String, ActualFreshness> readings) {
        LineageGraph graph = FreshnessOverlay.apply(GRAPH, readings);
        return graph.tables().stream().collect(Collectors.toMap(LineageTable::id, Function.identity()));
    }

    private static LineageTable table(String id, String freshness) {
        return new LineageTable(id, id.substring(id.indexOf('.') + 1), "OTHER",
                freshness == null ? "TABLE" : "MATERIALIZED_TABLE", List.of(), freshness, null, null, null);
    }
}
