package io.freshet.backend.tokens;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.security.UserAccounts;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.Roles;
import io.freshet.ui.tokens.ApiTokenInfo;
import io.freshet.ui.tokens.ApiTokenService;
import io.freshet.ui.tokens.IssuedToken;
import io.freshet.ui.tokens.TokenLifetime;
import jakarta.annotation.security.RolesAllowed;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Service;

/**
 * {@link ApiTokenService} on {@code api_token}. Every signed-in role holds tokens (a VIEWER's token reads what a
 * VIEWER may read), so each method admits VIEWER and then decides whose tokens the caller may touch: their own, or
 * anyone's for an ADMIN.
 */
@Service
public class JdbcApiTokenService implements ApiTokenService {

    private static final String ADMIN_AUTHORITY = "ROLE_" + Roles.ADMIN;
    private static final int KEY_ATTEMPTS = 3;

    private final TokenStore store;
    private final UserAccounts accounts;
    private final AuditLog audit;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    @Autowired
    public JdbcApiTokenService(TokenStore store, UserAccounts accounts, AuditLog audit) {
        this(store, accounts, audit, Clock.systemUTC());
    }

    JdbcApiTokenService(TokenStore store, UserAccounts accounts, AuditLog audit, Clock clock) {
        this.store = store;
        this.accounts = accounts;
        this.audit = audit;
        this.clock = clock;
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<ApiTokenInfo> list() {
        Instant now = clock.instant();
        return store.list(isAdmin() ? null : caller()).stream().map(t -> t.info(now)).toList();
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public IssuedToken issue(String owner, String name, TokenLifetime lifetime) {
        String caller = caller();
        String forWhom = owner == null || owner.isBlank() ? caller : owner.strip();
        if (!forWhom.equals(caller) && !isAdmin()) {
            throw new ServiceException("Only an administrator creates tokens for another user.");
        }
        if (accounts.role(forWhom).isEmpty()) {
            throw new ServiceException("There is no user " + forWhom + ".");
        }
        String tokenName = name(name);
        if (lifetime == null) {
            throw new ServiceException("Choose how long the token is valid.");
        }
        Instant now = clock.instant();
        if (store.hasActive(forWhom, tokenName, now)) {
            throw new ServiceException(forWhom + " has a token named " + tokenName + " already; revoke it or choose"
                    + " another name.");
        }
        Instant expires = lifetime.validity().map(now::plus).orElse(null);
        for (int attempt = 1; ; attempt++) {
            TokenSecrets.NewToken token = TokenSecrets.generate(random);
            try {
                long id = store.insert(token, forWhom, tokenName, caller, now, expires);
                audit.record(caller, AuditAction.API_TOKEN_CREATED, TokenSecrets.PREFIX + token.keyId(),
                        AuditLog.SUCCESS, "for " + forWhom + ", named " + tokenName + ", "
                                + (expires == null ? "no expiry" : "expires " + expires));
                StoredToken stored = store.byId(id).orElseThrow();
                return new IssuedToken(stored.info(now), token.text());
            } catch (DuplicateKeyException e) {
                // two 62-bit key ids met: draw again
                if (attempt == KEY_ATTEMPTS) {
                    throw new ServiceException("The token could not be created; try again.", e);
                }
            }
        }
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public void revoke(long id) {
        String caller = caller();
        StoredToken token = store.byId(id).filter(t -> t.owner().equals(caller) || isAdmin())
                .orElseThrow(() -> new ServiceException("There is no token " + id + " that you may revoke."));
        if (store.revoke(id, caller, clock.instant())) {
            audit.record(caller, AuditAction.API_TOKEN_REVOKED, token.prefix(), AuditLog.SUCCESS,
                    "of " + token.owner() + ", named " + token.name());
        }
    }

    private static String name(String name) {
        String stripped = name == null ? "" : name.strip();
        if (stripped.isEmpty() || stripped.length() > MAX_NAME || stripped.chars().anyMatch(Character::isISOControl)) {
            throw new ServiceException("A token name is 1 to " + MAX_NAME + " characters, without control characters.");
        }
        return stripped;
    }

    private static String caller() {
        Authentication auth = SecurityContextHolder.getContext().getAuthentication();
        if (auth == null || auth.getName() == null || auth.getName().isEmpty()) {
            throw new ServiceException("Sign in to manage API tokens.");
        }
        return auth.getName();
    }

    private static boolean isAdmin() {
        Authentication auth = SecurityContextHolder.getContext().getAuthentication();
        return auth != null && auth.getAuthorities().stream().anyMatch(a -> ADMIN_AUTHORITY.equals(a.getAuthority()));
    }
}
