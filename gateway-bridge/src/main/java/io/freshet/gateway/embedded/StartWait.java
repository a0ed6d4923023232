package io.freshet.gateway.embedded;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewayClient;

import java.time.Duration;

/** Waits for a just-spawned child's gateway to answer, and says how the start ended when it does not. */
final class StartWait {

    /** How a wait ended when the gateway never answered. */
    enum Failure {
        /** The child ended because a port picked for it was taken by someone else before it could bind. */
        PORT_TAKEN,
        /** Any other reason: the child ended, did not answer in time, or the wait was interrupted. */
        OTHER
    }

    /** A failed start: the user's error and whether starting again with other free ports may help. */
    static final class StartFailed extends RuntimeException {

        private final transient GatewayException error;
        private final Failure failure;

        StartFailed(GatewayException error, Failure failure) {
            super(error.getMessage(), null, false, false);
            this.error = error;
            this.failure = failure;
        }

        GatewayException error() {
            return error;
        }

        Failure failure() {
            return failure;
        }
    }

    private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(2);
    private static final long PROBE_INTERVAL_MILLIS = 200;

    private StartWait() {
    }

    /** Returns once the gateway answers; else throws {@link StartFailed} with the child already stopped. */
    static void awaitReady(EmbeddedFlink flink, Duration timeout) {
        GatewayClient probe = new GatewayClient(flink.gatewayEndpoint(), PROBE_TIMEOUT, PROBE_TIMEOUT);
        EmbeddedFlinkLayout layout = flink.layout();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            if (!flink.isAlive()) {
                String details = LogTail.startFailureDetails(layout);
                flink.close();
                throw new StartFailed(new GatewayException(GatewayException.Kind.EMBEDDED_START, "The embedded Flink"
                        + " stopped while starting (exit code " + flink.exitCode().orElse(-1) + "). See the log: "
                        + layout.logFile(), details, null), portTaken(details) ? Failure.PORT_TAKEN : Failure.OTHER);
            }
            if (answers(probe)) {
                verifyLocked(flink);
                return;
            }
            if (System.nanoTime() > deadline) {
                flink.close();
                throw new StartFailed(new GatewayException(GatewayException.Kind.EMBEDDED_START, "The embedded Flink"
                        + " did not start within " + timeout.toSeconds() + " s. See the log: " + layout.logFile(),
                        LogTail.startFailureDetails(layout), null), Failure.OTHER);
            }
            sleepBeforeNextProbe(flink);
        }
    }

    /**
     * Whether the child's log says a listening socket could not be bound. Free ports are picked before the child
     * starts and bound by it seconds later; another program may take one in between.
     */
    static boolean portTaken(String details) {
        return details.contains("java.net.BindException") || details.contains("Address already in use");
    }

    private static boolean answers(GatewayClient probe) {
        try {
            probe.info();
            return true;
        } catch (GatewayException notYet) {
            // the gateway port opens only after the MiniCluster is up
            return false;
        }
    }

    private static void verifyLocked(EmbeddedFlink flink) {
        try {
            RestLockCheck.verify(flink.gatewayUri(), flink.flinkWebUri());
        } catch (GatewayException open) {
            flink.close();
            throw new StartFailed(open, Failure.OTHER);
        }
    }

    private static void sleepBeforeNextProbe(EmbeddedFlink flink) {
        try {
            Thread.sleep(PROBE_INTERVAL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            flink.close();
            throw new StartFailed(StartChecks.startError("Interrupted while waiting for the embedded Flink to start."),
                    Failure.OTHER);
        }
    }
}
