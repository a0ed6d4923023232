package io.freshet.analysis.project;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Where a project deploys: its own databases and tables get the database {@code prefix} (e.g. {@code dev_}: database
 * {@code dwd} becomes {@code dev_dwd}) and, when set, land in {@code catalog} instead of the catalog they name. The
 * empty prefix without a catalog is no environment: the project deploys as its scripts say.
 *
 * @param prefix  lower-case letters, digits and underscores, starting with a letter; empty for none
 * @param catalog the catalog the project's own objects land in, or null to keep the one each name resolves to
 */
public record Environment(String prefix, String catalog) {

    /** The project as its scripts say (production). */
    public static final Environment NONE = new Environment("", null);

    /** A name Freshet writes into other names: never a path, a quote or a keyword's shape. */
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9_]{0,39}");

    public Environment {
        prefix = prefix == null ? "" : prefix;
        catalog = catalog == null || catalog.isEmpty() ? null : catalog;
        problem(prefix).ifPresent(why -> {
            throw new IllegalArgumentException(why);
        });
        if (catalog != null && !NAME.matcher(catalog).matches()) {
            throw new IllegalArgumentException("The environment's catalog '" + printable(catalog)
                    + "' is not a plain name: lower-case letters, digits and underscores, starting with a letter.");
        }
    }

    /**
     * The environment of a database prefix as a user typed it (a form, a query parameter, a command-line option):
     * blank is none.
     *
     * @throws IllegalArgumentException with a message for the user when it is not a plain prefix
     */
    public static Environment of(String prefix) {
        return prefix == null || prefix.isBlank() ? NONE : new Environment(prefix.strip(), null);
    }

    /** Why a prefix is refused, in words for the user; empty when it is a plain prefix or empty. */
    public static Optional<String> problem(String prefix) {
        if (prefix == null || prefix.isEmpty() || NAME.matcher(prefix).matches()) {
            return Optional.empty();
        }
        return Optional.of("The environment '" + printable(prefix) + "' is not a database prefix: use lower-case"
                + " letters, digits and underscores, starting with a letter, at most 40 characters (e.g. dev_).");
    }

    /** True for no environment: names stay as written. */
    public boolean none() {
        return prefix.isEmpty() && catalog == null;
    }

    /** The database a project's own database {@code database} becomes. */
    public String database(String database) {
        return prefix + database;
    }

    /** The catalog a project's own database in {@code catalog} lands in. */
    public String catalog(String catalog) {
        return this.catalog == null ? catalog : this.catalog;
    }

    /** "dev_" or "dev_ in catalog staging", for plans and messages; "none" for no environment. */
    public String words() {
        if (none()) {
            return "none";
        }
        return (prefix.isEmpty() ? "no prefix" : prefix) + (catalog == null ? "" : " in catalog " + catalog);
    }

    private static String printable(String text) {
        StringBuilder out = new StringBuilder();
        text.codePoints().limit(60).forEach(c -> out.append(Character.isISOControl(c) ? "?" : Character.toString(c)));
        return out.toString();
    }
}
