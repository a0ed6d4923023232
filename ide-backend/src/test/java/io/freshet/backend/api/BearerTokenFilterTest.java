package io.freshet.backend.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.security.Role;
import io.freshet.backend.security.SecurityProperties;
import io.freshet.backend.security.SignInThrottle;
import io.freshet.backend.security.UserAccounts;
import io.freshet.backend.tokens.JdbcApiTokenService;
import io.freshet.backend.tokens.TokenAuthenticator;
import io.freshet.backend.tokens.TokenStore;
import io.freshet.testing.MigratedDatabase;
import io.freshet.ui.tokens.TokenLifetime;
import jakarta.servlet.FilterChain;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * The API's bearer filter on a migrated H2: a call without a token, with another scheme or an unknown token is
 * answered 401 in JSON without reaching the API; a valid token's user is the security context for that call only;
 * a throttled address is refused before its token is looked at.
 */
class BearerTokenFilterTest {

    @RegisterExtension
    static final MigratedDatabase DB = MigratedDatabase.h2();

    private static JdbcTemplate jdbc;
    private static String devToken;
    private final SignInThrottle throttle = new SignInThrottle(new SecurityProperties(5, Duration.ofMinutes(15), 3,
            2, Duration.ofMinutes(10), Duration.ofMinutes(15)));
    private final List<Authentication> seen = new ArrayList<>();
    private final FilterChain api = (request, response) ->
            seen.add(SecurityContextHolder.getContext().getAuthentication());

    @BeforeAll
    static void aDeveloperWithAToken() {
        jdbc = new JdbcTemplate(DB.dataSource());
        UserAccounts accounts = new UserAccounts(jdbc);
        accounts.create("dev", "{noop}n/a", Role.DEVELOPER);
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken("dev", null,
                Role.DEVELOPER.authorities().stream().map(GrantedAuthority.class::cast).toList()));
        devToken = new JdbcApiTokenService(new TokenStore(jdbc), accounts, new AuditLog(jdbc))
                .issue("", "ci", TokenLifetime.DAYS_7).secret();
        SecurityContextHolder.clearContext();
    }

    @AfterEach
    void clear() {
        SecurityContextHolder.clearContext();
    }

    @Test
    void aValidTokensUserIsTheCallersContextForThatCallOnly() throws Exception {
        MockHttpServletResponse response = call("Bearer " + devToken, "10.1.0.1");

        assertThat(seen).singleElement().satisfies(auth -> {
            assertThat(auth.getName()).isEqualTo("dev");
            assertThat(auth.getAuthorities()).extracting(GrantedAuthority::getAuthority).contains("ROLE_DEVELOPER");
        });
        assertThat(response.getStatus()).isEqualTo(200);
        assertThat(SecurityContextHolder.getContext().getAuthentication()).as("cleared after the call").isNull();
        assertThat(response.getCookies()).isEmpty();
    }

    @Test
    void missingOtherSchemeAndUnknownTokensAre401InJsonAndNeverReachTheApi() throws Exception {
        MockHttpServletResponse missing = call(null, "10.1.0.2");
        assertThat(missing.getStatus()).isEqualTo(401);
        assertThat(missing.getContentType()).startsWith("application/json");
        assertThat(error(missing)).isEqualTo(ApiErrors.MISSING_TOKEN);
        assertThat(missing.getHeader("WWW-Authenticate")).startsWith("Bearer");

        MockHttpServletResponse basic = call("Basic ZGV2OnNlY3JldA==", "10.1.0.2");
        assertThat(basic.getStatus()).isEqualTo(401);
        assertThat(error(basic)).isEqualTo("Invalid or revoked API token.");

        MockHttpServletResponse wrong = call("Bearer " + devToken.substring(0, 17) + "B".repeat(43), "10.1.0.3");
        assertThat(wrong.getStatus()).isEqualTo(401);
        assertThat(error(wrong)).as("the same words whatever was wrong").isEqualTo(error(basic));
        assertThat(seen).isEmpty();
    }

    @Test
    void aThrottledAddressIsRefusedEvenWithAValidToken() throws Exception {
        call("Bearer fsh_guess", "10.1.0.4");
        call("Bearer fsh_guess_again", "10.1.0.4");

        MockHttpServletResponse refused = call("Bearer " + devToken, "10.1.0.4");
        assertThat(refused.getStatus()).isEqualTo(429);
        assertThat(refused.getHeader("Retry-After")).isNotNull();
        assertThat(error(refused)).contains("Too many failed sign-ins");
        assertThat(seen).isEmpty();
        assertThat(call("Bearer " + devToken, "10.1.0.5").getStatus()).as("another address").isEqualTo(200);
    }

    private MockHttpServletResponse call(String authorization, String address) throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("GET", "/api/v1/projects/shop/plan");
        request.setRemoteAddr(address);
        if (authorization != null) {
            request.addHeader("Authorization", authorization);
        }
        MockHttpServletResponse response = new MockHttpServletResponse();
        new BearerTokenFilter(new TokenAuthenticator(new TokenStore(jdbc), new UserAccounts(jdbc), new AuditLog(jdbc),
                throttle), throttle, new ObjectMapper()).doFilter(request, response, api);
        return response;
    }

    private static String error(MockHttpServletResponse response) throws Exception {
        return new ObjectMapper().readTree(response.getContentAsString()).path("error").asText();
    }
}
