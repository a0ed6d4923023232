package io.freshet.ui.backfill;

import com.vaadin.flow.component.datepicker.DatePicker;
import com.vaadin.flow.component.datetimepicker.DateTimePicker;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.Locale;

/**
 * The first and last partition of a range: date pickers for a daily table, date and hour for an hourly one, all
 * reading and showing ISO dates ({@code yyyy-MM-dd}).
 */
class RangeFields extends HorizontalLayout {

    private final DatePicker fromDay = new DatePicker("First day");
    private final DatePicker toDay = new DatePicker("Last day");
    private final DateTimePicker fromHour = new DateTimePicker("First hour");
    private final DateTimePicker toHour = new DateTimePicker("Last hour");
    private Granularity granularity = Granularity.DAILY;

    RangeFields() {
        fromDay.setId("backfill-from");
        toDay.setId("backfill-to");
        fromHour.setId("backfill-from-hour");
        toHour.setId("backfill-to-hour");
        for (DateTimePicker hour : new DateTimePicker[] {fromHour, toHour}) {
            hour.setStep(Duration.ofHours(1));
            // 24-hour times; the date part as partitions name days
            hour.setLocale(Locale.UK);
            hour.setDatePickerI18n(IsoDates.i18n());
            hour.setDatePlaceholder(IsoDates.FORMAT);
            hour.setHelperText(IsoDates.FORMAT + " and hour");
        }
        // empty at every opening: typed text never lands after an old value
        IsoDates.apply(fromDay);
        IsoDates.apply(toDay);
        add(fromDay, toDay, fromHour, toHour);
        show(Granularity.DAILY);
    }

    void show(Granularity shown) {
        granularity = shown == null ? Granularity.DAILY : shown;
        boolean hourly = granularity == Granularity.HOURLY;
        fromDay.setVisible(!hourly);
        toDay.setVisible(!hourly);
        fromHour.setVisible(hourly);
        toHour.setVisible(hourly);
    }

    /** Null when not chosen: the service explains what is missing. */
    LocalDateTime from() {
        return granularity == Granularity.HOURLY ? fromHour.getValue()
                : fromDay.getValue() == null ? null : fromDay.getValue().atStartOfDay();
    }

    LocalDateTime to() {
        return granularity == Granularity.HOURLY ? toHour.getValue()
                : toDay.getValue() == null ? null : toDay.getValue().atStartOfDay();
    }

    void addChangeListener(Runnable listener) {
        fromDay.addValueChangeListener(e -> listener.run());
        toDay.addValueChangeListener(e -> listener.run());
        fromHour.addValueChangeListener(e -> listener.run());
        toHour.addValueChangeListener(e -> listener.run());
    }
}
