package io.freshet.analysis.planner;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Option keys in error messages: which of the user's options a message is about (to mark them in the DDL),
 * and the supported option a misspelt one most likely meant.
 */
final class OptionNames {

    private static final Pattern QUOTED = Pattern.compile("'([\\w.-]+)'");

    private OptionNames() {
    }

    /** The closest candidate within a quarter of the word's length (at least 2 edits), or null. */
    static String closest(String word, Collection<String> candidates) {
        String best = null;
        int bestDistance = Math.max(2, word.length() / 4) + 1;
        for (String candidate : candidates) {
            int d = distance(word, candidate);
            if (d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        return best;
    }

    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }

    /**
     * The user's options the reason is about: named by key (or by its part after a format prefix), by value
     * (quoted, or as an enum constant), or sharing the prefix of a key the reason says is missing.
     */
    static List<String> optionKeysIn(String reason, Map<String, String> options) {
        List<String> keys = new ArrayList<>();
        for (Map.Entry<String, String> option : options.entrySet()) {
            String value = option.getValue();
            // a value quoted or listed ("[customer_id]") is the surest sign: those options come first
            if (value.length() > 2 && (reason.contains("'" + value + "'") || reason.contains("[" + value + "]"))) {
                keys.add(option.getKey());
            }
        }
        for (Map.Entry<String, String> option : options.entrySet()) {
            String key = option.getKey();
            String value = option.getValue();
            String unprefixed = key.substring(key.indexOf('.') + 1);
            String constant = value.toUpperCase(Locale.ROOT).replace('-', '_');
            if (!keys.contains(key) && (names(reason, key) || (unprefixed.length() > 6 && names(reason, unprefixed))
                    || (value.length() > 3 && Pattern.compile("\\b" + Pattern.quote(constant) + "\\b")
                            .matcher(reason).find()))) {
                keys.add(key);
            }
        }
        Matcher quoted = QUOTED.matcher(reason);
        while (keys.isEmpty() && quoted.find()) {
            String missing = quoted.group(1);
            int dot = missing.lastIndexOf('.');
            // a missing option the user's lead to: 'fields.id.start' for 'fields.id.kind', 'bucket-key' for 'bucket'
            options.keySet().stream().filter(k -> !options.containsKey(missing)
                    && ((dot > 0 && k.startsWith(missing.substring(0, dot + 1)))
                    || missing.startsWith(k + "-") || missing.startsWith(k + "."))).findFirst().ifPresent(keys::add);
        }
        return keys.isEmpty() ? keys(options, "connector") : keys;
    }

    /** The user's key for an option a format names without its prefix ('ignore-parse-errors' for 'json.ignore-...'). */
    static String userKey(String key, Map<String, String> options) {
        if (options.containsKey(key)) {
            return key;
        }
        return options.keySet().stream().filter(k -> k.endsWith("." + key)).findFirst().orElse(key);
    }

    /** Whether the text names the option key as a whole word (not inside a longer key). */
    private static boolean names(String text, String key) {
        return Pattern.compile("(?<![\\w.-])" + Pattern.quote(key) + "(?![\\w-]|\\.\\w)").matcher(text).find();
    }

    /** The key as a one-element list when the user set it, else empty. */
    static List<String> keys(Map<String, String> options, String key) {
        return options.containsKey(key) ? List.of(key) : List.of();
    }
}
