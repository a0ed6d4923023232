package io.freshet.backend.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.ui.common.ServiceException;
import org.junit.jupiter.api.Test;

/** Freshet writes SET/RESET itself, so hostile keys and values must not become SQL. */
class SessionSettingSqlTest {

    @Test
    void keysAndValuesAreQuotedLiterals() {
        assertThat(SessionSettingSql.set("execution.runtime-mode", "batch"))
                .isEqualTo("SET 'execution.runtime-mode' = 'batch'");
        assertThat(SessionSettingSql.set("pipeline.name", "it's; DROP TABLE x"))
                .isEqualTo("SET 'pipeline.name' = 'it''s; DROP TABLE x'");
        assertThat(SessionSettingSql.reset(" table.exec.state.ttl ")).isEqualTo("RESET 'table.exec.state.ttl'");
    }

    @Test
    void hostileKeysAndMultiLineValuesAreRefusedWithAMessage() {
        for (String key : new String[] {"a'; DROP TABLE t; --", "`x`", "a b", "", "k;"}) {
            assertThatThrownBy(() -> SessionSettingSql.set(key, "1")).isInstanceOf(ServiceException.class)
                    .hasMessageContaining("not an option name");
        }
        assertThatThrownBy(() -> SessionSettingSql.set("k", "a\nb")).isInstanceOf(ServiceException.class);
        assertThatThrownBy(() -> SessionSettingSql.reset(null)).isInstanceOf(ServiceException.class);
    }
}
