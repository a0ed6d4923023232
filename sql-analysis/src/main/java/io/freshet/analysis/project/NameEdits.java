package io.freshet.analysis.project;

import io.freshet.analysis.parse.StatementParser;
import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.analysis.script.SourceText;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.parser.SqlAbstractParserImpl;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * Text edits of one statement that give an identifier other catalog or database parts, made on the parser's
 * position of each part: only the parts that change are replaced (or a qualification inserted before the name), so
 * quoting, spacing and comments between the parts stay as written. A part whose text is not exactly the name the
 * parser read is never guessed at: {@link IllegalStateException}.
 */
final class NameEdits {

    /** One replacement of the characters from {@code start} to {@code end} (exclusive) of a statement's text. */
    record Edit(int start, int end, String text) {
    }

    private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final SqlAbstractParserImpl.Metadata KEYWORDS = StatementParser.CONFIG.parserFactory()
            .getParser(new StringReader("")).getMetadata();

    private final SourceText text;
    private final List<Edit> edits = new ArrayList<>();

    NameEdits(String statementText) {
        this.text = new SourceText(statementText);
    }

    /**
     * Makes a table name read {@code catalog.database.<its table part>} in a session whose current catalog and
     * database are {@code sessionCatalog}.{@code sessionDatabase}.
     */
    void table(SqlIdentifier id, String catalog, String database, String sessionCatalog, String sessionDatabase) {
        table(id, id.names.size(), catalog, database, sessionCatalog, sessionDatabase);
    }

    /**
     * As {@link #table(SqlIdentifier, String, String, String, String)} for a name whose first {@code parts} parts
     * are a table's: a column qualified with it ({@code dwd.t.c} with 2, {@code lake.dwd.t.c} with 3).
     */
    void table(SqlIdentifier id, int parts, String catalog, String database, String sessionCatalog,
               String sessionDatabase) {
        if (parts == 1) {
            if (sessionCatalog.equals(catalog) && sessionDatabase.equals(database)) {
                return;
            }
            boolean quoted = quoted(id, 0);
            int start = start(id, 0);
            String prefix = sessionCatalog.equals(catalog) ? write(database, quoted)
                    : write(catalog, quoted) + "." + write(database, quoted);
            edits.add(new Edit(start, start, prefix + "."));
        } else if (parts == 2) {
            qualifiedParts(id, 0, catalog, database, sessionCatalog);
        } else if (parts == 3) {
            replace(id, 0, catalog);
            replace(id, 1, database);
        }
    }

    /** Makes a database name read {@code catalog.database} in a session whose current catalog is given. */
    void database(SqlIdentifier id, String catalog, String database, String sessionCatalog) {
        List<String> parts = id.names;
        if (parts.size() == 1) {
            qualifiedParts(id, 0, catalog, database, sessionCatalog);
        } else if (parts.size() == 2) {
            replace(id, 0, catalog);
            replace(id, 1, database);
        }
    }

    /** The database part at {@code index} resolved in the session's catalog: changed, or given a catalog too. */
    private void qualifiedParts(SqlIdentifier id, int index, String catalog, String database, String sessionCatalog) {
        if (!sessionCatalog.equals(catalog)) {
            boolean quoted = quoted(id, index);
            edits.add(new Edit(start(id, index), end(id, index),
                    write(catalog, quoted) + "." + write(database, quoted)));
        } else {
            replace(id, index, database);
        }
    }

    private void replace(SqlIdentifier id, int index, String name) {
        if (!id.names.get(index).equals(name)) {
            edits.add(new Edit(start(id, index), end(id, index), write(name, quoted(id, index))));
        }
    }

    /**
     * The edits so far, last first: applying them in this order keeps the earlier offsets valid. A part reached twice
     * (one node seen from two places) is edited once.
     */
    List<Edit> lastFirst() {
        List<Edit> sorted = new ArrayList<>(new LinkedHashSet<>(edits));
        sorted.sort(Comparator.comparingInt(Edit::start).reversed());
        return sorted;
    }

    /** The statement's text with the edits made. */
    String apply() {
        StringBuilder out = new StringBuilder(text.text());
        for (Edit edit : lastFirst()) {
            out.replace(edit.start(), edit.end(), edit.text());
        }
        return out.toString();
    }

    /** A name as written into a statement: quoted when it was, or when it would not read back as itself. */
    static String write(String name, boolean quoted) {
        boolean plain = PLAIN.matcher(name).matches() && !KEYWORDS.isReservedWord(name.toUpperCase(Locale.ROOT))
                && !KEYWORDS.isNonReservedKeyword(name.toUpperCase(Locale.ROOT));
        return quoted || !plain ? SqlQuoting.identifier(name) : name;
    }

    private boolean quoted(SqlIdentifier id, int index) {
        return text.text().charAt(start(id, index)) == '`';
    }

    private int start(SqlIdentifier id, int index) {
        span(id, index);
        SqlParserPos pos = id.getComponentParserPosition(index);
        return text.offsetOf(pos.getLineNum(), pos.getColumnNum());
    }

    private int end(SqlIdentifier id, int index) {
        SqlParserPos pos = id.getComponentParserPosition(index);
        return text.offsetOf(pos.getEndLineNum(), pos.getEndColumnNum()) + 1;
    }

    /** Checks that the part's position holds exactly its name, plain or quoted. */
    private void span(SqlIdentifier id, int index) {
        SqlParserPos pos = id.getComponentParserPosition(index);
        int start = text.offsetOf(pos.getLineNum(), pos.getColumnNum());
        int end = text.offsetOf(pos.getEndLineNum(), pos.getEndColumnNum()) + 1;
        String written = start < end && end <= text.text().length() ? text.text().substring(start, end) : "";
        String name = id.names.get(index);
        if (!written.equals(name) && !written.equals(SqlQuoting.identifier(name))) {
            throw new IllegalStateException("The name part '" + name + "' is not where the parser placed it");
        }
    }
}
