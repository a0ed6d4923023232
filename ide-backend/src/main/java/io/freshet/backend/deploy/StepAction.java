package io.freshet.backend.deploy;

/** What a deployment does with one statement. */
enum StepAction {
    /** Run it. */
    RUN,
    /** Drop the live table, then run the statement (a changed table the user chose to re-create). */
    DROP_THEN_RUN,
    /** Do not run it: the live table matches, or the data it loads went into tables that were there already. */
    UP_TO_DATE,
    /** Do not run it: the table changed since deploy and the user chose to keep the live one. */
    KEEP,
    /** Drop a live table of the project that its scripts no longer define (a plan asked to drop such tables). */
    DROP_REMOVED
}
