package io.freshet.ui.deploy;

/**
 * Work offered once a deployment's scripts ran: the first refresh of a FULL materialized table, or a backfill of
 * its days.
 *
 * @param detail what it does or did, e.g. "2024-06-01 .. 2024-06-05" or a job id
 */
public record FollowUp(Kind kind, String table, String detail, StepState state, String error) {

    /** Which kind of work. */
    public enum Kind { WAIT_FOR_CONTINUOUS, REFRESH, BACKFILL }
}
