/**
 * Background work claimed through the database: a claim is one conditional UPDATE, so exactly one instance runs a job;
 * leases are renewed while it runs and reclaimed when an instance died ({@code JobQueue}, {@code JobWorker},
 * {@code JobState}). It must not know what a job does: each kind is a {@code JobHandler} bean of its feature
 * (backfills).
 */
package io.freshet.backend.jobs;
