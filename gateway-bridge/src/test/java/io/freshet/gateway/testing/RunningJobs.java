package io.freshet.gateway.testing;

import io.freshet.gateway.flink.FlinkJob;
import io.freshet.gateway.flink.FlinkRestClient;

import java.time.Duration;
import java.util.List;

/**
 * Leaves a Flink shared by test classes as a class found it: no job running (a class's continuous materialized tables,
 * a streaming query it left open), so the next class finds the task slots free and no job competing for the cores.
 */
public final class RunningJobs {

    private RunningJobs() {
    }

    /** Cancels every job not yet ended and waits until all of them have; returns how many it cancelled. */
    public static int cancelAll(FlinkRestClient flink, Duration wait) {
        List<String> running = flink.jobs().stream().filter(job -> !job.state().ended()).map(FlinkJob::id).toList();
        running.forEach(flink::cancel);
        Poll.await(wait, () -> flink.jobs().stream().filter(job -> !job.state().ended()).toList(), List::isEmpty,
                "every job on the shared Flink to end");
        return running.size();
    }
}
