package io.freshet.analysis.serving;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The properties, secret placeholders and notes of a catalog statement while an engine's rules fill them in. */
final class StatementDraft {

    private final Map<String, String> properties = new LinkedHashMap<>();
    private final List<SecretPlaceholder> placeholders = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    /** A property whose value came through {@link SafeValues} or is Freshet's own constant. */
    StatementDraft put(String key, String value) {
        properties.put(key, value);
        return this;
    }

    /** A value the user fills in (not a secret), shown as {@code <fill in: what>} and explained in a note. */
    StatementDraft fillIn(String key, String what) {
        properties.put(key, "<fill in: " + what + ">");
        notes.add("Replace <fill in: " + what + "> before running it.");
        return this;
    }

    StatementDraft secret(String key, SecretPlaceholder placeholder) {
        properties.put(key, placeholder.token());
        placeholders.add(placeholder);
        return this;
    }

    StatementDraft note(String note) {
        notes.add(note);
        return this;
    }

    /** Every property as {@code <indent><q>key<q><assign><q>value<q>}, joined by the delimiter. */
    String lines(String indent, String quote, String assign, String delimiter) {
        return properties.entrySet().stream()
                .map(p -> indent + quote + p.getKey() + quote + assign + quote + p.getValue() + quote)
                .collect(Collectors.joining(delimiter));
    }

    CatalogStatement build(EngineKind engine, String catalogName, String text) {
        return new CatalogStatement(engine, catalogName, engine.form(), text, placeholders, notes);
    }
}
