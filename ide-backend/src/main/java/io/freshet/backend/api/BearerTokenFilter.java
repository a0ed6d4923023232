package io.freshet.backend.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.backend.security.SignInThrottle;
import io.freshet.backend.tokens.TokenAuthenticator;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Duration;
import java.util.Optional;
import org.springframework.http.HttpHeaders;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Authenticates a call to {@code /api/v1} by its {@code Authorization: Bearer} token alone (no session, no cookie):
 * the token's user becomes the security context for this request, so method security, the statement gate and the
 * audit log see that user. A throttled address is refused before its token is looked at. Not a bean: only the API's
 * filter chain runs it.
 */
final class BearerTokenFilter extends OncePerRequestFilter {

    private static final String SCHEME = "Bearer ";

    private final TokenAuthenticator tokens;
    private final SignInThrottle throttle;
    private final ObjectMapper json;

    BearerTokenFilter(TokenAuthenticator tokens, SignInThrottle throttle, ObjectMapper json) {
        this.tokens = tokens;
        this.throttle = throttle;
        this.json = json;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String address = request.getRemoteAddr();
        Optional<Duration> refused = throttle.refusedFor(address);
        if (refused.isPresent()) {
            response.setHeader(HttpHeaders.RETRY_AFTER, String.valueOf(Math.max(1, refused.get().toSeconds())));
            ApiErrors.write(response, 429, ApiErrors.THROTTLED, json);
            return;
        }
        String header = request.getHeader(HttpHeaders.AUTHORIZATION);
        if (header == null || header.isBlank()) {
            response.setHeader(HttpHeaders.WWW_AUTHENTICATE, "Bearer realm=\"Freshet\"");
            ApiErrors.write(response, HttpServletResponse.SC_UNAUTHORIZED, ApiErrors.MISSING_TOKEN, json);
            return;
        }
        Optional<Authentication> user = header.regionMatches(true, 0, SCHEME, 0, SCHEME.length())
                ? tokens.authenticate(header.substring(SCHEME.length()).strip(), address) : Optional.empty();
        if (user.isEmpty()) {
            response.setHeader(HttpHeaders.WWW_AUTHENTICATE, "Bearer realm=\"Freshet\", error=\"invalid_token\"");
            ApiErrors.write(response, HttpServletResponse.SC_UNAUTHORIZED, ApiErrors.INVALID_TOKEN, json);
            return;
        }
        SecurityContextHolderStrategy holder = SecurityContextHolder.getContextHolderStrategy();
        SecurityContext context = holder.createEmptyContext();
        context.setAuthentication(user.get());
        holder.setContext(context);
        try {
            chain.doFilter(request, response);
        } finally {
            holder.clearContext();
        }
    }
}
