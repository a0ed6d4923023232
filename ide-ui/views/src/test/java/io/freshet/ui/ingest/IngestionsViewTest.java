package io.freshet.ui.ingest;

import static io.freshet.ui.testing.Components.byId;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthLookup;
import io.freshet.ui.health.HealthService;
import io.freshet.ui.health.HealthState;
import io.freshet.ui.health.HealthSubject;
import io.freshet.ui.testing.Cells;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The Ingestions page against a fake service: states, and which action each state allows. */
class IngestionsViewTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<String> calls = new ArrayList<>();
    private IngestionSummary current = ingestion(IngestionState.RUNNING, "RUNNING");
    private final Map<String, Function<Object[], Object>> answers = new HashMap<>(Map.of(
            "list", args -> List.of(current),
            "drift", args -> List.of(new TableDrift("users", "`lakehouse`.`ods`.`users`", List.of(
                    new ColumnDrift(DriftKind.ADDED, "email", "STRING", null,
                            "ALTER TABLE `lakehouse`.`ods`.`users` ADD `email` STRING", null),
                    new ColumnDrift(DriftKind.TYPE_CHANGED, "score", "INT", "BIGINT", null, "BIGINT to INT could"
                            + " change stored values.")))),
            "stop", args -> {
                current = ingestion(IngestionState.STOPPED, "");
                return current;
            },
            "delete", args -> {
                throw new ServiceException("Ingestion 3 was stopped, but the slot x was not dropped.");
            }));

    private final IngestionMonitor monitor = Fakes.of(IngestionMonitor.class, Map.of("metrics", args -> List.of(
            new IngestionMetrics(3, 12.25, Map.of("s", 3L * 1024 * 1024 / 2, "t", 0L), 0L, null))));

    private List<HealthEntry> healthEntries = List.of();
    private final HealthService health = Fakes.of(HealthService.class, Map.of("current", args -> healthEntries));

    @Test
    void theHealthColumnIsTheModelsStateOfEachIngestionWithSinceAndWhyAsItsTooltip() {
        Instant since = Instant.parse("2026-12-07T10:00:00Z");
        healthEntries = List.of(new HealthEntry(HealthSubject.ingestion("shop", "public", 3), HealthState.FAILING,
                "Failing: Flink restarted the job 4 times", since, null, null, null, null),
                // another source's ingestion of the same number is not this one
                new HealthEntry(HealthSubject.ingestion("crm", "public", 3), HealthState.FRESH, "Running", null, null,
                        null, null, null));
        IngestionsView view = new IngestionsView(Fakes.of(IngestionService.class, answers, calls), monitor, health);
        Grid<IngestionSummary> grid = grid(view);
        int column = Cells.headers(grid).indexOf("Health");
        assertThat(column).as("a Health column").isNotNegative();
        assertThat(Cells.text(grid, column, current)).as("RUNNING in its lifecycle, FAILING in the model")
                .isEqualTo("FAILING");
        assertThat(IngestionFigures.healthWords(HealthLookup.of(healthEntries).ingestion("shop", "public", 3)))
                .startsWith("FAILING since 2026-12-07 ").endsWith(": Failing: Flink restarted the job 4 times");

        healthEntries = List.of();
        IngestionsView unjudged = new IngestionsView(Fakes.of(IngestionService.class, answers, calls), monitor,
                health);
        assertThat(Cells.text(grid(unjudged), column, current)).isEqualTo("-");
        assertThat(IngestionFigures.healthWords(null)).isEqualTo("Not judged by the health model yet");
    }

    @Test
    void eachIngestionShowsItsRowsPerSecondLagAndRestartsOrADashWhenUnknown() {
        IngestionsView view = new IngestionsView(Fakes.of(IngestionService.class, answers, calls), monitor, health);
        Grid<IngestionSummary> grid = grid(view);
        assertThat(grid.getColumns().stream().map(Grid.Column::getHeaderText)).contains("Rows/s", "Lag", "Restarts");
        IngestionMetrics known = new IngestionMetrics(3, 12.25, Map.of("s", 3L * 1024 * 1024 / 2, "t", 0L), 0L, null);
        assertThat(IngestionFigures.rows(known)).isEqualTo("12.3");
        assertThat(IngestionFigures.lag(known)).isEqualTo("1.5 MiB");
        assertThat(IngestionFigures.lag(new IngestionMetrics(4, null, Map.of("s", 200L), null, null))).isEqualTo("200 B");
        assertThat(IngestionFigures.rows(null)).isEqualTo("-");
        assertThat(IngestionFigures.rows(new IngestionMetrics(4, null, Map.of(), null, null))).isEqualTo("-");
        assertThat(IngestionFigures.lag(new IngestionMetrics(4, null, Map.of(), null, null))).isEqualTo("-");
        assertThat(IngestionFigures.restarts(known)).isEqualTo("0");
        assertThat(IngestionFigures.restarts(new IngestionMetrics(4, null, Map.of(), null, null))).isEqualTo("-");
        assertThat(IngestionFigures.restarts(new IngestionMetrics(4, 0.0, Map.of(), 3L,
                "terminating connection due to administrator command")))
                .isEqualTo("3 (latest: terminating connection due to administrator command)");
        assertThat(grid.getColumns().stream().map(Grid.Column::getHeaderText)).contains("Event lag", "Slot size");
        IngestionMetrics figures = new IngestionMetrics(5, 1.0, Map.of("s", 10L), 0L, null, 2.345,
                Map.of("s", 2048L, "t", 1024L), null);
        assertThat(IngestionFigures.lagSeconds(figures)).isEqualTo("2.3 s");
        assertThat(IngestionFigures.slotSize(figures)).isEqualTo("3.0 KiB");
        assertThat(IngestionFigures.lagSeconds(known)).isEqualTo("-");
        assertThat(grid.getColumns().stream().map(Grid.Column::getHeaderText)).contains("Commit to ODS");
        assertThat(IngestionFigures.odsLatency(new IngestionMetrics(5, 1.0, Map.of(), 0L, null, 0.4, Map.of(),
                new OdsLatency(6.04, 11.04)))).isEqualTo("6.0 s (up to 11.0 s)");
        assertThat(IngestionFigures.odsLatency(known)).isEqualTo("-");
        assertThat(IngestionFigures.slotSize(known)).isEqualTo("-");
    }

    @Test
    void aFailingIngestionCanBeStoppedAndAFailedOneToEndWhatItLeft() {
        answers.put("list", args -> List.of(ingestion(IngestionState.FAILING, "RESTARTING")));
        IngestionsView view = new IngestionsView(Fakes.of(IngestionService.class, answers, calls), monitor, health);
        grid(view).select(grid(view).getListDataView().getItem(0));
        assertThat(button(view, "ingestion-stop").isEnabled()).isTrue();
        assertThat(button(view, "ingestion-restart").isEnabled()).as("a restart waits for the stop").isFalse();
        answers.put("list", args -> List.of(ingestion(IngestionState.FAILED, "")));
        view = new IngestionsView(Fakes.of(IngestionService.class, answers, calls), monitor, health);
        grid(view).select(grid(view).getListDataView().getItem(0));
        assertThat(button(view, "ingestion-stop").isEnabled()).isTrue();
        assertThat(button(view, "ingestion-restart").isEnabled()).isTrue();
    }

    @Test
    void aRunningIngestionCanBeStoppedThenRestartedOrDeleted() {
        IngestionsView view = new IngestionsView(Fakes.of(IngestionService.class, answers, calls), monitor, health);
        Grid<IngestionSummary> grid = grid(view);
        assertThat(grid.getGenericDataView().getItems().map(IngestionsView::job)).containsExactly("0123abcd RUNNING");
        assertThat(button(view, "ingestion-stop").isEnabled()).as("nothing selected").isFalse();

        grid.select(current);
        assertThat(button(view, "ingestion-stop").isEnabled()).isTrue();
        assertThat(button(view, "ingestion-restart").isEnabled()).isFalse();
        button(view, "ingestion-stop").click();

        assertThat(calls).containsExactly("list", "stop", "list");
        assertThat(byId(view, "ingestions-message", Paragraph.class).getText()).isEqualTo("Ingestion 3 stopped.");
        grid.select(current);
        assertThat(button(view, "ingestion-stop").isEnabled()).isFalse();
        assertThat(button(view, "ingestion-restart").isEnabled()).isTrue();
        assertThat(button(view, "ingestion-delete").isEnabled()).isTrue();
    }

    @Test
    void theSchemaDriftOfTheSelectedIngestionIsShownWithItsDdl() {
        IngestionsView view = new IngestionsView(Fakes.of(IngestionService.class, answers, calls), monitor, health);
        assertThat(button(view, "ingestion-drift").isEnabled()).isFalse();
        grid(view).select(current);
        button(view, "ingestion-drift").click();
        assertThat(byId(view, "ingestion-drift-report", com.vaadin.flow.component.html.Pre.class).getText())
                .contains("users -> `lakehouse`.`ods`.`users` (needs a resync)",
                        "added email: ALTER TABLE `lakehouse`.`ods`.`users` ADD `email` STRING;",
                        "type changed score: BIGINT to INT could change stored values.");
    }

    @Test
    void aSnapshotIngestionIsSuspendedNotStoppedWithASavepointAndHasNoDriftCheck() {
        current = new IngestionSummary(5, "shop", "public", List.of("users"), "ods", IngestionMode.SNAPSHOT,
                IngestionState.RUNNING, null, "", null, List.of(), "", "dev", Instant.EPOCH);
        IngestionsView view = new IngestionsView(Fakes.of(IngestionService.class, answers, calls), monitor, health);
        grid(view).select(current);
        assertThat(button(view, "ingestion-stop").getText()).isEqualTo("Suspend refreshes");
        assertThat(button(view, "ingestion-stop").isEnabled()).isTrue();
        assertThat(button(view, "ingestion-drift").isEnabled()).isFalse();
        assertThat(grid(view).getColumns().stream().map(Grid.Column::getHeaderText)).contains("Mode");
    }

    @Test
    void schemaChangesAreAppliedOnlyRightAfterACheckShowedThemAllAppliable() {
        IngestionsView view = new IngestionsView(Fakes.of(IngestionService.class, answers, calls), monitor, health);
        grid(view).select(current);
        assertThat(button(view, "ingestion-apply-drift").isEnabled()).as("not checked yet").isFalse();
        button(view, "ingestion-drift").click();
        assertThat(button(view, "ingestion-apply-drift").isEnabled()).as("a column needs a resync").isFalse();

        answers.put("drift", args -> List.of(new TableDrift("users", "`lakehouse`.`ods`.`users`", List.of(
                new ColumnDrift(DriftKind.ADDED, "email", "STRING", null,
                        "ALTER TABLE `lakehouse`.`ods`.`users` ADD `email` STRING", null)))));
        answers.put("applyDrift", args -> {
            answers.put("drift", none -> List.of());
            return current;
        });
        button(view, "ingestion-drift").click();
        assertThat(button(view, "ingestion-apply-drift").isEnabled()).isTrue();
        button(view, "ingestion-apply-drift").click();
        ConfirmDialog confirm = byId(view, "ingestion-apply-confirm", ConfirmDialog.class);
        assertThat(confirm.isOpened()).isTrue();
        assertThat(text(confirm))
                .contains("ALTER TABLE `lakehouse`.`ods`.`users` ADD `email` STRING;", "stops with a savepoint");
        assertThat(calls).as("nothing runs before the confirmation").doesNotContain("applyDrift");
        ComponentUtil.fireEvent(confirm, new ConfirmDialog.ConfirmEvent(confirm, false));

        assertThat(calls).endsWith("applyDrift", "list", "drift");
        assertThat(byId(view, "ingestions-message", Paragraph.class).getText())
                .isEqualTo("Ingestion 3 restarted with its schema changes applied.");
        assertThat(byId(view, "ingestion-drift-report", com.vaadin.flow.component.html.Pre.class).getText())
                .as("the report shows the tables as they are after the apply, not the applied changes")
                .isEqualTo("Ingestion 3: every ODS table matches its source table.");
        grid(view).select(current);
        assertThat(button(view, "ingestion-apply-drift").isEnabled()).as("applied: check again first").isFalse();
    }

    @Test
    void aReloadClearsADriftReportThatNoLongerBacksAnApply() {
        IngestionsView view = new IngestionsView(Fakes.of(IngestionService.class, answers, calls), monitor, health);
        grid(view).select(current);
        button(view, "ingestion-drift").click();
        assertThat(byId(view, "ingestion-drift-report", com.vaadin.flow.component.html.Pre.class).getText())
                .contains("email");
        button(view, "ingestions-refresh").click();
        assertThat(byId(view, "ingestion-drift-report", com.vaadin.flow.component.html.Pre.class).getText())
                .isEmpty();
    }

    @Test
    void oneTableIsResyncedAfterAConfirmationThatSaysWhatDownstreamSees() {
        current = new IngestionSummary(3, "shop", "sales", List.of("orders", "order_items"), "ods", IngestionMode.CDC,
                IngestionState.RUNNING, "0123abcdef0123abcdef0123abcdef01", "RUNNING", null, List.of("s", "t"), "",
                "dev", Instant.EPOCH);
        List<Object> previewed = new ArrayList<>();
        answers.put("resyncPreview", args -> {
            previewed.add(args[1]);
            return new ResyncPreview("`lakehouse`.`ods`.`sales_order_items`",
                    List.of("`lakehouse`.`ods`.`sales_orders`"));
        });
        List<Object> resynced = new ArrayList<>();
        answers.put("resync", args -> {
            resynced.add(args[1]);
            return current;
        });
        IngestionsView view = new IngestionsView(Fakes.of(IngestionService.class, answers, calls), monitor, health);
        assertThat(button(view, "ingestion-resync").isEnabled()).as("nothing selected").isFalse();
        grid(view).select(current);
        assertThat(button(view, "ingestion-resync").isEnabled()).as("no table chosen").isFalse();
        @SuppressWarnings("unchecked")
        Select<String> table = byId(view, "ingestion-resync-table", Select.class);
        assertThat(table.getListDataView().getItems()).containsExactly("orders", "order_items");
        table.setValue("order_items");
        assertThat(button(view, "ingestion-resync").isEnabled()).isTrue();

        button(view, "ingestion-resync").click();
        ConfirmDialog confirm = byId(view, "ingestion-resync-confirm", ConfirmDialog.class);
        assertThat(confirm.isOpened()).isTrue();
        assertThat(previewed).containsExactly("order_items");
        assertThat(text(confirm)).as("the ODS table named as the resync names it (schema-prefixed)")
                .contains("stops with a savepoint", "Every row of `lakehouse`.`ods`.`sales_order_items` is deleted",
                        "see those deletes, then the rows inserted again", "restarts without the savepoint",
                        "read again and stored as the same rows, with no change for streaming readers",
                        "`lakehouse`.`ods`.`sales_orders` has 'changelog-producer' = 'input'",
                        "first compacts and switches it to 'changelog-producer' = 'lookup'")
                .doesNotContain("written once more");
        assertThat(calls).as("nothing runs before the confirmation").doesNotContain("resync");
        ComponentUtil.fireEvent(confirm, new ConfirmDialog.ConfirmEvent(confirm, false));

        assertThat(resynced).containsExactly("order_items");
        assertThat(byId(view, "ingestions-message", Paragraph.class).getText())
                .isEqualTo("Ingestion 3 is reading order_items again from its source.");
    }

    @Test
    void aSnapshotIngestionsTablesAreNotResyncedHere() {
        current = new IngestionSummary(5, "shop", "public", List.of("users"), "ods", IngestionMode.SNAPSHOT,
                IngestionState.RUNNING, null, "", null, List.of(), "", "dev", Instant.EPOCH);
        IngestionsView view = new IngestionsView(Fakes.of(IngestionService.class, answers, calls), monitor, health);
        grid(view).select(current);
        assertThat(button(view, "ingestion-resync").isEnabled()).isFalse();
    }

    @Test
    void aResyncWhosePreviewFailsShowsWhyAndOpensNoConfirmation() {
        answers.put("resyncPreview", args -> {
            throw new ServiceException("Freshet could not read the changelog producer of the ODS tables of ingestion 3:"
                    + " down");
        });
        IngestionsView view = new IngestionsView(Fakes.of(IngestionService.class, answers, calls), monitor, health);
        grid(view).select(current);
        button(view, "ingestion-resync").click();
        assertThat(byId(view, "ingestions-message", Paragraph.class).getText()).endsWith("ingestion 3: down");
        assertThat(view.getChildren().filter(ConfirmDialog.class::isInstance)).isEmpty();
        assertThat(calls).doesNotContain("resync");
    }

    @Test
    void aRefusalIsShownAsTheServiceSaysIt() {
        IngestionsView view = new IngestionsView(Fakes.of(IngestionService.class, answers, calls), monitor, health);
        grid(view).select(current);
        button(view, "ingestion-delete").click();
        ConfirmDialog confirm = byId(view, "ingestion-delete-confirm", ConfirmDialog.class);
        assertThat(text(confirm)).contains("replication slots in shop are dropped (s)", "keep their rows");
        assertThat(calls).doesNotContain("delete");
        ComponentUtil.fireEvent(confirm, new ConfirmDialog.ConfirmEvent(confirm, false));
        assertThat(byId(view, "ingestions-message", Paragraph.class).getText())
                .isEqualTo("Ingestion 3 was stopped, but the slot x was not dropped.");
    }

    private static IngestionSummary ingestion(IngestionState state, String jobStatus) {
        return new IngestionSummary(3, "shop", "public", List.of("orders"), "ods", IngestionMode.CDC, state,
                "0123abcdef0123abcdef0123abcdef01", jobStatus, null, List.of("s"), "", "dev", Instant.EPOCH);
    }

    private static String text(ConfirmDialog dialog) {
        return dialog.getElement().getTextRecursively();
    }

    @SuppressWarnings("unchecked")
    private static Grid<IngestionSummary> grid(IngestionsView view) {
        return byId(view, "ingestions", Grid.class);
    }

    private static Button button(IngestionsView view, String id) {
        return byId(view, id, Button.class);
    }
}
