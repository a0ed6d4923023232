package io.freshet.backend.security;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Login hardening ({@code freshet.security.*}).
 *
 * @param maxFailedLogins failed attempts in a row after which an account is locked
 * @param lockout how long a locked account stays locked
 * @param passwordMinScore the lowest zxcvbn score (0-4) a new password may have
 * @param addressMaxFailures failed sign-ins from one client address within {@code addressWindow} after which that
 *                           address is refused, whichever accounts they were for
 * @param addressWindow how far back failed sign-ins of an address count
 * @param addressBlock how long an address stays refused
 */
@ConfigurationProperties("freshet.security")
public record SecurityProperties(@DefaultValue("5") int maxFailedLogins, @DefaultValue("15m") Duration lockout,
                                 @DefaultValue("3") int passwordMinScore,
                                 @DefaultValue("10") int addressMaxFailures,
                                 @DefaultValue("10m") Duration addressWindow,
                                 @DefaultValue("15m") Duration addressBlock) {
}
