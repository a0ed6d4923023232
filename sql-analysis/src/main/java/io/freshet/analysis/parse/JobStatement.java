package io.freshet.analysis.parse;

import io.freshet.analysis.script.ScriptSplitter;
import io.freshet.analysis.script.SourceText;
import io.freshet.analysis.script.Statement;
import java.util.List;
import java.util.Optional;
import org.apache.flink.sql.parser.ddl.SqlStopJob;
import org.apache.flink.sql.parser.dml.SqlExecute;
import org.apache.flink.sql.parser.dql.SqlShowJobs;

/**
 * A job control statement as Flink's parser reads it: listing the cluster's jobs, or stopping one by id with its
 * savepoint and drain clauses. The IDE answers the first itself and decides the second by the job's owner, so both
 * are read on the AST (a comment or an odd spacing cannot hide them).
 *
 * @param jobId the id as written (stopping only), else null
 */
public record JobStatement(Action action, String jobId, boolean withSavepoint, boolean withDrain) {

    /** What the statement asks of the cluster. */
    public enum Action {
        /** List the jobs. */
        LIST,
        /** Stop one job. */
        STOP
    }

    /** The job control statement this is, or empty for any other statement (or one that did not parse). */
    public static Optional<JobStatement> of(ParsedStatement statement) {
        if (!statement.parsed()) {
            return Optional.empty();
        }
        Object node = statement.node() instanceof SqlExecute execute ? execute.getStatement() : statement.node();
        if (node instanceof SqlShowJobs) {
            return Optional.of(new JobStatement(Action.LIST, null, false, false));
        }
        if (node instanceof SqlStopJob stop) {
            return Optional.of(new JobStatement(Action.STOP, stop.getId(), stop.isWithSavepoint(), stop.isWithDrain()));
        }
        return Optional.empty();
    }

    /** The same for the text of one statement; empty for a script of several. */
    public static Optional<JobStatement> of(String statement) {
        List<Statement> statements = ScriptSplitter.split(new SourceText(statement == null ? "" : statement));
        return statements.size() == 1 ? of(StatementParser.parse(statements.get(0))) : Optional.empty();
    }
}
