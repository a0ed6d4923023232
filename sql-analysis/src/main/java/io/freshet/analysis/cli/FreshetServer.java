package io.freshet.analysis.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Freshet server's headless API ({@code /api/v1}) over {@code java.net.http}, with the API token on every request.
 * Redirects are not followed, so the token goes to the named server only. Every failure becomes a
 * {@link RemoteFailure} that says what happened: unreachable, token refused (401), role refused (403), or the
 * server's own error message.
 */
final class FreshetServer {

    private static final Duration CONNECT = Duration.ofSeconds(10);
    private static final Duration ANSWER = Duration.ofSeconds(120);
    private static final String UNRESERVED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";

    private final URI base;
    private final String token;
    private final HttpClient http;
    private final ObjectMapper json = new ObjectMapper();

    FreshetServer(URI base, String token) {
        this.base = base;
        this.token = token;
        this.http = HttpClient.newBuilder().connectTimeout(CONNECT).followRedirects(HttpClient.Redirect.NEVER)
                .version(HttpClient.Version.HTTP_1_1).build();
    }

    /**
     * The project's plan as the server computes it now; with every changed table re-created when asked, in the
     * environment (a checked database prefix, which needs no encoding) unless it is empty; a branch's plan when
     * {@code ref} names one, else the server's copy's.
     */
    JsonNode plan(String project, boolean recreateChanged, String environment, String ref) {
        List<String> query = new ArrayList<>();
        if (ref != null) {
            query.add("ref=" + segment(ref));
        }
        if (recreateChanged) {
            query.add("recreateChanged=true");
        }
        if (!environment.isEmpty()) {
            query.add("environment=" + environment);
        }
        return send("GET", "projects/" + segment(project) + "/plan" + (query.isEmpty() ? ""
                : "?" + String.join("&", query)), null);
    }

    /** Starts a deployment of the project (into the environment unless it is empty); its first progress. */
    JsonNode apply(String project, boolean recreateChanged, String environment) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("recreateChanged", recreateChanged);
        if (!environment.isEmpty()) {
            body.put("environment", environment);
        }
        return send("POST", "projects/" + segment(project) + "/apply", body);
    }

    /**
     * Pulls the project's linked branch into the server's copy; the answer (its commit, the scripts changed). A pull
     * that left conflicts is a failure whose message names them.
     */
    JsonNode pull(String project) {
        return send("POST", "projects/" + segment(project) + "/pull", null);
    }

    JsonNode progress(long deployment) {
        return send("GET", "deployments/" + deployment, null);
    }

    /** Answers a deployment that waits in SCRIPTS_DONE. */
    JsonNode followUp(long deployment, boolean refresh, boolean backfill) {
        return send("POST", "deployments/" + deployment + "/follow-up", Map.of("refresh", refresh,
                "backfill", backfill));
    }

    private JsonNode send(String method, String path, Object body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve("api/v1/" + path)).timeout(ANSWER)
                .header("Authorization", "Bearer " + token).header("Accept", "application/json");
        try {
            request.method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(json.writeValueAsString(body), StandardCharsets.UTF_8));
            if (body != null) {
                request.header("Content-Type", "application/json");
            }
            HttpResponse<String> response = http.send(request.build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            return answer(response.statusCode(), response.body());
        } catch (ConnectException e) {
            throw new RemoteFailure("cannot reach the Freshet server at " + base + " (connection refused)", e);
        } catch (HttpTimeoutException e) {
            throw new RemoteFailure("the Freshet server at " + base + " did not answer in time", e);
        } catch (IOException e) {
            throw new RemoteFailure("cannot reach the Freshet server at " + base + " ("
                    + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()) + ")", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RemoteFailure("interrupted while waiting for the Freshet server", e);
        }
    }

    private JsonNode answer(int status, String text) {
        JsonNode body = parse(text);
        if (status >= 200 && status < 300) {
            if (body == null) {
                throw new RemoteFailure("the answer from " + base + " is not JSON: is it a Freshet server?");
            }
            return body;
        }
        String message = body == null || !body.path("error").isTextual() ? null : body.path("error").asText();
        String said = message == null ? " without a Freshet error message" : ": " + message;
        throw new RemoteFailure(switch (status) {
            case 401 -> "the server refused the API token (401)" + said;
            case 403 -> "refused (403)" + said;
            case 409 -> "refused (409)" + said;
            case 429 -> "refused (429)" + said;
            default -> "the server answered " + status + said;
        });
    }

    private JsonNode parse(String text) {
        try {
            return text == null || text.isBlank() ? null : json.readTree(text);
        } catch (IOException e) {
            return null;
        }
    }

    /** A path segment with everything but unreserved characters percent-encoded as UTF-8. */
    static String segment(String value) {
        StringBuilder out = new StringBuilder();
        for (byte b : value.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if (b >= 0 && UNRESERVED.indexOf(c) >= 0) {
                out.append(c);
            } else {
                out.append('%').append(String.format("%02X", b & 0xff));
            }
        }
        return out.toString();
    }
}
