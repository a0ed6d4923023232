package io.freshet.backend.definitions;

import io.freshet.analysis.parse.StatementKind;
import io.freshet.analysis.parse.StatementNames;
import io.freshet.analysis.project.SessionPlace;
import io.freshet.analysis.script.Statement;
import io.freshet.ui.scripts.ScriptDocument;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits a project's scripts (in run order, one session) into statements and resolves the table each creates or
 * writes, following USE CATALOG and USE as the gateway session would.
 */
public final class ScriptStatements {

    private ScriptStatements() {
    }

    /** Every statement of the scripts, in order, starting in {@code catalog}.{@code database}. */
    public static List<PlannedStatement> of(List<ScriptDocument> ordered, String catalog, String database) {
        List<PlannedStatement> result = new ArrayList<>();
        SessionPlace current = new SessionPlace(catalog, database);
        for (ScriptDocument script : ordered) {
            for (ScriptNames.Named statement : ScriptNames.of(script.content())) {
                result.add(plan(script, statement, current));
            }
        }
        return result;
    }

    private static PlannedStatement plan(ScriptDocument script, ScriptNames.Named named, SessionPlace current) {
        Statement statement = named.statement();
        StatementKind kind = named.kind();
        StatementNames names = named.names();
        List<String> name = names.name();
        switch (names.effect()) {
            case USE_CATALOG -> current.useCatalog(name.get(0));
            case USE_DATABASE -> current.use(name);
            case TARGET -> {
                return new PlannedStatement(script, statement, kind, current.table(name), names.defines());
            }
            case NONE -> {
            }
        }
        return new PlannedStatement(script, statement, kind, null, false);
    }
}
