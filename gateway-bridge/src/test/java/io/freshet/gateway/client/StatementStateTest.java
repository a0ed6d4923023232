package io.freshet.gateway.client;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The statement lifecycle graph. */
class StatementStateTest {

    @Test
    void normalLifecycle() {
        StatementState state = StatementState.SUBMITTED.moveTo(StatementState.FETCHING)
                .moveTo(StatementState.FINISHED).moveTo(StatementState.CLOSED);

        assertThat(state).isEqualTo(StatementState.CLOSED);
    }

    @Test
    void endStatesOnlyClose() {
        for (StatementState end : new StatementState[] {StatementState.FINISHED, StatementState.FAILED,
                StatementState.CANCELLED}) {
            assertThat(end.isActive()).isFalse();
            assertThat(end.canMoveTo(StatementState.CLOSED)).isTrue();
            assertThat(end.canMoveTo(StatementState.FETCHING)).isFalse();
        }
    }

    @Test
    void closedIsFinal() {
        for (StatementState next : StatementState.values()) {
            assertThat(StatementState.CLOSED.canMoveTo(next)).isFalse();
        }
        assertThatThrownBy(() -> StatementState.CLOSED.moveTo(StatementState.FETCHING))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("CLOSED to FETCHING");
    }

    @Test
    void cannotFinishWithoutFetching() {
        assertThat(StatementState.SUBMITTED.canMoveTo(StatementState.FINISHED)).isFalse();
    }

    @Test
    void changeKindsUseFlinkNotation() {
        assertThat(new ResultRow("UPDATE_BEFORE", java.util.List.of()).changeKind().shortString()).isEqualTo("-U");
        assertThat(ChangeKind.fromGateway("DELETE")).isEqualTo(ChangeKind.DELETE);
        assertThat(ChangeKind.fromGateway(null)).isEqualTo(ChangeKind.INSERT);
    }
}
