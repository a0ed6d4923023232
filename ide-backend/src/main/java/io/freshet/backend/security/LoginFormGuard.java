package io.freshet.backend.security;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.Optional;
import org.springframework.http.HttpMethod;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;
import org.springframework.security.web.util.matcher.RequestMatcher;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Stands before the login form's POST, ahead of the CSRF check: refuses a cross-site post, a client address the
 * {@link SignInThrottle} refuses, and a post from a page whose session has ended (its CSRF token went with it).
 * Not a bean: Spring Boot would also register it as a servlet filter for every request.
 */
final class LoginFormGuard extends OncePerRequestFilter {

    private final RequestMatcher loginPost = PathPatternRequestMatcher.withDefaults()
            .matcher(HttpMethod.POST, SecurityConfig.LOGIN_PATH);
    private final SignInThrottle throttle;
    private final AuditLog audit;

    LoginFormGuard(SignInThrottle throttle, AuditLog audit) {
        this.throttle = throttle;
        this.audit = audit;
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !loginPost.matches(request);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String user = String.valueOf(request.getParameter("username"));
        if (!sameOrigin(request)) {
            audit.record(user, AuditAction.LOGIN, null, AuditLog.FAILURE, "refused: posted from another site");
            // not sendError: the error page's dispatch would answer with a redirect to the login page
            response.setStatus(HttpServletResponse.SC_FORBIDDEN);
            response.setContentType("text/plain;charset=UTF-8");
            response.getWriter().write("Sign-in refused: the form was sent from another site.");
            return;
        }
        Optional<Duration> refused = throttle.refusedFor(request.getRemoteAddr());
        if (refused.isPresent()) {
            audit.record(user, AuditAction.LOGIN, null, AuditLog.FAILURE, "refused: too many failed sign-ins from "
                    + request.getRemoteAddr() + ", for " + Math.max(1, refused.get().toMinutes()) + " more min");
            response.sendRedirect(request.getContextPath() + SecurityConfig.LOGIN_PATH + "?throttled");
            return;
        }
        if (request.getRequestedSessionId() == null || !request.isRequestedSessionIdValid()) {
            response.sendRedirect(request.getContextPath() + SecurityConfig.LOGIN_PATH + "?expired");
            return;
        }
        chain.doFilter(request, response);
    }

    /**
     * The browser's own word where it gives one (Sec-Fetch-Site, sent by every current browser); else the Origin
     * header against the Host the browser addressed. A request with neither still needs the CSRF token.
     */
    static boolean sameOrigin(HttpServletRequest request) {
        String site = request.getHeader("Sec-Fetch-Site");
        if (site != null) {
            return "same-origin".equals(site);
        }
        String origin = request.getHeader("Origin");
        if (origin == null) {
            return true;
        }
        try {
            String authority = URI.create(origin).getAuthority();
            return authority != null && authority.equalsIgnoreCase(request.getHeader("Host"));
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
