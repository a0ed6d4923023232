package io.freshet.ui.deploy;

/**
 * What became of one statement of a deployment. UP_TO_DATE: the live table already matches the script, the
 * statement was not run; SKIPPED: left out, by the user's choice for a changed table or after an earlier failure.
 */
public enum StepState {
    PENDING, RUNNING, DONE, UP_TO_DATE, SKIPPED, FAILED;

    public boolean isFinal() {
        return this != PENDING && this != RUNNING;
    }
}
