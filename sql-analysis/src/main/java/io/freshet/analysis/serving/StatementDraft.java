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

    /**
     * The S3 endpoint: the warehouse's own, else AWS' regional one for its region ({@code <scheme>s3.<region>
     * .amazonaws.com}), else a value to fill in described by {@code example}.
     */
    StatementDraft s3Endpoint(String key, ServingWarehouse warehouse, String scheme, String example) {
        if (warehouse.s3Endpoint() != null) {
            return put(key, warehouse.s3Endpoint());
        }
        return warehouse.s3Region() != null ? put(key, scheme + "s3." + warehouse.s3Region() + ".amazonaws.com")
                : fillIn(key, example);
    }

    /** The warehouse's S3 region, or a value to fill in when Freshet does not know it. */
    StatementDraft s3Region(String key, ServingWarehouse warehouse) {
        return warehouse.s3Region() != null ? put(key, warehouse.s3Region())
                : fillIn(key, "S3 region, e.g. us-east-1");
    }

    /** The sealed S3 key pair as the placeholders a run fills in (never the keys themselves). */
    StatementDraft s3Keys(String accessKey, String secretKey, S3KeySecrets secrets) {
        return secret(accessKey, SecretPlaceholder.of(secrets.accessKey(), "the S3 access key id"))
                .secret(secretKey, SecretPlaceholder.of(secrets.secretKey(), "the S3 secret access key"));
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
