package io.freshet.ui.lineage;

import static io.freshet.ui.testing.Components.byId;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.vaadin.flow.component.html.Span;
import io.freshet.ui.health.HealthState;
import io.freshet.ui.testing.UiExtension;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The lineage page's side panel: what it says of a catalog table and of a script's temporary table, and the health
 * model's state it shows (in the panel and as the graph's tooltip).
 */
class LineageDetailsTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final LineageDetails details = new LineageDetails(column -> { }, script -> { });

    @Test
    void aTemporaryTableIsNamedAsLocalToItsScriptNotAsACatalogTable() {
        details.show(new LineageTable("lakehouse.ods.seq_50", "seq_50", "ODS", "TEMPORARY",
                List.of(new LineageColumn("n", null)), null, 2L, "02_ods_data.sql", null), null);

        assertThat(byId(details, "lineage-facts", Span.class).getText())
                .contains("Layer: none (not a catalog table)")
                .contains("Kind: TEMPORARY (exists only in the session of 02_ods_data.sql, not in the catalog)")
                .doesNotContain("ODS");
    }

    @Test
    void aCatalogTableSaysItsLayerAndTheLineOfItsDefinition() {
        details.show(new LineageTable("lakehouse.ods.users", "ods.users", "ODS", "TABLE",
                List.of(new LineageColumn("user_id", "BIGINT")), null, 1L, "01_ods_tables.sql", 8), null);

        assertThat(byId(details, "lineage-facts", Span.class).getText()).contains("Layer: ODS", "Kind: TABLE",
                "Defined in: 01_ods_tables.sql (line 8)");
    }

    private static final Instant SINCE = Instant.parse("2026-12-07T10:00:00Z");
    private static final LineageTable SUMMARY = new LineageTable("lakehouse.dws.user_summary", "dws.user_summary",
            "DWS", "MATERIALIZED_TABLE", List.of(new LineageColumn("user_id", "BIGINT")), "10 SECOND", 4L,
            "04_dws_realtime.sql", 6);

    @Test
    void theHealthLineIsTheModelsStateSinceWhenAndWhyWithWhereToLookFirst() {
        details.show(SUMMARY.withHealth(4L, HealthState.UPSTREAM, "Reads from lakehouse.dwd.order_detail, which is"
                + " FAILING", SINCE, "lakehouse.dwd.order_detail"), null);

        String since = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneId.systemDefault()).format(SINCE);
        assertThat(byId(details, "lineage-facts", Span.class).getText()).contains("Health: UPSTREAM since " + since
                + ": Reads from lakehouse.dwd.order_detail, which is FAILING (4 s behind); look first at"
                + " lakehouse.dwd.order_detail");
    }

    @Test
    void aTableTheModelHasNotJudgedSaysSoAndATroubledTableAtTheTopNamesNoOtherPlace() {
        details.show(SUMMARY, null);
        assertThat(byId(details, "lineage-facts", Span.class).getText()).contains("Health: not judged");
        assertThat(LineageDetails.health(SUMMARY.withHealth(null, HealthState.FAILING, "Not running", null,
                SUMMARY.id()))).isEqualTo("FAILING: Not running");
    }

    @Test
    void theGraphsJsonCarriesEachJudgedTablesStateAndTooltip() throws Exception {
        LineageGraph graph = new LineageGraph("p", List.of(SUMMARY.withHealth(null, HealthState.FAILING,
                "Not running: the refresh job was cancelled", SINCE, SUMMARY.id()),
                new LineageTable("lakehouse.ods.orders", "ods.orders", "ODS", "TABLE", List.of(), null, null, null,
                        null)), List.of(), List.of(), List.of());

        JsonNode tables = new ObjectMapper().readTree(GraphJson.of(graph)).get("tables");
        assertThat(tables.get(0).get("health").asText()).isEqualTo("FAILING");
        assertThat(tables.get(0).get("healthSince").asText()).isEqualTo("2026-12-07T10:00:00Z");
        assertThat(tables.get(0).get("healthCause").asText()).isEqualTo(SUMMARY.id());
        assertThat(tables.get(0).get("healthTip").asText()).startsWith("FAILING since ")
                .endsWith(": Not running: the refresh job was cancelled");
        assertThat(tables.get(1).has("health")).isFalse();
        assertThat(tables.get(1).has("healthTip")).isFalse();
    }
}
