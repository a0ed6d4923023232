package io.freshet.analysis.quoting;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Quoting without Flink: lists, refusals, and quoted names read back; sql-analysis checks it against Flink's own. */
class SqlQuotingTest {

    @Test
    void identifierListsAreCommaSeparated() {
        assertThat(SqlQuoting.identifierList(List.of("ds", "a`b"))).isEqualTo("`ds`, `a``b`");
        assertThat(SqlQuoting.identifierList(List.of())).isEmpty();
    }

    @Test
    void nullsAndEmptyNamesAreRefused() {
        assertThatThrownBy(() -> SqlQuoting.identifier(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> SqlQuoting.literal(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> SqlQuoting.qualified(List.of())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aQuotedQualifiedNameReadsBackAsItsParts() {
        String written = SqlQuoting.qualified("lake", "d.b", "a`b");
        assertThat(SqlQuoting.parseQualified(written)).contains(List.of("lake", "d.b", "a`b"));
        assertThat(SqlQuoting.parseQualified("`one`")).contains(List.of("one"));
        assertThat(SqlQuoting.parseQualified("`lake`.db.`t`")).isEmpty();
        assertThat(SqlQuoting.parseQualified("`lake`.`db`.")).isEmpty();
        assertThat(SqlQuoting.parseQualified("`lake` .`db`")).isEmpty();
        assertThat(SqlQuoting.parseQualified("")).isEmpty();
        assertThat(SqlQuoting.unescapeBackticks("a``b")).isEqualTo("a`b");
    }
}
