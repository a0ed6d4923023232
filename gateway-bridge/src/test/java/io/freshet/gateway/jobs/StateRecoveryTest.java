package io.freshet.gateway.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The restore path statements are written in one place and recognised exactly. */
class StateRecoveryTest {

    @Test
    void aPlainPathBecomesTheSetStatementAndIsRecognisedAsOwn() {
        String set = StateRecovery.restoreFrom("file:///home/f/checkpoints/0123/chk-7");

        assertThat(set).isEqualTo("SET 'execution.state-recovery.path' = 'file:///home/f/checkpoints/0123/chk-7'");
        assertThat(StateRecovery.isOwn(set)).isTrue();
        assertThat(StateRecovery.isOwn(StateRecovery.RESET)).isTrue();
    }

    @Test
    void aPathThatCouldLeaveTheLiteralIsRefused() {
        assertThatThrownBy(() -> StateRecovery.restoreFrom("file:///x'; DROP TABLE t; --"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(StateRecovery.usable("/with space/chk-1")).isFalse();
        assertThat(StateRecovery.isOwn("SET 'execution.state-recovery.path' = 'x'; DROP TABLE t")).isFalse();
    }
}
