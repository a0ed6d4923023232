package io.freshet.backend.gateway;

/** Told when the embedded Flink died unasked and when a restart of it is ready; called on the supervisor's thread. */
public interface FlinkLifecycleListener {

    /** The child ended without Freshet asking: its jobs and in-memory schedules are gone. */
    default void died(Supervision supervision) {
    }

    /** A restarted child is ready, and the gateway connection with it. */
    default void restarted(Supervision supervision) {
    }
}
