package io.freshet.ui.run;

import java.util.Map;

/**
 * Where the user's gateway session stands: what a session bar shows.
 *
 * @param mode the session's runtime mode (STREAMING when the option is unset, as in Flink)
 * @param catalog the current catalog, or an empty text when the gateway did not say
 * @param options the SET options the user's role may see
 */
public record SessionInfo(RuntimeMode mode, String catalog, String database, Map<String, String> options) {

    public SessionInfo {
        options = Map.copyOf(options);
    }
}
