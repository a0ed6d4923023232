package io.freshet.backend.lineage;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthState;
import io.freshet.ui.health.HealthSubject;
import io.freshet.ui.lineage.LineageGraph;
import io.freshet.ui.lineage.LineageTable;
import io.freshet.ui.lineage.TableEdge;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The health overlay: the model's states on the graph as they are, and the troubled table furthest upstream. */
class HealthOverlayTest {

    private static final Instant SINCE = Instant.parse("2026-12-07T10:00:00Z");
    private static final String ODS = "lakehouse.ods.orders";
    private static final String DWD = "lakehouse.dwd.orders_clean";
    private static final String DWS_A = "lakehouse.dws.daily";
    private static final String DWS_B = "lakehouse.dws.hourly";
    private static final String UNDEPLOYED = "lakehouse.dws.planned";
    private static final String TEMPORARY = "lakehouse.ods.seq";

    private static final LineageGraph GRAPH = new LineageGraph("p", List.of(
            table(ODS, "TABLE"), table(DWD, "MATERIALIZED_TABLE"), table(DWS_A, "MATERIALIZED_TABLE"),
            table(DWS_B, "MATERIALIZED_TABLE"), table(UNDEPLOYED, "MATERIALIZED_TABLE"), table(TEMPORARY, "TEMPORARY")),
            List.of(new TableEdge(ODS, DWD), new TableEdge(DWD, DWS_A), new TableEdge(DWD, DWS_B),
                    new TableEdge(DWS_A, UNDEPLOYED), new TableEdge(TEMPORARY, DWD)),
            List.of(), List.of());

    @Test
    void eachTableCarriesItsStateReasonSinceAndLagAsTheModelHasThem() {
        Map<String, LineageTable> tables = overlay(Map.of(
                ODS, entry(ODS, HealthState.FRESH, "Latest commit 2026-12-07 09:59:00", null),
                DWD, entry(DWD, HealthState.FAILING, "Not running: the refresh job was cancelled", null),
                DWS_A, entry(DWS_A, HealthState.UPSTREAM, "Reads from " + DWD + ", which is FAILING",
                        Duration.ofSeconds(12)),
                DWS_B, entry(DWS_B, HealthState.SUSPENDED, "Suspended", null)));
        assertThat(tables.get(DWD).health()).isEqualTo(HealthState.FAILING);
        assertThat(tables.get(DWD).healthReason()).isEqualTo("Not running: the refresh job was cancelled");
        assertThat(tables.get(DWD).healthSince()).isEqualTo(SINCE);
        assertThat(tables.get(DWD).healthCause()).as("nothing troubled above it").isEqualTo(DWD);
        assertThat(tables.get(DWD).actualSeconds()).isNull();
        assertThat(tables.get(DWS_A).health()).isEqualTo(HealthState.UPSTREAM);
        assertThat(tables.get(DWS_A).healthCause()).isEqualTo(DWD);
        assertThat(tables.get(DWS_A).actualSeconds()).isEqualTo(12);
        assertThat(tables.get(ODS).health()).as("a plain table has a state too").isEqualTo(HealthState.FRESH);
        assertThat(tables.get(ODS).healthCause()).isNull();
        assertThat(tables.get(DWS_B).health()).isEqualTo(HealthState.SUSPENDED);
        assertThat(tables.get(DWS_B).healthCause()).isNull();
    }

    @Test
    void aLateTableBelowAFailingOneNamesTheFailingOneAndALateTableUnderFreshUpstreamItself() {
        Map<String, LineageTable> below = overlay(Map.of(
                DWD, entry(DWD, HealthState.FAILING, "failing", null),
                DWS_A, entry(DWS_A, HealthState.LATE, "late", null)));
        assertThat(below.get(DWS_A).healthCause()).isEqualTo(DWD);
        Map<String, LineageTable> alone = overlay(Map.of(
                DWD, entry(DWD, HealthState.FRESH, "fresh", null),
                DWS_A, entry(DWS_A, HealthState.LATE, "late", null)));
        assertThat(alone.get(DWS_A).healthCause()).isEqualTo(DWS_A);
        assertThat(alone.get(DWD).healthCause()).isNull();
    }

    @Test
    void anUpstreamTableWhoseTroubleIsOutsideTheGraphNamesNoCause() {
        Map<String, LineageTable> tables = overlay(Map.of(
                ODS, entry(ODS, HealthState.UPSTREAM, "Reads from ingestion shop.public #3, which is FAILING", null)));
        assertThat(tables.get(ODS).health()).isEqualTo(HealthState.UPSTREAM);
        assertThat(tables.get(ODS).healthCause()).isNull();
    }

    @Test
    void undeployedAndTemporaryTablesCarryNoStateAndWithoutEntriesTheGraphIsUnchanged() {
        Map<String, HealthEntry> health = new HashMap<>();
        health.put(DWD, entry(DWD, HealthState.UPSTREAM, "Reads from ingestion shop.public #3, which is FAILING",
                null));
        // a catalog table of the same name is not the script's temporary table
        health.put(TEMPORARY, entry(TEMPORARY, HealthState.FAILING, "failing", null));
        Map<String, LineageTable> tables = overlay(health);
        assertThat(tables.get(UNDEPLOYED).health()).isNull();
        assertThat(tables.get(UNDEPLOYED).healthReason()).isNull();
        assertThat(tables.get(TEMPORARY).health()).isNull();
        assertThat(tables.get(DWD).healthCause()).as("the temporary table's namesake is not upstream trouble").isNull();
        assertThat(HealthOverlay.apply(GRAPH, Map.of())).isSameAs(GRAPH);
    }

    private static HealthEntry entry(String table, HealthState state, String reason, Duration lag) {
        return new HealthEntry(new HealthSubject(HealthSubject.Kind.MATERIALIZED_TABLE, table), state, reason, SINCE,
                null, null, lag, null);
    }

    private static Map<String, LineageTable> overlay(Map<String, HealthEntry> health) {
        LineageGraph graph = HealthOverlay.apply(GRAPH, health);
        return graph.tables().stream().collect(Collectors.toMap(LineageTable::id, Function.identity()));
    }

    private static LineageTable table(String id, String kind) {
        return new LineageTable(id, id.substring(id.indexOf('.') + 1), "OTHER", kind, List.of(),
                "MATERIALIZED_TABLE".equals(kind) ? "1 HOUR" : null, null, null, null);
    }
}
