package io.freshet.backend.security;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import org.springframework.context.event.EventListener;
import org.springframework.security.authentication.event.AbstractAuthenticationFailureEvent;
import org.springframework.security.authentication.event.AuthenticationSuccessEvent;
import org.springframework.security.web.authentication.WebAuthenticationDetails;
import org.springframework.stereotype.Component;

/**
 * Counts failed logins towards the account lock-out and the client address's throttle, and records every
 * login attempt in the audit log.
 */
@Component
public class LoginAudit {

    private final UserAccounts accounts;
    private final AuditLog audit;
    private final SecurityProperties properties;
    private final SignInThrottle throttle;

    public LoginAudit(UserAccounts accounts, AuditLog audit, SecurityProperties properties, SignInThrottle throttle) {
        this.accounts = accounts;
        this.audit = audit;
        this.properties = properties;
        this.throttle = throttle;
    }

    @EventListener
    public void onSuccess(AuthenticationSuccessEvent event) {
        String user = event.getAuthentication().getName();
        accounts.recordSuccess(user);
        audit.record(user, AuditAction.LOGIN, null, AuditLog.SUCCESS, null);
    }

    @EventListener
    public void onFailure(AbstractAuthenticationFailureEvent event) {
        String user = String.valueOf(event.getAuthentication().getName());
        accounts.recordFailure(user, properties.maxFailedLogins(), properties.lockout());
        // the exception's class says why (bad credentials, locked); its message may echo input, so it is not kept
        String detail = event.getException().getClass().getSimpleName();
        if (event.getAuthentication().getDetails() instanceof WebAuthenticationDetails web
                && throttle.failed(web.getRemoteAddress())) {
            detail += "; " + properties.addressMaxFailures() + " failures from " + web.getRemoteAddress()
                    + " within " + properties.addressWindow().toMinutes() + " min: refused for "
                    + properties.addressBlock().toMinutes() + " min";
        }
        audit.record(user, AuditAction.LOGIN, null, AuditLog.FAILURE, detail);
    }
}
