package io.freshet.ui.tokens;

/** Whether a token is accepted now. REVOKED wins over EXPIRED; neither ever comes back to ACTIVE. */
public enum TokenState {
    ACTIVE, EXPIRED, REVOKED
}
