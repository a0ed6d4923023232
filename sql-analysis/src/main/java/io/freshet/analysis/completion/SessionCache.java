package io.freshet.analysis.completion;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.parse.StatementParser;
import io.freshet.analysis.planner.PlannerSession;
import io.freshet.analysis.script.Statement;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;

/**
 * Keeps the planner session of the last completion: while a person types inside one statement, the
 * catalog and the DDL before the cursor stay the same, so replaying them on every keystroke is waste.
 */
final class SessionCache {

    /** What a session was built from. */
    private record Key(CatalogSnapshot catalog, List<String> ddl, Duration threshold) {
    }

    private Key key;
    private PlannerSession session;

    /** Runs the action on a session holding the catalog plus the DDL statements, one caller at a time. */
    synchronized <T> T with(CatalogSnapshot catalog, List<Statement> ddl, Duration threshold,
                            Function<PlannerSession, T> action) {
        Key wanted = new Key(catalog, ddl.stream().map(Statement::text).toList(), threshold);
        if (!wanted.equals(key)) {
            PlannerSession fresh = PlannerSession.create(catalog, threshold);
            ddl.forEach(statement -> fresh.validate(StatementParser.parse(statement)));
            session = fresh;
            key = wanted;
        }
        return action.apply(session);
    }
}
