package io.freshet.backend.policy;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementParser;
import io.freshet.analysis.script.Statement;
import io.freshet.gateway.client.KnownStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A statement's text read once by Flink's parser where its run (or deployment step) starts, and carried with it: the
 * gate judges these parsed statements, and the run's audit row, its refresh history entry and the creation settings
 * read them, so nothing parses the text a second time. Positions in it are the text's own (line 1 is its first line),
 * as the gate has always reported them. Not a record: the gate trusts the parse to be the text's, so only
 * {@link #of} makes one outside this package.
 */
public final class ParsedSql implements KnownStatement {

    private final String text;
    private final List<ParsedStatement> statements;

    /**
     * @param text       the text sent to Flink
     * @param statements its statements as Flink's parser read them (a run's text is one statement; a text of several
     *                   is judged whole and is no single action)
     */
    ParsedSql(String text, List<ParsedStatement> statements) {
        this.text = Objects.requireNonNull(text, "text");
        this.statements = List.copyOf(statements);
    }

    /** Splits and parses the text: the one parse of a run's statement. */
    public static ParsedSql of(String text) {
        List<ParsedStatement> parsed = new ArrayList<>();
        for (Statement statement : SqlScript.of(text).statements()) {
            parsed.add(StatementParser.parse(statement));
        }
        return new ParsedSql(text, parsed);
    }

    /** The text sent to Flink. */
    @Override
    public String text() {
        return text;
    }

    /** Its statements as Flink's parser read them. */
    public List<ParsedStatement> statements() {
        return statements;
    }

    /** The text's one statement, parsed or with its syntax error; empty when it holds none or several. */
    public Optional<ParsedStatement> single() {
        return statements.size() == 1 ? Optional.of(statements.get(0)) : Optional.empty();
    }
}
