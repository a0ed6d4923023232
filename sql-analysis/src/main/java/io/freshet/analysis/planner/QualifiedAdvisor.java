package io.freshet.analysis.planner;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.calcite.runtime.CalciteException;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.util.SqlBasicVisitor;
import org.apache.calcite.sql.advise.SqlAdvisor;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParser;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.validate.SqlMoniker;
import org.apache.calcite.sql.validate.SqlMonikerImpl;
import org.apache.calcite.sql.validate.SqlMonikerType;
import org.apache.calcite.sql.validate.SqlValidatorWithHints;

/**
 * Calcite's completion advisor, minus its keyword pass right after a qualifier's dot ({@code o.|}).
 * That pass parses the query once more with an illegal character at the cursor to collect the tokens
 * the parser expected there; building that parse error costs about three quarters of a completion in a
 * long script, and after a dot only a name of the qualified relation (or {@code *}) can follow.
 */
final class QualifiedAdvisor extends SqlAdvisor {

    private static final String HINT = "_suggest_";
    private static final SqlMoniker STAR = new SqlMonikerImpl(List.of("*"), SqlMonikerType.KEYWORD);

    private final SqlValidatorWithHints validator;

    QualifiedAdvisor(SqlValidatorWithHints validator, SqlParser.Config config) {
        super(validator, config);
        this.validator = validator;
    }

    @Override
    public List<SqlMoniker> getCompletionHints(String sql, SqlParserPos pos) {
        if (!afterDot(sql, pos.getColumnNum() - 1)) {
            return super.getCompletionHints(sql, pos);
        }
        SqlNode node;
        try {
            node = parseQuery(sql);
        } catch (SqlParseException | CalciteException e) {
            return List.of();
        }
        // asked before validation, which rewrites the select list
        List<SqlMoniker> hints = new ArrayList<>();
        if (inSelectList(node)) {
            hints.add(STAR);
        }
        try {
            validator.validate(node);
        } catch (RuntimeException e) {
            // as in Calcite's advisor: an invalid rest of the query still leaves the names in scope
        }
        hints.addAll(validator.lookupHints(node, pos));
        return hints;
    }

    private static boolean afterDot(String sql, int hintAt) {
        int i = hintAt - 1;
        while (i >= 0 && Character.isWhitespace(sql.charAt(i))) {
            i--;
        }
        return i >= 0 && sql.charAt(i) == '.';
    }

    /** Whether the hint is an item of a select list (where {@code o.*} fits), as Calcite's advisor asks. */
    private static boolean inSelectList(SqlNode root) {
        boolean[] found = {false};
        root.accept(new SqlBasicVisitor<Void>() {
            @Override
            public Void visit(SqlCall call) {
                if (call instanceof SqlSelect select && select.getSelectList() != null
                        && select.getSelectList().stream().anyMatch(QualifiedAdvisor::isHint)) {
                    found[0] = true;
                }
                return super.visit(call);
            }
        });
        return found[0];
    }

    private static boolean isHint(SqlNode node) {
        return node instanceof SqlIdentifier id && !id.isStar()
                && id.names.get(id.names.size() - 1).toLowerCase(Locale.ROOT).equals(HINT);
    }
}
