package io.freshet.backend.gateway;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementParser;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.GatewayException.Kind;
import io.freshet.gateway.client.StatementGate;

/**
 * The gate for statements Freshet builds itself (creating its catalog, job control): no user's role applies,
 * but the text must be exactly one statement that Flink's parser reads, so a name spliced into Freshet's own
 * SQL can never smuggle in a second statement.
 */
public final class SystemGate {

    private SystemGate() {
    }

    /** A gate for Freshet's own statements; {@code purpose} names them in a refusal, e.g. "catalog bootstrap". */
    public static StatementGate of(String purpose) {
        return statement -> {
            if (!isSingleParsedStatement(statement)) {
                throw new GatewayException(Kind.REFUSED, "Freshet refused its own statement for " + purpose
                        + ": it is not exactly one statement Flink's parser reads.", statement, null);
            }
        };
    }

    static boolean isSingleParsedStatement(String statement) {
        SqlScript script = SqlScript.of(statement);
        if (script.statements().size() != 1) {
            return false;
        }
        ParsedStatement parsed = StatementParser.parse(script.statements().get(0));
        return parsed.parsed();
    }
}
