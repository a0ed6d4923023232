package io.freshet.ui.run;

import java.util.Locale;
import java.util.Optional;

/** Flink's {@code execution.runtime-mode}: follow a query's input forever, or read what is there and end. */
public enum RuntimeMode {
    STREAMING, BATCH;

    /** The option every run's mode is set with. */
    public static final String OPTION = "execution.runtime-mode";

    /** The value as Flink spells it in {@code SET 'execution.runtime-mode' = '...'}. */
    public String optionValue() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The mode an option value names; empty for anything else (Flink also knows AUTOMATIC). */
    public static Optional<RuntimeMode> of(String value) {
        if (value == null) {
            return Optional.empty();
        }
        return switch (value.strip().toLowerCase(Locale.ROOT)) {
            case "streaming" -> Optional.of(STREAMING);
            case "batch" -> Optional.of(BATCH);
            default -> Optional.empty();
        };
    }
}
