/**
 * The typed client of Flink's own REST API (the JobManager's, not the gateway's): the job list, a job's checkpoint
 * statistics, failure, metrics and execution configuration, cancelling a job, and what a refresh job's name says
 * ({@code RefreshJobName}). It reads and cancels jobs only: it must not submit statements (the {@code client} does) nor
 * decide what a job's state means for a table (the backend's freshness and health do).
 */
package io.freshet.gateway.flink;
