package io.freshet.ui.alerts;

/** What a rule watches: everything, one project's subjects, one layer's tables, or one table or ingestion. */
public enum AlertScope {
    ALL,
    PROJECT,
    LAYER,
    SUBJECT
}
