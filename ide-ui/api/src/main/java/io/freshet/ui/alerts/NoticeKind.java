package io.freshet.ui.alerts;

/** What a notice announces. */
public enum NoticeKind {
    FIRING,
    RECOVERED,
    /** An administrator's "send test message". */
    TEST
}
