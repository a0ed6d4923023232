package io.freshet.ui.tokens;

import java.time.Instant;

/**
 * A token as its owner and administrators see it; never its secret.
 *
 * @param prefix     the token's first characters ({@code fsh_} and its public key id), to recognise it by
 * @param expiresAt  null when it never expires
 * @param lastUsedAt the last accepted call (to the minute), null when never used
 * @param revokedAt  null unless revoked
 */
public record ApiTokenInfo(long id, String owner, String name, String prefix, String createdBy, Instant createdAt,
                           Instant expiresAt, Instant lastUsedAt, Instant revokedAt, TokenState state) {
}
