package io.freshet.analysis.serving;

import java.util.Optional;
import java.util.function.Function;

/**
 * The only SQL Freshet sends to a serving engine over JDBC: its own catalog statement with the sealed secrets' values
 * in place of their placeholders, {@code SHOW CATALOGS}, and {@code SHOW TABLES FROM <catalog>.<database>}. No text a
 * user typed is ever part of it: names and values pass the same checks as the statement's ({@link SafeValues}).
 */
public final class EngineStatements {

    public static final String SHOW_CATALOGS = "SHOW CATALOGS";

    private static final String FILL_IN = "<fill in:";

    private EngineStatements() {
    }

    /** Whether Freshet can run this engine's catalog statement over JDBC: a SQL statement on MySQL's protocol. */
    public static boolean runsOverJdbc(EngineKind engine) {
        return engine.form() == StatementForm.SQL && "jdbc:mysql://".equals(engine.jdbcPrefix());
    }

    /**
     * The statement as it is sent: each secret placeholder replaced by the sealed secret's value.
     *
     * @param secrets a secret's value by its name, empty when it is not set
     * @throws IllegalArgumentException with the reason for the user: not a SQL statement over JDBC, a value to fill in,
     *                                  a secret not set, or a value with characters Freshet writes into no statement
     */
    public static String runnable(CatalogStatement statement, Function<String, Optional<String>> secrets) {
        if (!runsOverJdbc(statement.engine())) {
            throw new IllegalArgumentException(statement.engine().displayName() + " reads its catalog from a file"
                    + " or its configuration, not from a statement Freshet could run: copy the text instead.");
        }
        if (statement.text().contains(FILL_IN)) {
            throw new IllegalArgumentException("The statement has a value to fill in (see its notes): Freshet runs"
                    + " only a complete statement. Copy it, fill it in and run it on the engine.");
        }
        String text = statement.text();
        for (SecretPlaceholder placeholder : statement.placeholders()) {
            String value = secrets.apply(placeholder.secretName()).orElseThrow(() -> new IllegalArgumentException(
                    "The sealed secret " + placeholder.secretName() + " (" + placeholder.meaning() + ") is not set:"
                            + " an administrator sets it on the Secrets page."));
            String safe;
            try {
                safe = SafeValues.require("value of " + placeholder.secretName(), value);
            } catch (IllegalArgumentException e) {
                // the value itself is never part of the message
                throw new IllegalArgumentException("The sealed secret " + placeholder.secretName() + " holds"
                        + " characters Freshet writes into no statement; run the statement on the engine yourself.");
            }
            text = text.replace(placeholder.token(), safe);
        }
        return text;
    }

    /** {@code SHOW TABLES FROM <catalog>.<database>}, for a database name every engine takes unquoted. */
    public static String showTables(String catalogName, String database) {
        if (!SafeValues.plainName(database)) {
            throw new IllegalArgumentException("Freshet lists the tables of a database named in small letters,"
                    + " digits and '_' only; " + database + " would need quoting in the engine.");
        }
        return "SHOW TABLES FROM " + SafeValues.catalogName(catalogName) + "." + database;
    }
}
