package io.freshet.backend.gateway;

import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** The supervision of the embedded Flink in words, for the Status page and the gateway's state message. */
public final class SupervisionWords {

    private SupervisionWords() {
    }

    /** While the child is dead: when it died, how, and what Freshet does about it. */
    public static String died(Supervision s) {
        String death = "The embedded Flink died at " + time(s.diedAt())
                + (s.exitCode() == null ? "" : " (exit code " + s.exitCode() + ")");
        return switch (s.state()) {
            case DIED -> death + "; Freshet restarts it at " + time(s.nextAttemptAt()) + " (attempt " + s.attempts()
                    + ")" + (s.reason().isEmpty() ? "" : ". The previous attempt failed: " + s.reason());
            case RESTARTING -> death + "; Freshet is restarting it (attempt " + s.attempts() + ")";
            case FAILED -> death + ". " + s.reason();
            default -> death;
        };
    }

    /** After restarts, e.g. "Restarted 2 times after it died, last at ...; empty when it never died. */
    public static String restarts(Supervision s) {
        if (s.restarts() == 0) {
            return "";
        }
        return "Restarted " + s.restarts() + (s.restarts() == 1 ? " time" : " times") + " after it died, last at "
                + time(s.restartedAt()) + " (it died at " + time(s.diedAt())
                + (s.exitCode() == null ? "" : " with exit code " + s.exitCode()) + ")";
    }

    private static String time(Instant at) {
        return at == null ? "?" : at.truncatedTo(ChronoUnit.SECONDS) + "";
    }
}
