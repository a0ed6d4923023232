package io.freshet.ui.alerts;

/** A notice's lifecycle: claimed by one instance (PENDING to SENDING), then SENT, FAILED or HELD_BACK. */
public enum NoticeState {
    PENDING,
    SENDING,
    SENT,
    FAILED,
    /** Not sent: the channel's hourly limit was reached. */
    HELD_BACK
}
