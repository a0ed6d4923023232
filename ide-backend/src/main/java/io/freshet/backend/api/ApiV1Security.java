package io.freshet.backend.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.backend.security.SignInThrottle;
import io.freshet.backend.tokens.TokenAuthenticator;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.www.BasicAuthenticationFilter;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter.ReferrerPolicy;

/**
 * The headless API's filter chain ({@code /api/v1/**}), ahead of the monitoring API's ({@code ApiSecurityConfig},
 * {@code /api/**}) and the browser's: an API token in {@code Authorization: Bearer} on every call and nothing else
 * (no session, no cookie, no form, no HTTP Basic). Nothing a browser sends by itself authenticates here, so there is
 * no request to forge and no CSRF token; the roles are checked by the services' own {@code @RolesAllowed}.
 */
@Configuration
public class ApiV1Security {

    /** The headless API's paths. */
    public static final String PATHS = "/api/v1/**";

    @Bean
    @Order(0)
    SecurityFilterChain apiV1SecurityFilterChain(HttpSecurity http, TokenAuthenticator tokens,
                                                 SignInThrottle throttle, ObjectMapper json) throws Exception {
        http.securityMatcher(PATHS)
                .authorizeHttpRequests(requests -> requests.anyRequest().authenticated())
                .csrf(csrf -> csrf.disable())
                .sessionManagement(session -> session.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
                .requestCache(cache -> cache.disable())
                .anonymous(anonymous -> anonymous.disable())
                .logout(logout -> logout.disable())
                .exceptionHandling(errors -> errors
                        .authenticationEntryPoint((request, response, e) ->
                                ApiErrors.write(response, 401, ApiErrors.MISSING_TOKEN, json))
                        .accessDeniedHandler((request, response, e) ->
                                ApiErrors.write(response, 403, ApiExceptions.ROLE_REFUSED, json)))
                .addFilterBefore(new BearerTokenFilter(tokens, throttle, json), BasicAuthenticationFilter.class)
                .headers(headers -> headers
                        .contentSecurityPolicy(csp -> csp.policyDirectives("default-src 'none'; frame-ancestors 'none'"))
                        .referrerPolicy(referrer -> referrer.policy(ReferrerPolicy.SAME_ORIGIN))
                        .frameOptions(frames -> frames.deny()));
        return http.build();
    }
}
