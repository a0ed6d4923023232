package io.freshet.backend.jobs;

/** Runs one kind of background job (backfills, later); a bean per kind. */
public interface JobHandler {

    /** The {@code job.kind} this handler runs. */
    String kind();

    void run(ClaimedJob job) throws Exception;
}
