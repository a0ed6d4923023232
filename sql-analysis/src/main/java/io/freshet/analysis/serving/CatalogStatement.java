package io.freshet.analysis.serving;

import java.util.List;

/**
 * The text that makes an engine read Freshet's warehouse as a catalog, never holding a secret's value.
 *
 * @param engine       the engine it is for
 * @param catalogName  the catalog's name in that engine
 * @param form         a statement to run, or a file or configuration lines to add
 * @param text         the text to copy
 * @param placeholders where secrets go: each names the sealed secret (or environment variable) that holds the value
 * @param notes        what else the engine needs, in words (jars, a path every node sees, a value to fill in)
 */
public record CatalogStatement(EngineKind engine, String catalogName, StatementForm form, String text,
                               List<SecretPlaceholder> placeholders, List<String> notes) {

    public CatalogStatement {
        placeholders = List.copyOf(placeholders);
        notes = List.copyOf(notes);
    }
}
