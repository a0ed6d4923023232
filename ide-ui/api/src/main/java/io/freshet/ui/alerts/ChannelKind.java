package io.freshet.ui.alerts;

/** Where notices go besides the in-app list. */
public enum ChannelKind {
    EMAIL,
    WEBHOOK
}
