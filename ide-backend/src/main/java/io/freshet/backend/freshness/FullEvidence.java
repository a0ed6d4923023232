package io.freshet.backend.freshness;

import java.time.Instant;

/**
 * What is known about a FULL table's refreshes.
 *
 * @param lastSuccess  when the last successful refresh of its newest partition ended, as far as Flink's job list and
 *                     Freshet's refresh history (a finished scheduled refresh) and the warehouse (a write to the newest
 *                     partition, or any commit of an unpartitioned table) tell; null when none shows one
 * @param failedAt     when a scheduled refresh after {@code lastSuccess} failed, else null
 * @param failure      why it failed, when known, else null
 * @param definedAt    when the table was created or last resumed: its schedule starts there; null when unknown
 * @param jobListProblem why Flink's job list could not be read (only commits count then), else null
 */
public record FullEvidence(Instant lastSuccess, Instant failedAt, String failure, Instant definedAt, String jobListProblem) {
}
