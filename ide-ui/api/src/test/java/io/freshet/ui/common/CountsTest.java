package io.freshet.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Counts: the noun's number follows the count, with the plural given where an s is not it. */
class CountsTest {

    @Test
    void oneIsSingularEveryOtherCountPlural() {
        assertThat(Counts.of(1, "table")).isEqualTo("1 table");
        assertThat(Counts.of(0, "table")).isEqualTo("0 tables");
        assertThat(Counts.of(2, "changed table")).isEqualTo("2 changed tables");
    }

    @Test
    void aNounWhosePluralIsNotAnSTakesItsOwn() {
        assertThat(Counts.of(1, "refresh", "refreshes")).isEqualTo("1 refresh");
        assertThat(Counts.of(3, "refresh", "refreshes")).isEqualTo("3 refreshes");
    }
}
