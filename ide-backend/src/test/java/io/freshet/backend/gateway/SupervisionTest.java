package io.freshet.backend.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The embedded Flink's supervision: restarts with a growing wait, a fresh count after a stable run, then giving up. */
class SupervisionTest {

    private static final RestartBackoff BACKOFF = new RestartBackoff(Duration.ofSeconds(1), Duration.ofSeconds(8),
            Duration.ofMinutes(10), 4);
    private static final Instant T0 = Instant.parse("2026-12-06T17:00:00Z");

    @Test
    void aDeathWaitsTheFirstDelayThenARestartCountsWhenReady() {
        Supervision running = Supervision.idle().started(T0);
        Supervision died = running.died(T0.plusSeconds(60), 137, BACKOFF);

        assertThat(died.state()).isEqualTo(SupervisorState.DIED);
        assertThat(died.exitCode()).isEqualTo(137);
        assertThat(died.attempts()).isEqualTo(1);
        assertThat(died.nextAttemptAt()).isEqualTo(T0.plusSeconds(61));

        Supervision back = died.restarting().started(T0.plusSeconds(70));

        assertThat(back.state()).isEqualTo(SupervisorState.RUNNING);
        assertThat(back.restarts()).isEqualTo(1);
        assertThat(back.restartedAt()).isEqualTo(T0.plusSeconds(70));
        assertThat(back.diedAt()).as("kept for the Status page").isEqualTo(T0.plusSeconds(60));
    }

    @Test
    void failedStartsDoubleTheWaitUpToTheCap() {
        Supervision s = Supervision.idle().started(T0).died(T0, 1, BACKOFF);
        s = s.restarting().startFailed(T0.plusSeconds(10), "port in use", BACKOFF);

        assertThat(s.state()).isEqualTo(SupervisorState.DIED);
        assertThat(s.attempts()).isEqualTo(2);
        assertThat(s.nextAttemptAt()).isEqualTo(T0.plusSeconds(12));
        assertThat(s.reason()).isEqualTo("port in use");

        s = s.restarting().startFailed(T0.plusSeconds(20), "again", BACKOFF);
        assertThat(s.nextAttemptAt()).isEqualTo(T0.plusSeconds(24));
    }

    @Test
    void afterTheLastAttemptFreshetGivesUpAndSaysSo() {
        Supervision s = Supervision.idle().started(T0).died(T0, 1, BACKOFF);
        for (int i = 0; i < 3; i++) {
            s = s.restarting().startFailed(T0, "no", BACKOFF);
        }
        assertThat(s.attempts()).isEqualTo(4);

        Supervision gaveUp = s.restarting().startFailed(T0, "still no", BACKOFF);

        assertThat(gaveUp.state()).isEqualTo(SupervisorState.FAILED);
        assertThat(gaveUp.nextAttemptAt()).isNull();
        assertThat(gaveUp.reason()).contains("after 4 attempts in a row").contains("restart Freshet")
                .endsWith("still no");
        for (SupervisorState next : SupervisorState.values()) {
            assertThat(SupervisorState.FAILED.canMoveTo(next)).as("FAILED to %s", next)
                    .isEqualTo(next == SupervisorState.STOPPED);
        }
    }

    @Test
    void deathsInARowWithoutAStableRunCountTowardsGivingUp() {
        Supervision s = Supervision.idle().started(T0);
        Instant at = T0;
        for (int i = 0; i < 4; i++) {
            at = at.plusSeconds(30);
            s = s.died(at, 137, BACKOFF).restarting().started(at.plusSeconds(5));
        }

        Supervision fifth = s.died(at.plusSeconds(30), 137, BACKOFF);

        assertThat(fifth.state()).isEqualTo(SupervisorState.FAILED);
        assertThat(fifth.restarts()).isEqualTo(4);
    }

    @Test
    void aRunAsLongAsTheStablePeriodStartsTheCountOver() {
        Supervision s = Supervision.idle().started(T0).died(T0, 1, BACKOFF).restarting()
                .startFailed(T0, "no", BACKOFF).restarting().started(T0.plusSeconds(5));
        assertThat(s.attempts()).isEqualTo(2);

        Supervision died = s.died(T0.plusSeconds(5).plus(Duration.ofMinutes(10)), 137, BACKOFF);

        assertThat(died.attempts()).isEqualTo(1);
        assertThat(died.nextAttemptAt()).isEqualTo(died.diedAt().plusSeconds(1));
    }

    @Test
    void onlyDeclaredMovesAreTaken() {
        assertThatThrownBy(() -> Supervision.idle().died(T0, 1, BACKOFF)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("IDLE to DIED");
        assertThatThrownBy(() -> Supervision.idle().started(T0).restarting())
                .isInstanceOf(IllegalStateException.class);
        Supervision stopped = Supervision.idle().started(T0).stopped();
        assertThatThrownBy(stopped::restarting).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void theBackoffDoublesFromTheFirstDelayAndStaysAtTheCap() {
        assertThat(RestartBackoff.DEFAULT.delay(1)).isEqualTo(Duration.ofSeconds(1));
        assertThat(RestartBackoff.DEFAULT.delay(2)).isEqualTo(Duration.ofSeconds(2));
        assertThat(RestartBackoff.DEFAULT.delay(6)).isEqualTo(Duration.ofSeconds(32));
        assertThat(RestartBackoff.DEFAULT.delay(7)).isEqualTo(Duration.ofSeconds(60));
        assertThat(RestartBackoff.DEFAULT.delay(10)).isEqualTo(Duration.ofSeconds(60));
        assertThatThrownBy(() -> RestartBackoff.DEFAULT.delay(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
