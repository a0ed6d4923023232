package io.freshet.backend.freshness;

import io.freshet.gateway.flink.FlinkRestClient;

/** Told about each read of Flink's job list, on the monitor's thread (so it must not take long). */
public interface JobsListener {

    /** @param client the client that read it, for a follow-up question about a job */
    void jobsRead(FlinkJobsView view, FlinkRestClient client);
}
