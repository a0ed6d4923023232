package io.freshet.backend.ingest.ingestions;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.script.Statement;
import io.freshet.backend.ingest.sources.SourcePostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The sample project's own PostgreSQL database ({@code sample-projects/ecommerce-postgres/shop.sql}) loaded the way
 * its README says, with psql's two features that script uses done here: the {@code cdc_password} variable and the
 * {@code \connect shop} that switches database.
 */
final class SampleShop {

    static final Path SCRIPT = Path.of("..", "sample-projects", "ecommerce-postgres", "shop.sql");
    static final List<String> TABLES = List.of("users", "items", "orders", "order_items");

    private SampleShop() {
    }

    /** Creates the role {@code cdc}, the database {@code shop}, its tables and rows. */
    static void load(SourcePostgres postgres, String cdcPassword) {
        String script;
        try {
            script = Files.readString(SCRIPT);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String[] parts = script.replace(":'cdc_password'", "'" + cdcPassword.replace("'", "''") + "'")
                .split("(?m)^\\\\connect shop\\s*$", 2);
        if (parts.length != 2) {
            throw new IllegalStateException(SCRIPT + " no longer switches to the shop database with \\connect shop");
        }
        postgres.sql("postgres", statements(parts[0]));
        postgres.sql("shop", statements(parts[1]));
    }

    private static String[] statements(String text) {
        return SqlScript.of(text).statements().stream().map(Statement::text).toArray(String[]::new);
    }
}
