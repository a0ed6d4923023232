package io.freshet.backend.security;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Login hardening ({@code freshet.security.*}).
 *
 * @param maxFailedLogins failed attempts in a row after which an account is locked
 * @param lockout how long a locked account stays locked
 */
@ConfigurationProperties("freshet.security")
public record SecurityProperties(int maxFailedLogins, Duration lockout) {
}
