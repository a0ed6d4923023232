package io.freshet.ui.deploy;

/**
 * A script compared with the live catalog. NEW: some of what it creates is not there yet (or it only loads data
 * into new tables); UP_TO_DATE: every table it defines matches the live one; CHANGED: a table it defines differs
 * from the live one ("changed since deploy").
 */
public enum ScriptStatus {
    NEW, UP_TO_DATE, CHANGED
}
