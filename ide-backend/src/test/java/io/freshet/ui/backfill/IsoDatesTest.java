package io.freshet.ui.backfill;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.datepicker.DatePicker;
import org.junit.jupiter.api.Test;

/** The backfill date pickers speak the partitions' own date format, with a complete calendar. */
class IsoDatesTest {

    @Test
    void datesAreReadAndShownAsIsoWithEnglishNamesStartingOnSunday() {
        DatePicker.DatePickerI18n i18n = IsoDates.i18n();
        assertThat(i18n.getDateFormats()).containsExactly("yyyy-MM-dd");
        assertThat(i18n.getMonthNames()).hasSize(12).startsWith("January").endsWith("December");
        assertThat(i18n.getWeekdays()).hasSize(7).startsWith("Sunday");
        assertThat(i18n.getWeekdaysShort()).hasSize(7).startsWith("Sun");
    }
}
