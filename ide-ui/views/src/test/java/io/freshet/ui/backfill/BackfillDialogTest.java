package io.freshet.ui.backfill;

import static io.freshet.ui.testing.Components.byId;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.datepicker.DatePicker;
import com.vaadin.flow.component.datetimepicker.DateTimePicker;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.testing.UiExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The backfill dialog against a fake backfill service, without a browser. */
class BackfillDialogTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final FakeBackfills backfills = new FakeBackfills();

    @Test
    void withNothingBackfillableTheDialogExplainsWhatIsNeededAndOffersNoAction() {
        BackfillDialog dialog = new BackfillDialog(backfills, null);

        assertThat(text(dialog, "backfill-explanation")).contains("No materialized table can be backfilled");
        assertThat(byId(dialog, "backfill-preview", Button.class).isEnabled()).isFalse();
        assertThat(byId(dialog, "backfill-submit", Button.class).isEnabled()).isFalse();
    }

    @Test
    void aTableThatCannotBeBackfilledShowsTheServicesExplanation() {
        backfills.tables.add("dws.user_summary");
        backfills.target = new BackfillTarget("dws.user_summary", false, null, List.of(), Map.of(),
                "A CONTINUOUS table keeps up by itself: nothing to backfill.");

        BackfillDialog dialog = new BackfillDialog(backfills, "dws.user_summary");

        assertThat(text(dialog, "backfill-explanation"))
                .isEqualTo("A CONTINUOUS table keeps up by itself: nothing to backfill.");
        assertThat(byId(dialog, "backfill-preview", Button.class).isEnabled()).isFalse();
        assertThat(byId(dialog, "backfill-cascade", Checkbox.class).isEnabled()).isFalse();
    }

    @Test
    void aDailyTableGetsDayPickersAndItsPartitionFormatters() {
        BackfillDialog dialog = new BackfillDialog(backfills, daily());

        assertThat(text(dialog, "backfill-explanation")).isEqualTo("Daily partitions: ds as yyyy-MM-dd");
        assertThat(byId(dialog, "backfill-from", DatePicker.class).isVisible()).isTrue();
        assertThat(byId(dialog, "backfill-from-hour", DateTimePicker.class).isVisible()).isFalse();
        assertThat(byId(dialog, "backfill-submit", Button.class).isEnabled()).isTrue();
    }

    @Test
    void anHourlyTableGetsDateAndHourPickers() {
        backfills.tables.add("dws.item_gmv_hourly");
        backfills.target = new BackfillTarget("dws.item_gmv_hourly", true, Granularity.HOURLY, List.of("ds", "hh"),
                Map.of("ds", "yyyy-MM-dd", "hh", "HH"), "");

        BackfillDialog dialog = new BackfillDialog(backfills, "dws.item_gmv_hourly");

        assertThat(text(dialog, "backfill-explanation")).isEqualTo("Hourly partitions: ds as yyyy-MM-dd, hh as HH");
        assertThat(byId(dialog, "backfill-from-hour", DateTimePicker.class).isVisible()).isTrue();
        assertThat(byId(dialog, "backfill-from", DatePicker.class).isVisible()).isFalse();
    }

    @Test
    @SuppressWarnings("unchecked")
    void previewShowsEveryRefreshAndAChangedChoiceClearsIt() {
        BackfillDialog dialog = new BackfillDialog(backfills, daily());
        byId(dialog, "backfill-cascade", Checkbox.class).setValue(true);

        byId(dialog, "backfill-preview", Button.class).click();

        assertThat(backfills.previewed).extracting(BackfillRequest::table, BackfillRequest::cascade)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("dws.category_gmv_daily", true));
        Grid<PlannedRefresh> plan = byId(dialog, "backfill-plan", Grid.class);
        assertThat(plan.isVisible()).isTrue();
        assertThat(plan.getGenericDataView().getItems()).hasSize(2);
        assertThat(text(dialog, "backfill-message")).isEqualTo("2 refreshes");
        assertThat(byId(dialog, "backfill-notes", Span.class).getText()).isEqualTo("dws.user_summary is continuous.");

        byId(dialog, "backfill-cascade", Checkbox.class).setValue(false);

        assertThat(plan.isVisible()).isFalse();
        assertThat(text(dialog, "backfill-message")).isEmpty();
    }

    @Test
    void aRefusedStartKeepsTheDialogOpenWithTheReasonAndTellsNoListener() {
        BackfillDialog dialog = new BackfillDialog(backfills, daily());
        List<BackfillSummary> started = new ArrayList<>();
        dialog.addStartedListener(started::add);
        backfills.refusal = new ServiceException("A backfill of this table is already running.");

        byId(dialog, "backfill-submit", Button.class).click();

        assertThat(text(dialog, "backfill-message")).isEqualTo("A backfill of this table is already running.");
        assertThat(started).isEmpty();
    }

    @Test
    void aStartedBackfillIsHandedToTheListeners() {
        BackfillDialog dialog = new BackfillDialog(backfills, daily());
        List<BackfillSummary> started = new ArrayList<>();
        dialog.addStartedListener(started::add);

        byId(dialog, "backfill-submit", Button.class).click();

        assertThat(started).containsExactly(backfills.summary);
        assertThat(backfills.startedWith).extracting(BackfillRequest::table).containsExactly("dws.category_gmv_daily");
    }

    @Test
    @SuppressWarnings("unchecked")
    void withoutAGivenTableTheChoicesAreTheBackfillableTables() {
        backfills.tables.addAll(List.of("dws.category_gmv_daily", "dws.top_items_daily"));

        BackfillDialog dialog = new BackfillDialog(backfills, null);

        ComboBox<String> table = byId(dialog, "backfill-table", ComboBox.class);
        assertThat(table.getListDataView().getItems()).containsExactly("dws.category_gmv_daily", "dws.top_items_daily");
        assertThat(text(dialog, "backfill-explanation")).isEqualTo("Choose a table.");
    }

    private String daily() {
        backfills.tables.add("dws.category_gmv_daily");
        backfills.target = new BackfillTarget("dws.category_gmv_daily", true, Granularity.DAILY, List.of("ds"),
                Map.of("ds", "yyyy-MM-dd"), "");
        return "dws.category_gmv_daily";
    }

    private static String text(BackfillDialog dialog, String id) {
        return byId(dialog, id, Paragraph.class).getText();
    }

    /** Answers from fields; records what the dialog asked for. */
    private static final class FakeBackfills implements BackfillService {
        final List<String> tables = new ArrayList<>();
        final List<BackfillRequest> previewed = new ArrayList<>();
        final List<BackfillRequest> startedWith = new ArrayList<>();
        BackfillTarget target;
        ServiceException refusal;
        final BackfillSummary summary = new BackfillSummary(7, "dws.category_gmv_daily", Granularity.DAILY,
                "2024-06-01", "2024-06-02", false, "analyst", Instant.EPOCH, null, BackfillState.PENDING,
                2, 0, 0, 0, 0, "");

        @Override
        public List<String> backfillableTables() {
            return tables;
        }

        @Override
        public BackfillTarget inspect(String table) {
            return target;
        }

        @Override
        public BackfillPreview preview(BackfillRequest request) {
            previewed.add(request);
            return new BackfillPreview(request.table(), Granularity.DAILY, List.of(
                    new PlannedRefresh(0, request.table(), "ds=2024-06-01", "ALTER MATERIALIZED TABLE ... REFRESH"),
                    new PlannedRefresh(1, "dws.top_items_daily", "ds=2024-06-01", "ALTER MATERIALIZED TABLE ... REFRESH")),
                    List.of("dws.user_summary is continuous."));
        }

        @Override
        public BackfillSummary start(BackfillRequest request) {
            if (refusal != null) {
                throw refusal;
            }
            startedWith.add(request);
            return summary;
        }

        @Override
        public BackfillSummary cancel(long backfillId) {
            throw new UnsupportedOperationException();
        }

        @Override
        public BackfillSummary retry(long backfillId) {
            throw new UnsupportedOperationException();
        }

        @Override
        public List<BackfillSummary> history(int limit) {
            return List.of();
        }

        @Override
        public BackfillDetail detail(long backfillId) {
            throw new UnsupportedOperationException();
        }
    }
}
