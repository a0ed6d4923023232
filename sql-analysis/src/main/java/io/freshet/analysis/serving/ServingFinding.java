package io.freshet.analysis.serving;

import java.util.Objects;

/**
 * One finding of a table against an engine's documented Paimon support, explained in words.
 *
 * @param column the column it is about, or null for the table
 */
public record ServingFinding(FindingLevel level, FindingTopic topic, String column, String message) {

    public ServingFinding {
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(topic, "topic");
        Objects.requireNonNull(message, "message");
    }

    static ServingFinding table(FindingLevel level, FindingTopic topic, String message) {
        return new ServingFinding(level, topic, null, message);
    }
}
