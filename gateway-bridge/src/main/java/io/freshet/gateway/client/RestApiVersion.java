package io.freshet.gateway.client;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.Locale;

/**
 * The REST API version this client speaks to one gateway. Freshet's paths are written for v4 (Flink 2.x); a
 * Flink 1.20 gateway serves v1-v3 only and answers 404 to every {@code /v4/...} path, so after such a 404 the
 * client asks {@code /api_versions} once and rewrites the prefix to the newest version both sides know. The
 * statement, result and session endpoints Freshet uses are the same from v2 on.
 */
final class RestApiVersion {

    static final String PREFERRED = "/v4";
    static final String VERSIONS_PATH = "/api_versions";

    private static final int NEWEST_KNOWN = 4;
    private static final int OLDEST_USABLE = 2;

    private volatile String prefix = PREFERRED;
    private volatile boolean negotiated;

    /** The path with the negotiated version prefix instead of {@code /v4}. */
    String apply(String path) {
        String current = prefix;
        return current.equals(PREFERRED) || !path.startsWith(PREFERRED + "/") ? path
                : current + path.substring(PREFERRED.length());
    }

    /** Whether a 404 on this path may mean the gateway lacks v4 (asked once per client). */
    boolean worthNegotiating(String path) {
        return !negotiated && path.startsWith(PREFERRED + "/");
    }

    /**
     * Adopts the newest version the gateway lists; returns whether the prefix changed (then the request is
     * worth repeating).
     */
    boolean adopt(JsonNode versionsAnswer) {
        negotiated = true;
        int best = 0;
        for (JsonNode version : versionsAnswer.path("versions")) {
            int number = number(version.asText(""));
            if (number <= NEWEST_KNOWN && number > best) {
                best = number;
            }
        }
        String chosen = best >= OLDEST_USABLE ? "/v" + best : PREFERRED;
        boolean changed = !chosen.equals(prefix);
        prefix = chosen;
        return changed;
    }

    String prefix() {
        return prefix;
    }

    private static int number(String version) {
        String text = version.toLowerCase(Locale.ROOT);
        if (!text.matches("v\\d{1,3}")) {
            return 0;
        }
        return Integer.parseInt(text.substring(1));
    }
}
