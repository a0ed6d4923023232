package io.freshet.ui.alerts;

import java.util.Objects;

/**
 * A channel as an administrator saves it. The secret (the SMTP password, or the webhook URL, which for Slack-like
 * services is itself a credential) is sealed in the secret store and never comes back out.
 *
 * @param name       unique name
 * @param kind       e-mail or webhook
 * @param recipients comma-separated addresses (e-mail); ignored for a webhook
 * @param smtpHost   SMTP server (e-mail)
 * @param smtpPort   SMTP port (e-mail)
 * @param security   how the SMTP connection is protected (e-mail)
 * @param smtpUser   SMTP user name, blank for none (e-mail)
 * @param sender     the From address (e-mail)
 * @param slackShape send {@code {"text": ...}} instead of Freshet's JSON (webhook)
 * @param maxPerHour notices this channel sends at most per hour; the rest are recorded as held back
 * @param secret     the SMTP password or the webhook URL; blank keeps the stored one when the channel exists
 */
public record ChannelDefinition(String name, ChannelKind kind, String recipients, String smtpHost, int smtpPort,
                                SmtpSecurity security, String smtpUser, String sender, boolean slackShape,
                                int maxPerHour, String secret) {

    public ChannelDefinition {
        Objects.requireNonNull(kind, "kind");
        name = name == null ? "" : name.strip();
        recipients = blankIfNull(recipients);
        smtpHost = blankIfNull(smtpHost);
        security = security == null ? SmtpSecurity.STARTTLS : security;
        smtpUser = blankIfNull(smtpUser);
        sender = blankIfNull(sender);
        secret = secret == null ? "" : secret;
    }

    private static String blankIfNull(String s) {
        return s == null ? "" : s.strip();
    }

    @Override
    public String toString() {
        return "ChannelDefinition[" + name + ", " + kind + "]";
    }
}
