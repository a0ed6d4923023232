package io.freshet.backend.tokens;

import io.freshet.ui.tokens.ApiTokenInfo;
import io.freshet.ui.tokens.TokenState;
import java.time.Instant;

/**
 * A row of {@code api_token}.
 *
 * @param expiresAt null when it never expires
 */
record StoredToken(long id, String keyId, String secretHash, String owner, String name, String createdBy,
                   Instant createdAt, Instant expiresAt, Instant lastUsedAt, Instant revokedAt) {

    /** Revoked wins over expired; a token is expired from its expiry instant on. */
    TokenState state(Instant now) {
        if (revokedAt != null) {
            return TokenState.REVOKED;
        }
        if (expiresAt != null && !now.isBefore(expiresAt)) {
            return TokenState.EXPIRED;
        }
        return TokenState.ACTIVE;
    }

    /** What a user may see of it: everything but the hash. */
    ApiTokenInfo info(Instant now) {
        return new ApiTokenInfo(id, owner, name, prefix(), createdBy, createdAt, expiresAt, lastUsedAt, revokedAt,
                state(now));
    }

    /** The public part that names the token in lists and the audit log. */
    String prefix() {
        return TokenSecrets.PREFIX + keyId;
    }
}
