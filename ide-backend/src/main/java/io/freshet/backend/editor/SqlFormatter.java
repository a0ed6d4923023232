package io.freshet.backend.editor;

import io.freshet.analysis.script.SqlLexer;
import io.freshet.analysis.script.SqlToken;
import io.freshet.analysis.script.SqlToken.Kind;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Formats Flink SQL: keywords upper case, each clause on its own line, select and column lists one item a
 * line, indented by parenthesis depth. Only whitespace and keyword case change; comments and literals stay.
 */
final class SqlFormatter {

    private static final String INDENT = "    ";
    /** Reserved words only: a non-reserved one may be a case-sensitive name (a column called comment). */
    private static final Set<String> KEYWORDS = Set.of("SELECT", "FROM", "WHERE", "GROUP", "BY", "HAVING", "ORDER",
            "LIMIT", "UNION", "ALL", "JOIN", "LEFT", "RIGHT", "FULL", "INNER", "OUTER", "CROSS", "ON", "AS", "AND",
            "OR", "NOT", "NULL", "IS", "IN", "CASE", "WHEN", "THEN", "ELSE", "END", "CREATE", "TABLE", "INTERVAL",
            "WITH", "INSERT", "INTO", "VALUES", "DROP", "ALTER", "EXISTS", "PRIMARY", "CONSTRAINT", "FOR", "DISTINCT",
            "CAST", "BETWEEN", "LIKE", "OVER", "PARTITION", "SECOND", "MINUTE", "HOUR", "DAY", "LATERAL", "UNNEST",
            "EXPLAIN", "DESCRIBE", "TRUE", "FALSE", "BEGIN", "EXECUTE", "INTERSECT", "EXCEPT", "CURRENT_TIMESTAMP",
            "OF", "SET", "SHOW");
    private static final Set<String> CLAUSES = Set.of("SELECT", "FROM", "WHERE", "GROUP", "HAVING", "ORDER", "LIMIT",
            "UNION", "INTERSECT", "EXCEPT", "JOIN", "LEFT", "RIGHT", "FULL", "INNER", "CROSS", "FRESHNESS",
            "REFRESH_MODE", "PARTITIONED", "WITH");
    private static final Set<String> JOIN_PREFIX = Set.of("LEFT", "RIGHT", "FULL", "INNER", "CROSS", "OUTER", "NATURAL");
    private static final Set<String> LIST_CLAUSES = Set.of("SELECT", "GROUP", "ORDER");
    /** Non-reserved (a column may be called desc): upper-cased only where they end an ORDER BY item. */
    private static final Set<String> ORDER_WORDS = Set.of("ASC", "DESC", "NULLS", "FIRST", "LAST");
    private static final Set<String> AFTER_ORDER_ITEM = Set.of("LIMIT", "OFFSET", "FETCH", "NULLS", "FIRST", "LAST",
            "ROWS", "RANGE");

    private SqlFormatter() {
    }

    static String format(String sql) {
        List<SqlToken> tokens = SqlLexer.tokens(sql);
        StringBuilder out = new StringBuilder(sql.length() + sql.length() / 4);
        int depth = 0;
        boolean statementStart = true;
        boolean space = false;
        String previousWord = "";
        String clause = "";
        int clauseDepth = 0;
        for (int i = 0; i < tokens.size(); i++) {
            SqlToken token = tokens.get(i);
            if (token.kind() == Kind.SPACE) {
                space = out.length() > 0;
                continue;
            }
            String text = token.text();
            String upper = text.toUpperCase(Locale.ROOT);
            boolean name = previousWord.equals(".") || (i + 1 < tokens.size() && tokens.get(i + 1).text().equals("."));
            if (token.kind() == Kind.WORD && !name && (KEYWORDS.contains(upper) || CLAUSES.contains(upper))) {
                text = KEYWORDS.contains(upper) ? upper : text;
                boolean clauseStart = CLAUSES.contains(upper) && !statementStart
                        && !(upper.equals("JOIN") && JOIN_PREFIX.contains(previousWord))
                        && !(upper.equals("WITH") && !previousWord.equals(")"));
                if (clauseStart) {
                    newline(out, depth);
                    space = false;
                    clause = upper;
                    clauseDepth = depth;
                } else if (statementStart) {
                    clause = upper;
                    clauseDepth = depth;
                }
            }
            if (token.kind() == Kind.WORD && !name && clause.equals("ORDER") && ORDER_WORDS.contains(upper)
                    && endsOrderItem(tokens, i)) {
                text = upper;
            }
            if (token.kind() == Kind.SYMBOL && text.equals(")")) {
                depth = Math.max(0, depth - 1);
            }
            if (space && !text.equals(",") && !text.equals(")") && !text.equals(";") && !text.equals(".")
                    && !endsWith(out, "(") && !endsWith(out, ".") && !endsWith(out, "\n") && !endsWith(out, " ")) {
                out.append(' ');
            }
            out.append(text);
            space = false;
            statementStart = false;
            if (token.kind() == Kind.LINE_COMMENT) {
                newline(out, depth);
                statementStart = clause.isEmpty();
            } else if (text.equals("(")) {
                depth++;
            } else if (text.equals(";")) {
                out.append("\n\n");
                depth = 0;
                statementStart = true;
                clause = "";
            } else if (text.equals(",") && depth == clauseDepth && LIST_CLAUSES.contains(clause)) {
                newline(out, depth);
                out.append(INDENT);
            }
            previousWord = token.kind() == Kind.WORD ? upper : text;
        }
        return out.toString().strip() + (sql.strip().isEmpty() ? "" : "\n");
    }

    /** Whether the word at {@code i} is followed by the end of an ORDER BY item: a comma, ')', ';', the end, LIMIT... */
    private static boolean endsOrderItem(List<SqlToken> tokens, int i) {
        for (int j = i + 1; j < tokens.size(); j++) {
            SqlToken next = tokens.get(j);
            if (next.kind() == Kind.SPACE || next.kind() == Kind.LINE_COMMENT || next.kind() == Kind.BLOCK_COMMENT) {
                continue;
            }
            String text = next.text();
            return text.equals(",") || text.equals(")") || text.equals(";")
                    || next.kind() == Kind.WORD && AFTER_ORDER_ITEM.contains(text.toUpperCase(Locale.ROOT));
        }
        return true;
    }

    private static void newline(StringBuilder out, int depth) {
        while (out.length() > 0 && out.charAt(out.length() - 1) == ' ') {
            out.setLength(out.length() - 1);
        }
        if (out.length() > 0 && out.charAt(out.length() - 1) != '\n') {
            out.append('\n');
        }
        out.append(INDENT.repeat(depth));
    }

    private static boolean endsWith(StringBuilder out, String suffix) {
        return out.length() >= suffix.length() && out.substring(out.length() - suffix.length()).equals(suffix);
    }
}
