package io.freshet.backend.security;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;

/** Which login posts count as same-origin. */
class LoginFormGuardTest {

    @Test
    void theBrowsersSecFetchSiteDecidesWhenItIsSent() {
        assertThat(LoginFormGuard.sameOrigin(request("same-origin", null))).isTrue();
        assertThat(LoginFormGuard.sameOrigin(request("same-site", null))).isFalse();
        assertThat(LoginFormGuard.sameOrigin(request("cross-site", "http://127.0.0.1:8080"))).isFalse();
        assertThat(LoginFormGuard.sameOrigin(request("none", null))).isFalse();
    }

    @Test
    void withoutItTheOriginMustNameTheHostTheBrowserAddressed() {
        assertThat(LoginFormGuard.sameOrigin(request(null, "http://127.0.0.1:8080"))).isTrue();
        assertThat(LoginFormGuard.sameOrigin(request(null, "http://evil.example"))).isFalse();
        assertThat(LoginFormGuard.sameOrigin(request(null, "null"))).isFalse();
        assertThat(LoginFormGuard.sameOrigin(request(null, null))).as("left to the CSRF token").isTrue();
    }

    private static MockHttpServletRequest request(String secFetchSite, String origin) {
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/login");
        request.addHeader("Host", "127.0.0.1:8080");
        if (secFetchSite != null) {
            request.addHeader("Sec-Fetch-Site", secFetchSite);
        }
        if (origin != null) {
            request.addHeader("Origin", origin);
        }
        return request;
    }
}
