package io.freshet.backend.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.ui.deploy.DeployState;
import java.util.EnumSet;
import org.junit.jupiter.api.Test;

/** The deployment lifecycle allows exactly the documented moves. */
class DeployStateTest {

    @Test
    void aDeploymentRunsItsScriptsThenItsFollowUps() {
        DeployState state = DeployState.RUNNING.moveTo(DeployState.SCRIPTS_DONE);
        state = state.moveTo(DeployState.FOLLOWING_UP).moveTo(DeployState.DONE);
        assertThat(state.isFinal()).isTrue();
        assertThat(DeployState.SCRIPTS_DONE.canMoveTo(DeployState.DONE)).as("follow-ups declined").isTrue();
    }

    @Test
    void aFailureOrAStopEndsItAndNothingLeavesAnEnd() {
        assertThat(DeployState.RUNNING.canMoveTo(DeployState.FAILED)).isTrue();
        assertThat(DeployState.RUNNING.canMoveTo(DeployState.CANCELLED)).isTrue();
        assertThat(DeployState.FOLLOWING_UP.canMoveTo(DeployState.CANCELLED)).isTrue();
        for (DeployState end : EnumSet.of(DeployState.DONE, DeployState.FAILED, DeployState.CANCELLED)) {
            assertThat(end.isFinal()).isTrue();
            for (DeployState next : DeployState.values()) {
                assertThat(end.canMoveTo(next)).as(end + " -> " + next).isFalse();
            }
        }
    }

    @Test
    void skippingAheadIsRefusedWithBothStatesNamed() {
        assertThat(DeployState.RUNNING.canMoveTo(DeployState.DONE)).as("scripts not done").isFalse();
        assertThat(DeployState.RUNNING.canMoveTo(DeployState.FOLLOWING_UP)).isFalse();
        assertThat(DeployState.SCRIPTS_DONE.canMoveTo(DeployState.FAILED)).isFalse();
        assertThatThrownBy(() -> DeployState.SCRIPTS_DONE.moveTo(DeployState.RUNNING))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("SCRIPTS_DONE")
                .hasMessageContaining("RUNNING");
    }
}
