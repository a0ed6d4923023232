package io.freshet.ui.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class IngestionStateTest {

    @Test
    void aJobThatShouldRunMovesBetweenRunningRestartingAndFailingAndCanAlwaysBeStopped() {
        for (IngestionState active : new IngestionState[] {IngestionState.RUNNING, IngestionState.RESTARTING,
                IngestionState.FAILING}) {
            assertThat(active.active()).isTrue();
            assertThat(active.canMoveTo(IngestionState.STOPPING)).isTrue();
            assertThat(active.canMoveTo(IngestionState.DELETED)).isTrue();
            assertThat(active.canMoveTo(IngestionState.CREATING)).as("a restart needs a stop first").isFalse();
        }
        assertThat(IngestionState.RUNNING.canMoveTo(IngestionState.RESTARTING)).isTrue();
        assertThat(IngestionState.RESTARTING.canMoveTo(IngestionState.FAILING)).isTrue();
        assertThat(IngestionState.FAILING.canMoveTo(IngestionState.RUNNING)).isTrue();
        assertThat(IngestionState.STOPPED.canMoveTo(IngestionState.FAILING)).isFalse();
        assertThat(IngestionState.STOPPED.active()).isFalse();
    }
}
