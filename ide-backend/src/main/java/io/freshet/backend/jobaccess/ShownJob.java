package io.freshet.backend.jobaccess;

/**
 * One row of the job list a user is shown: Flink's columns, with the name a materialized table's job is known by.
 *
 * @param startTime Flink's text, or null when the listing had none
 */
public record ShownJob(String id, String name, String status, String startTime) {
}
