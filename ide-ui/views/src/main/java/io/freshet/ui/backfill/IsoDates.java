package io.freshet.ui.backfill;

import com.vaadin.flow.component.datepicker.DatePicker;
import java.text.DateFormatSymbols;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** Date pickers that read and write dates as partitions name them, {@code yyyy-MM-dd}, whatever the browser's locale. */
final class IsoDates {

    static final String FORMAT = "yyyy-MM-dd";

    private IsoDates() {
    }

    /** Every field set, not only the format: a partial i18n object would blank the calendar's names. */
    static DatePicker.DatePickerI18n i18n() {
        DateFormatSymbols symbols = DateFormatSymbols.getInstance(Locale.ENGLISH);
        return new DatePicker.DatePickerI18n()
                .setDateFormat(FORMAT)
                .setMonthNames(List.of(symbols.getMonths()).subList(0, 12))
                .setWeekdays(Arrays.asList(symbols.getWeekdays()).subList(1, 8))
                .setWeekdaysShort(Arrays.asList(symbols.getShortWeekdays()).subList(1, 8))
                .setFirstDayOfWeek(1)
                .setToday("Today")
                .setCancel("Cancel");
    }

    static void apply(DatePicker picker) {
        picker.setI18n(i18n());
        picker.setPlaceholder(FORMAT);
        picker.setHelperText(FORMAT);
    }
}
