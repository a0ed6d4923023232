package io.freshet.backend.security;

import io.freshet.ui.security.Roles;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Duration;
import java.util.Optional;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpMethod;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.www.BasicAuthenticationEntryPoint;
import org.springframework.security.web.authentication.www.BasicAuthenticationFilter;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter.ReferrerPolicy;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The JSON API ({@code /api/**}) for monitoring systems: HTTP Basic with a Freshet account on every request, no
 * session, no form; only {@code GET /api/health} is served, to any role. Failed attempts count towards the account
 * lock-out and the address throttle like the login form's ({@link LoginAudit} hears them), and a throttled address
 * is refused before its credentials are checked. A GET changes nothing, so it needs no CSRF token; any other method
 * is refused. The headless API under {@code /api/v1} has its own chain ahead of this one, with API tokens
 * ({@code io.freshet.backend.api.ApiV1Security}).
 */
@Configuration
public class ApiSecurityConfig {

    /** The API's paths. */
    public static final String API_PATHS = "/api/**";
    /** The health model's JSON (served by the health package's endpoint). */
    public static final String HEALTH_PATH = "/api/health";

    @Bean
    @Order(1)
    SecurityFilterChain apiSecurityFilterChain(HttpSecurity http, SignInThrottle throttle) throws Exception {
        // a monitoring system is told to authenticate (401), never sent to the login form as a browser is
        BasicAuthenticationEntryPoint challenge = new BasicAuthenticationEntryPoint();
        challenge.setRealmName("Freshet");
        http.securityMatcher(API_PATHS)
                .authorizeHttpRequests(requests -> requests
                        .requestMatchers(HttpMethod.GET, HEALTH_PATH).hasRole(Roles.VIEWER)
                        .anyRequest().denyAll())
                .httpBasic(basic -> basic.authenticationEntryPoint(challenge))
                .exceptionHandling(errors -> errors.authenticationEntryPoint(challenge))
                .sessionManagement(session -> session.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
                .addFilterBefore(new Throttled(throttle), BasicAuthenticationFilter.class)
                .headers(headers -> headers
                        .contentSecurityPolicy(csp -> csp.policyDirectives("default-src 'none'; frame-ancestors 'none'"))
                        .referrerPolicy(referrer -> referrer.policy(ReferrerPolicy.SAME_ORIGIN))
                        .frameOptions(frames -> frames.deny()));
        return http.build();
    }

    /** Refuses requests from an address the sign-in throttle blocks, before Basic credentials are checked. */
    static final class Throttled extends OncePerRequestFilter {

        private final SignInThrottle throttle;

        Throttled(SignInThrottle throttle) {
            this.throttle = throttle;
        }

        @Override
        protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
                throws ServletException, IOException {
            Optional<Duration> refused = throttle.refusedFor(request.getRemoteAddr());
            if (refused.isPresent()) {
                response.setHeader("Retry-After", String.valueOf(Math.max(1, refused.get().toSeconds())));
                response.sendError(429, "Too many failed sign-ins from this address");
                return;
            }
            chain.doFilter(request, response);
        }
    }
}
