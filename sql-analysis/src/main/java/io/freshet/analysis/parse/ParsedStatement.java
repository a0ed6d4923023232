package io.freshet.analysis.parse;

import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.script.Statement;
import org.apache.calcite.sql.SqlNode;

/**
 * A statement and the outcome of parsing it: exactly one of {@code node} and {@code syntaxError}
 * is set.
 */
public record ParsedStatement(Statement statement, SqlNode node, Diagnostic syntaxError) {

    public boolean parsed() {
        return node != null;
    }
}
