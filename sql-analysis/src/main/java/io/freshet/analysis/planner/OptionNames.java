package io.freshet.analysis.planner;

import java.util.Collection;

/** The supported option a misspelt one most likely meant: the closest by edit distance, if close enough. */
final class OptionNames {

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
}
