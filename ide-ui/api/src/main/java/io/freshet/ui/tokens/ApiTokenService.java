package io.freshet.ui.tokens;

import java.util.List;

/**
 * API tokens: what a CI pipeline signs in to {@code /api/v1} with. A token acts as its user with that user's role at
 * the moment of each call. Any signed-in user manages their own tokens; an ADMIN also creates tokens for others and
 * sees and revokes everyone's. A token's secret is returned once, by {@link #issue}, and is stored only as a hash.
 * Every creation and revocation is audited; every failure is a {@link io.freshet.ui.common.ServiceException}.
 */
public interface ApiTokenService {

    /** Longest token name. */
    int MAX_NAME = 100;

    /** The caller's own tokens, or for an ADMIN every user's, newest first; never a secret. */
    List<ApiTokenInfo> list();

    /**
     * Creates a token.
     *
     * @param owner    whose token it is; blank means the caller, anyone else needs ADMIN
     * @param name     what it is for, e.g. "ci-main"; unique among the owner's tokens that are not revoked
     * @param lifetime how long it is valid from now
     */
    IssuedToken issue(String owner, String name, TokenLifetime lifetime);

    /** Revokes a token at once: the caller's own, or any for an ADMIN. Revoking a revoked token changes nothing. */
    void revoke(long id);
}
