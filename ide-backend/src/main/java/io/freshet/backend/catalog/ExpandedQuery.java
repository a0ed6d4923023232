package io.freshet.backend.catalog;

import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.ui.catalog.TableRef;
import java.util.Collection;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads Flink's {@code SHOW CREATE VIEW} answer: the view's expanded query, in which Flink wrote every table as
 * {@code `catalog`.`database`.`table`}, and the first such table (the query's main source).
 */
final class ExpandedQuery {

    /**
     * Flink 2.0 writes {@code CREATE [TEMPORARY ]VIEW `c`.`d`.`v` (} the columns one per line {@code )}, an optional
     * {@code COMMENT '...'}, then {@code AS} and the query; other versions put the columns and {@code as} on one line.
     */
    private static final Pattern HEAD = Pattern.compile("^CREATE\\s+(?:TEMPORARY\\s+)?VIEW\\s+(?:`(?:[^`]|``)*`\\.?)+\\s*"
            + "(?:\\((?:\\s*`(?:[^`]|``)*`\\s*,?)*\\s*\\))?\\s*(?:COMMENT\\s+'(?:[^']|'')*'\\s*)?AS\\s+",
            Pattern.CASE_INSENSITIVE);
    private static final String PART = "`((?:[^`]|``)*)`";
    private static final Pattern THREE_PARTS = Pattern.compile(PART + "\\." + PART + "\\." + PART);

    private ExpandedQuery() {
    }

    /** The query after the head; empty when the answer is not a view's CREATE as Flink writes it. */
    static Optional<String> body(String showCreateView) {
        Matcher head = HEAD.matcher(showCreateView.strip());
        return head.find() ? Optional.of(showCreateView.strip().substring(head.end()).strip()) : Optional.empty();
    }

    /** The first table of a known catalog the expanded query names (a column is at most alias.column there). */
    static Optional<TableRef> firstTable(String expanded, Collection<String> catalogs) {
        Matcher m = THREE_PARTS.matcher(expanded);
        while (m.find()) {
            String catalog = SqlQuoting.unescapeBackticks(m.group(1));
            if (catalogs.contains(catalog)) {
                return Optional.of(new TableRef(catalog, SqlQuoting.unescapeBackticks(m.group(2)), SqlQuoting.unescapeBackticks(m.group(3))));
            }
        }
        return Optional.empty();
    }
}
