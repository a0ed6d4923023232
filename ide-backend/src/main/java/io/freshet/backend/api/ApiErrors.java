package io.freshet.backend.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.springframework.http.MediaType;

/**
 * The API's one error body, {@code {"error": "..."}}, written straight to the response by the security filters (a
 * servlet error dispatch would leave the API's filter chain). The text is always Freshet's own words.
 */
final class ApiErrors {

    /** Said for every token that is not accepted, whatever the reason (the audit log has it). */
    static final String INVALID_TOKEN = "Invalid or revoked API token.";
    static final String MISSING_TOKEN = "This API needs an API token: send the header Authorization: Bearer <token>.";
    static final String THROTTLED = "Too many failed sign-ins from this address; try again later.";

    private ApiErrors() {
    }

    /** The body for an error message. */
    static Map<String, String> body(String message) {
        return Map.of("error", message);
    }

    static void write(HttpServletResponse response, int status, String message, ObjectMapper json) throws IOException {
        response.setStatus(status);
        response.setContentType(MediaType.APPLICATION_JSON_VALUE);
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        json.writeValue(response.getOutputStream(), body(message));
    }
}
