package io.freshet.ui.alerts;

/**
 * A stored channel as the settings page lists it: never its secret.
 *
 * @param name        unique name
 * @param kind        e-mail or webhook
 * @param destination the recipients, or the webhook's scheme, host and port (its path may hold a token)
 * @param definition  the settings without the secret, for editing
 */
public record AlertChannel(String name, ChannelKind kind, String destination, ChannelDefinition definition) {
}
