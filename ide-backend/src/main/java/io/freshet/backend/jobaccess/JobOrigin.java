package io.freshet.backend.jobaccess;

/** The Freshet feature whose statement started a Flink job. */
public enum JobOrigin {
    /** A statement run in the editor or the console. */
    RUN,
    /** A partition refresh of a backfill: its owner is the user who started the backfill. */
    BACKFILL,
    /** A statement of a project deployment. */
    DEPLOY
}
