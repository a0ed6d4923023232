package io.freshet.backend.tokens;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.security.SignInThrottle;
import io.freshet.backend.security.UserAccounts;
import io.freshet.ui.tokens.TokenState;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.stereotype.Component;

/**
 * Turns a presented API token into its user, with the role and the enabled flag the database holds now, so a role
 * change or a disabled account applies to the next call. Every refusal is audited with its reason (the caller is
 * told only "invalid or revoked"); a text that is no token of Freshet's counts as a failed sign-in from the address.
 */
@Component
public class TokenAuthenticator {

    /** {@code last_used_at} is written at most once per this window. */
    static final Duration USE_RESOLUTION = Duration.ofMinutes(1);

    private final TokenStore store;
    private final UserAccounts accounts;
    private final AuditLog audit;
    private final SignInThrottle throttle;
    private final Clock clock;

    @Autowired
    public TokenAuthenticator(TokenStore store, UserAccounts accounts, AuditLog audit, SignInThrottle throttle) {
        this(store, accounts, audit, throttle, Clock.systemUTC());
    }

    TokenAuthenticator(TokenStore store, UserAccounts accounts, AuditLog audit, SignInThrottle throttle, Clock clock) {
        this.store = store;
        this.accounts = accounts;
        this.audit = audit;
        this.throttle = throttle;
        this.clock = clock;
    }

    /**
     * The token's user as an authenticated principal with the authorities of their current role, or empty.
     *
     * @param address the client's address, for the throttle and the audit log
     */
    public Optional<Authentication> authenticate(String presented, String address) {
        Optional<String> keyId = TokenSecrets.keyId(presented);
        Optional<StoredToken> stored = keyId.flatMap(store::byKeyId);
        if (stored.isEmpty() || !TokenSecrets.matches(presented, stored.get().secretHash())) {
            // not a token Freshet issued: a guess, counted like a wrong password
            throttle.failed(address);
            return refused(stored.map(StoredToken::owner).orElse("anonymous"),
                    keyId.map(k -> TokenSecrets.PREFIX + k).orElse(null),
                    keyId.isEmpty() ? "not a Freshet token" : stored.isEmpty() ? "unknown token" : "wrong secret",
                    address);
        }
        StoredToken token = stored.get();
        Instant now = clock.instant();
        TokenState state = token.state(now);
        if (state != TokenState.ACTIVE) {
            return refused(token.owner(), token.prefix(), state == TokenState.REVOKED ? "revoked" : "expired", address);
        }
        UserDetails user;
        try {
            user = accounts.loadUserByUsername(token.owner());
        } catch (UsernameNotFoundException e) {
            return refused(token.owner(), token.prefix(), "the user does not exist", address);
        }
        if (!user.isEnabled()) {
            return refused(token.owner(), token.prefix(), "the user is disabled", address);
        }
        store.touch(token.id(), now, now.minus(USE_RESOLUTION));
        UsernamePasswordAuthenticationToken auth = UsernamePasswordAuthenticationToken.authenticated(
                user.getUsername(), null, user.getAuthorities());
        auth.setDetails(token.prefix());
        return Optional.of(auth);
    }

    private Optional<Authentication> refused(String actor, String target, String reason, String address) {
        audit.record(actor, AuditAction.API_TOKEN_REFUSED, target, AuditLog.FAILURE, reason + " (from " + address + ")");
        return Optional.empty();
    }
}
