package io.freshet.backend.gateway;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * Where the supervision of the embedded Flink stands, as one immutable value; every change is a move of its
 * {@link SupervisorState}.
 *
 * @param restarts      successful restarts since Freshet started
 * @param attempts      restart attempts since the child last ran for the backoff's stable period
 * @param runningSince  when the current child became ready, else null
 * @param diedAt        when a child last died, else null
 * @param exitCode      that child's exit code (137 after {@code kill -9}), else null
 * @param restartedAt   when the latest restart became ready, else null
 * @param nextAttemptAt when the next restart starts while DIED, else null
 * @param reason        why the latest attempt failed or why Freshet gave up, else empty
 */
public record Supervision(SupervisorState state, int restarts, int attempts, Instant runningSince, Instant diedAt,
                          Integer exitCode, Instant restartedAt, Instant nextAttemptAt, String reason) {

    public Supervision {
        Objects.requireNonNull(state, "state");
        reason = reason == null ? "" : reason;
    }

    public static Supervision idle() {
        return new Supervision(SupervisorState.IDLE, 0, 0, null, null, null, null, null, "");
    }

    /** A child became ready: the first start, or a restart. */
    public Supervision started(Instant now) {
        boolean restart = state == SupervisorState.RESTARTING;
        return move(SupervisorState.RUNNING, restart ? restarts + 1 : restarts, attempts, now, diedAt, exitCode,
                restart ? now : restartedAt, null, "");
    }

    /** The child ended without Freshet asking: a restart is due after the backoff, unless the attempts are used up. */
    public Supervision died(Instant now, int code, RestartBackoff backoff) {
        boolean stableBefore = runningSince != null
                && Duration.between(runningSince, now).compareTo(backoff.stable()) >= 0;
        int attempt = (stableBefore ? 0 : attempts) + 1;
        if (attempt > backoff.maxAttempts()) {
            return move(SupervisorState.FAILED, restarts, attempts, null, now, code, restartedAt, null,
                    gaveUp(backoff));
        }
        return move(SupervisorState.DIED, restarts, attempt, null, now, code, restartedAt,
                now.plus(backoff.delay(attempt)), "");
    }

    /** The due restart begins. */
    public Supervision restarting() {
        return move(SupervisorState.RESTARTING, restarts, attempts, null, diedAt, exitCode, restartedAt, null, reason);
    }

    /** A restart did not become ready: the next one after the backoff, or none when the attempts are used up. */
    public Supervision startFailed(Instant now, String why, RestartBackoff backoff) {
        if (attempts >= backoff.maxAttempts()) {
            return move(SupervisorState.FAILED, restarts, attempts, null, diedAt, exitCode, restartedAt, null,
                    gaveUp(backoff) + " The last attempt failed: " + why);
        }
        int attempt = attempts + 1;
        return move(SupervisorState.DIED, restarts, attempt, null, diedAt, exitCode, restartedAt,
                now.plus(backoff.delay(attempt)), why);
    }

    public Supervision stopped() {
        return move(SupervisorState.STOPPED, restarts, attempts, null, diedAt, exitCode, restartedAt, null, reason);
    }

    private static String gaveUp(RestartBackoff backoff) {
        return "Freshet stopped restarting the embedded Flink after " + backoff.maxAttempts()
                + " attempts in a row; see its log, then restart Freshet.";
    }

    private Supervision move(SupervisorState next, int newRestarts, int newAttempts, Instant newRunningSince,
                             Instant newDiedAt, Integer newExitCode, Instant newRestartedAt, Instant newNextAttemptAt,
                             String newReason) {
        if (!state.canMoveTo(next)) {
            throw new IllegalStateException("The embedded Flink's supervision cannot move from " + state + " to "
                    + next);
        }
        return new Supervision(next, newRestarts, newAttempts, newRunningSince, newDiedAt, newExitCode,
                newRestartedAt, newNextAttemptAt, newReason);
    }
}
