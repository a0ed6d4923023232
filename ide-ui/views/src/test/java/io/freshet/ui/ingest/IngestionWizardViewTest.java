package io.freshet.ui.ingest;

import static io.freshet.ui.ingest.IngestFixtures.blockedPreview;
import static io.freshet.ui.ingest.IngestFixtures.logs;
import static io.freshet.ui.ingest.IngestFixtures.orders;
import static io.freshet.ui.ingest.IngestFixtures.places;
import static io.freshet.ui.ingest.IngestFixtures.readyPreview;
import static io.freshet.ui.ingest.IngestFixtures.shop;
import static io.freshet.ui.testing.Components.byId;
import static io.freshet.ui.testing.Components.find;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.ItemClickEvent;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.editor.SqlEditor;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The ingestion wizard against a fake source service: each step's gate, the table flags and the preview. */
class IngestionWizardViewTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<Object[]> previewRequests = new ArrayList<>();
    private final Map<String, Function<Object[], Object>> answers = new HashMap<>(Map.of(
            "list", args -> List.of(shop()),
            "schemas", args -> List.of("public", "sales"),
            "tables", args -> List.of(orders(), logs(), places()),
            "preview", args -> {
                previewRequests.add(args);
                return List.of(readyPreview(orders()));
            },
            "checkTables", args -> new SourceTestResult(List.of(new SourceCheck(SourceCheckKind.PUBLICATION,
                    CheckOutcome.PASSED, "The job may create the publication of each table.")), false)));

    private final List<Object[]> planRequests = new ArrayList<>();
    private final List<String> ingestionCalls = new ArrayList<>();
    private final Map<String, Function<Object[], Object>> ingestionAnswers = new HashMap<>(Map.of(
            "plan", args -> {
                planRequests.add(args);
                return new IngestionPlan(IngestionMode.CDC, List.of("CREATE TABLE x",
                        "EXECUTE STATEMENT SET BEGIN\nINSERT INTO x SELECT * FROM s;\nEND"),
                        List.of("freshet_shop_public_orders"));
            },
            "create", args -> new IngestionSummary(7, "shop", "public", List.of("orders"), "ods", IngestionMode.CDC,
                    IngestionState.RUNNING, "abc", "", null, List.of(), "Running", "dev", Instant.EPOCH)));

    @Test
    void nextStaysDisabledUntilEachStepHasItsChoice() {
        IngestionWizardView view = view();
        assertThat(text(view, "wizard-step")).isEqualTo("Step 1 of 6: Source");
        assertThat(next(view).isEnabled()).isFalse();
        assertThat(byId(view, "wizard-blocker", Paragraph.class).getText()).isEqualTo("Pick a source.");

        combo(view, "wizard-source").setValue(shop());
        assertThat(next(view).isEnabled()).isTrue();
        next(view).click();

        assertThat(text(view, "wizard-step")).isEqualTo("Step 2 of 6: Schema");
        assertThat(combo(view, "wizard-schema").getGenericDataView().getItems().toList()).containsExactly("public", "sales");
        assertThat(next(view).isEnabled()).isFalse();
        combo(view, "wizard-schema").setValue("public");
        next(view).click();

        assertThat(text(view, "wizard-step")).isEqualTo("Step 3 of 6: Tables");
        assertThat(next(view).isEnabled()).as("no table chosen yet").isFalse();
    }

    @Test
    void theTableGridFlagsTablesAndSelectAllChoosesTheWholeSchema() {
        IngestionWizardView view = toTables();

        assertThat(TableChoice.flags(logs())).isEqualTo("No primary key.");
        assertThat(TableChoice.flags(places())).isEqualTo("Unmappable: location (point): point has no Flink type");
        assertThat(TableChoice.flags(orders())).isEmpty();
        byId(view, "wizard-all-tables", Checkbox.class).setValue(true);

        assertThat(view.state().chosen()).containsExactly("orders", "logs", "places");
        assertThat(tables(view).getSelectedItems()).hasSize(3);
        assertThat(next(view).isEnabled()).isTrue();

        tables(view).deselect(logs());
        assertThat(view.state().chosen()).containsExactly("orders", "places");
        assertThat(byId(view, "wizard-all-tables", Checkbox.class).getValue()).isFalse();
    }

    @Test
    void aClickOnARowChoosesItAndASecondClickLeavesIt() {
        IngestionWizardView view = toTables();
        Grid<SourceTable> grid = tables(view);

        click(grid, logs());
        assertThat(view.state().chosen()).containsExactly("logs");
        assertThat(next(view).isEnabled()).isTrue();
        click(grid, orders());
        assertThat(view.state().chosen()).containsExactlyInAnyOrder("orders", "logs");
        click(grid, logs());
        assertThat(view.state().chosen()).containsExactly("orders");
        assertThat(grid.getSelectedItems()).containsExactly(orders());
    }

    private static void click(Grid<SourceTable> grid, SourceTable table) {
        String key = grid.getDataCommunicator().getKeyMapper().key(table);
        ComponentUtil.fireEvent(grid, new ItemClickEvent<>(grid, true, key, null, -1, -1, -1, -1, 1, 0, false,
                false, false, false));
    }

    @Test
    void theTargetDefaultsToOdsAndTheReadyPreviewShowsTheMappingAndTheDdl() {
        IngestionWizardView view = toTables();
        tables(view).select(orders());
        next(view).click();
        assertThat(byId(view, "wizard-target", TextField.class).getValue()).isEqualTo("ods");

        next(view).click();

        assertThat(previewRequests).singleElement().satisfies(args -> assertThat(args)
                .containsExactly("shop", "public", List.of("orders"), "ods"));
        assertThat(text(view, "wizard-step")).isEqualTo("Step 5 of 6: Preview");
        SqlEditor ddl = byId(view, "preview-ddl-orders", SqlEditor.class);
        assertThat(ddl.getValue()).isEqualTo("CREATE TABLE `ods`.`public_orders` (...)");
        assertThat(ddl.isReadOnly()).isTrue();
        @SuppressWarnings("unchecked")
        Grid<SourceColumn> mapping = byId(view, "preview-mapping-orders", Grid.class);
        assertThat(mapping.getGenericDataView().getItems().map(c -> c.sourceType() + " -> " + c.flinkType()))
                .containsExactly("int8 -> BIGINT", "numeric(10,2) -> DECIMAL(10, 2)");
        assertThat(next(view).isEnabled()).isTrue();
    }

    @Test
    void aTargetThatExistsAlreadyShowsItsNoteBesideTheDdl() {
        TargetPreview ready = readyPreview(orders());
        answers.put("preview", args -> List.of(new TargetPreview(ready.schema(), ready.table(), ready.target(),
                ready.ddl(), List.of(), List.of("ods.public_orders already exists and holds rows."))));
        IngestionWizardView view = toTables();
        tables(view).select(orders());
        next(view).click();
        next(view).click();

        assertThat(byId(view, "preview-notes-orders", UnorderedList.class).getElement().getTextRecursively())
                .isEqualTo("ods.public_orders already exists and holds rows.");
        assertThat(byId(view, "preview-ddl-orders", SqlEditor.class).getValue()).isEqualTo(ready.ddl());
        assertThat(next(view).isEnabled()).isTrue();
    }

    @Test
    void aTableThatCannotBeIngestedListsItsProblemAndDisablesNext() {
        answers.put("preview", args -> List.of(readyPreview(orders()),
                blockedPreview(logs(), "public.logs has no primary key: leave the table out.")));
        IngestionWizardView view = toTables();
        tables(view).select(orders());
        tables(view).select(logs());
        next(view).click();
        next(view).click();

        assertThat(byId(view, "preview-problems-logs", UnorderedList.class).getElement().getTextRecursively())
                .isEqualTo("public.logs has no primary key: leave the table out.");
        assertThat(find(view, "preview-ddl-logs", SqlEditor.class)).isEmpty();
        assertThat(text(view, "wizard-preview-summary")).startsWith("1 of 2 chosen tables cannot be ingested");
        assertThat(next(view).isEnabled()).isFalse();
        assertThat(byId(view, "wizard-blocker", Paragraph.class).getText())
                .isEqualTo("public.logs has no primary key: leave the table out.");
    }

    @Test
    void theLastStepShowsThePlanAndCreateStartsTheIngestion() {
        IngestionWizardView view = toTables();
        tables(view).select(orders());
        next(view).click();
        next(view).click();
        next(view).click();

        assertThat(text(view, "wizard-step")).isEqualTo("Step 6 of 6: Mode and create");
        assertThat(planRequests).singleElement().satisfies(args -> assertThat(args)
                .containsExactly("shop", "public", List.of("orders"), "ods", IngestionMode.CDC, null));
        assertThat(byId(view, "wizard-plan", SqlEditor.class).getValue())
                .isEqualTo("CREATE TABLE x;\n\nEXECUTE STATEMENT SET BEGIN\nINSERT INTO x SELECT * FROM s;\nEND;");
        assertThat(text(view, "wizard-create-message")).contains("freshet_shop_public_orders");
        assertThat(next(view).isVisible()).isFalse();

        byId(view, "wizard-create", Button.class).click();

        assertThat(ingestionCalls).containsExactly("plan", "create");
        assertThat(text(view, "wizard-create-message")).isEqualTo("Ingestion 7 is RUNNING (job abc). Follow it on the"
                + " Ingestions page.");
        byId(view, "wizard-back", Button.class).click();
        assertThat(text(view, "wizard-step")).isEqualTo("Step 5 of 6: Preview");
    }

    @Test
    void tablesTheJobCannotReadAreNamedWithTheirFixAndCreateWaits() {
        String fix = "Updates and deletes of public.orders do not carry the old row: run ALTER TABLE public.orders"
                + " REPLICA IDENTITY FULL;";
        answers.put("checkTables", args -> new SourceTestResult(List.of(new SourceCheck(
                SourceCheckKind.REPLICA_IDENTITY, CheckOutcome.FAILED, fix)), false));
        IngestionWizardView view = toTables();
        tables(view).select(orders());
        next(view).click();
        next(view).click();
        next(view).click();

        assertThat(byId(view, "wizard-create", Button.class).isEnabled()).isFalse();
        assertThat(text(view, "wizard-create-message")).endsWith(fix);
        assertThat(byId(view, "wizard-table-checks", Div.class).getElement().getChildren()
                .filter(c -> "FAILED".equals(c.getAttribute("data-outcome"))).count()).isEqualTo(1);
    }

    @Test
    void aRefusedCreateShowsWhy() {
        ingestionAnswers.put("create", args -> {
            throw new ServiceException("The ingestion did not start: the slot is in use.");
        });
        IngestionWizardView view = toTables();
        tables(view).select(orders());
        next(view).click();
        next(view).click();
        next(view).click();

        byId(view, "wizard-create", Button.class).click();
        assertThat(text(view, "wizard-create-message")).isEqualTo("The ingestion did not start: the slot is in use.");
        assertThat(byId(view, "wizard-create", Button.class).isEnabled()).isTrue();
    }

    @Test
    void theSnapshotModeAsksHowOftenAndPlansAndCreatesWithIt() {
        ingestionAnswers.put("create", args -> new IngestionSummary(8, "shop", "public", List.of("orders"), "ods",
                IngestionMode.SNAPSHOT, IngestionState.RUNNING, null, "", null, List.of(), "Full refresh", "dev",
                Instant.EPOCH));
        IngestionWizardView view = toTables();
        tables(view).select(orders());
        next(view).click();
        next(view).click();
        next(view).click();
        @SuppressWarnings("unchecked")
        Select<Duration> freshness = byId(view, "wizard-freshness", Select.class);
        assertThat(freshness.isVisible()).isFalse();

        @SuppressWarnings("unchecked")
        RadioButtonGroup<IngestionMode> mode = byId(view, "wizard-mode", RadioButtonGroup.class);
        mode.setValue(IngestionMode.SNAPSHOT);
        assertThat(freshness.isVisible()).isTrue();
        freshness.setValue(Duration.ofMinutes(15));

        assertThat(planRequests.get(planRequests.size() - 1)).containsExactly("shop", "public", List.of("orders"),
                "ods", IngestionMode.SNAPSHOT, Duration.ofMinutes(15));
        assertThat(text(view, "wizard-create-message")).startsWith("Each table is refreshed by a full read every"
                + " 15 minutes");
        byId(view, "wizard-create", Button.class).click();
        assertThat(text(view, "wizard-create-message")).isEqualTo("Ingestion 8 is RUNNING. Follow it on the"
                + " Ingestions page.");
    }

    @Test
    void aServiceRefusalIsShownAndTheWizardStaysOnItsStep() {
        answers.put("schemas", args -> {
            throw new ServiceException("Freshet cannot read the schemas of the source shop: the host does not answer.");
        });
        IngestionWizardView view = view();
        combo(view, "wizard-source").setValue(shop());

        next(view).click();

        assertThat(text(view, "wizard-message"))
                .isEqualTo("Freshet cannot read the schemas of the source shop: the host does not answer.");
        assertThat(text(view, "wizard-step")).isEqualTo("Step 1 of 6: Source");
    }

    @Test
    void aSourceWithoutVisibleSchemasSaysWhatToCheck() {
        answers.put("schemas", args -> List.of());
        IngestionWizardView view = view();
        combo(view, "wizard-source").setValue(shop());

        next(view).click();

        assertThat(text(view, "wizard-message")).startsWith("The source shop has no schema with tables its user can see");
        assertThat(next(view).isEnabled()).isFalse();
    }

    private IngestionWizardView view() {
        return new IngestionWizardView(Fakes.of(IngestSourceService.class, answers),
                Fakes.of(IngestionService.class, ingestionAnswers, ingestionCalls));
    }

    private IngestionWizardView toTables() {
        IngestionWizardView view = view();
        combo(view, "wizard-source").setValue(shop());
        next(view).click();
        combo(view, "wizard-schema").setValue("public");
        next(view).click();
        return view;
    }

    private static Button next(IngestionWizardView view) {
        return byId(view, "wizard-next", Button.class);
    }

    @SuppressWarnings("unchecked")
    private static <T> ComboBox<T> combo(IngestionWizardView view, String id) {
        return byId(view, id, ComboBox.class);
    }

    @SuppressWarnings("unchecked")
    private static Grid<SourceTable> tables(IngestionWizardView view) {
        return byId(view, "wizard-tables", Grid.class);
    }

    private static String text(IngestionWizardView view, String id) {
        return find(view, id, Span.class).map(Span::getText)
                .orElseGet(() -> byId(view, id, Paragraph.class).getText());
    }
}
