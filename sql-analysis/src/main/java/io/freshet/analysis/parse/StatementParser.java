package io.freshet.analysis.parse;

import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.script.TextRange;
import io.freshet.analysis.script.SourceText;
import io.freshet.analysis.script.Statement;
import org.apache.calcite.avatica.util.Casing;
import org.apache.calcite.avatica.util.Quoting;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParser;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.validate.SqlConformance;
import org.apache.flink.sql.parser.impl.FlinkSqlParserImpl;
import org.apache.flink.sql.parser.impl.Token;
import org.apache.flink.sql.parser.validate.FlinkSqlConformance;

/**
 * Parses single statements with Flink's own parser, configured as the Flink 2.0 planner configures
 * it, and turns a failure into a diagnostic positioned on the whole script.
 */
public final class StatementParser {

    /** The parser settings of Flink's planner (Lex.JAVA quoting and casing, Flink conformance). */
    public static final SqlParser.Config CONFIG = SqlParser.config()
            .withParserFactory(FlinkSqlParserImpl.FACTORY)
            .withConformance((SqlConformance) FlinkSqlConformance.DEFAULT)
            .withQuoting(Quoting.BACK_TICK)
            .withUnquotedCasing(Casing.UNCHANGED)
            .withQuotedCasing(Casing.UNCHANGED)
            .withCaseSensitive(true)
            .withIdentifierMaxLength(256);

    private StatementParser() {
    }

    /** Parses one statement; never throws for bad SQL. */
    public static ParsedStatement parse(Statement statement) {
        try {
            SqlNode node = SqlParser.create(statement.text(), CONFIG).parseStmt();
            return new ParsedStatement(statement, node, null);
        } catch (SqlParseException e) {
            return new ParsedStatement(statement, null, toDiagnostic(statement, e));
        } catch (RuntimeException e) {
            // Flink's DDL nodes validate some clauses while parsing and throw unchecked exceptions
            String message = SyntaxMessages.plain(e);
            return new ParsedStatement(statement, null, Diagnostic.error(message, statement.range()));
        }
    }

    private static Diagnostic toDiagnostic(Statement statement, SqlParseException e) {
        Token offending = OffendingToken.of(e);
        SqlParserPos pos = offending != null
                ? new SqlParserPos(offending.beginLine, offending.beginColumn,
                        offending.endLine, offending.endColumn)
                : e.getPos();
        TextRange range = pos == null || pos.getLineNum() < 1
                ? statement.range()
                : inScript(statement, pos);
        boolean atStart = range.startLine() == statement.range().startLine()
                && range.startColumn() == statement.range().startColumn();
        char before = pos == null ? ' ' : charBefore(statement.text(), pos.getLineNum(), pos.getColumnNum());
        SyntaxMessages.Context context = new SyntaxMessages.Context(e,
                offending == null ? null : offending.image, OffendingToken.isEnd(offending), atStart, before);
        return Diagnostic.of(Severity.ERROR, SyntaxMessages.describe(context), range,
                SyntaxMessages.hint(context));
    }

    /** The last non-blank character before a statement-relative position. */
    private static char charBefore(String text, int line, int column) {
        int offset = new SourceText(text).offsetOf(line, column) - 1;
        while (offset >= 0 && Character.isWhitespace(text.charAt(offset))) {
            offset--;
        }
        return offset >= 0 ? text.charAt(offset) : ' ';
    }

    private static int endColumn(SqlParserPos pos) {
        if (pos.getEndLineNum() < pos.getLineNum()
                || (pos.getEndLineNum() == pos.getLineNum() && pos.getEndColumnNum() < pos.getColumnNum())) {
            return pos.getColumnNum();
        }
        return pos.getEndColumnNum();
    }

    /**
     * The parser's position on the script. A parse error at end of input can point one past the text (column 0 of
     * the line after it): it is kept on the statement's last character.
     */
    private static TextRange inScript(Statement statement, SqlParserPos pos) {
        TextRange whole = statement.range();
        int line = statement.scriptLine(pos.getLineNum());
        int column = statement.scriptColumn(pos.getLineNum(), pos.getColumnNum());
        if (line > whole.endLine() || (line == whole.endLine() && column > whole.endColumn())) {
            return TextRange.point(whole.endLine(), whole.endColumn());
        }
        return statement.toScript(pos.getLineNum(), pos.getColumnNum(), Math.max(pos.getLineNum(),
                pos.getEndLineNum()), endColumn(pos));
    }
}
