package io.freshet.backend.alerts;

import io.freshet.ui.alerts.ChannelDefinition;

/** A channel with its unsealed secret, for the senders only: never handed to a view, never logged. */
record StoredChannel(ChannelDefinition definition, String secret) {

    String name() {
        return definition.name();
    }

    @Override
    public String toString() {
        return "StoredChannel[" + definition.name() + "]";
    }
}
