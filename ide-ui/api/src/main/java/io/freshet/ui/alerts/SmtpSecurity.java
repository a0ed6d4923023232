package io.freshet.ui.alerts;

/** How an e-mail channel protects its SMTP connection. */
public enum SmtpSecurity {
    /** Plain SMTP: only for a relay on the same machine or network. */
    NONE,
    /** Plain connection upgraded with STARTTLS, which is required (port 587). */
    STARTTLS,
    /** TLS from the first byte (SMTPS, port 465). */
    TLS
}
