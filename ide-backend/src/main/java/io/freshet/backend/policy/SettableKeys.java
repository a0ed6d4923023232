package io.freshet.backend.policy;

import java.util.List;

/** Matching an option key against a role's settable keys, where an entry ending in '*' is a prefix. */
final class SettableKeys {

    private SettableKeys() {
    }

    static boolean matches(List<String> patterns, String key) {
        for (String pattern : patterns) {
            boolean prefix = pattern.endsWith("*");
            if (prefix ? key.startsWith(pattern.substring(0, pattern.length() - 1)) : key.equals(pattern)) {
                return true;
            }
        }
        return false;
    }
}
