package io.freshet.backend.jobs;

/** A job this instance has claimed and now must run and finish. */
public record ClaimedJob(String key, String kind, String payload, String owner) {
}
