package io.freshet.ui.catalog;

import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.IntegerField;
import io.freshet.ui.backfill.BackfillRequest;
import io.freshet.ui.backfill.BackfillService;
import io.freshet.ui.backfill.BackfillSummary;
import io.freshet.ui.backfill.BackfillTarget;
import io.freshet.ui.backfill.Granularity;
import io.freshet.ui.common.ServiceException;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/** The optional "then backfill the last N partitions" choice next to the freshness slider. */
class BackfillAfterChange extends HorizontalLayout {

    private final Checkbox enabled = new Checkbox("Then backfill the last");
    private final IntegerField count = new IntegerField();

    BackfillAfterChange() {
        enabled.setId("freshness-backfill");
        count.setId("freshness-backfill-count");
        count.setMin(1);
        count.setMax(366);
        count.setValue(3);
        count.setStepButtonsVisible(true);
        count.setSuffixComponent(new Span("partitions"));
        count.setWidth("11em");
        setAlignItems(Alignment.BASELINE);
        add(enabled, count);
    }

    /**
     * Starts the backfill when it was chosen and the re-created table allows one; the table must be
     * re-created first because a backfill refreshes the new definition.
     *
     * @return the started backfill, or empty when none was chosen
     * @throws ServiceException when the table cannot be backfilled (with the reason)
     */
    Optional<BackfillSummary> startIfChosen(BackfillService backfills, TableRef ref) {
        if (!enabled.getValue()) {
            return Optional.empty();
        }
        String table = ref.database() + "." + ref.table();
        BackfillTarget target = backfills.inspect(table);
        if (!target.backfillable()) {
            throw new ServiceException("The freshness was changed, but no backfill started: "
                    + target.explanation());
        }
        int partitions = count.getValue() == null ? 1 : Math.max(1, count.getValue());
        ChronoUnit unit = target.granularity() == Granularity.HOURLY ? ChronoUnit.HOURS : ChronoUnit.DAYS;
        LocalDateTime to = LocalDateTime.now().truncatedTo(unit);
        return Optional.of(backfills.start(new BackfillRequest(table, to.minus(partitions - 1L, unit), to, false)));
    }
}
