package io.freshet.backend.definitions;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementKind;
import io.freshet.analysis.parse.StatementNames;
import io.freshet.analysis.parse.StatementParser;
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
        String[] current = {catalog, database};
        for (ScriptDocument script : ordered) {
            for (Statement statement : SqlScript.of(script.content()).statements()) {
                result.add(plan(script, statement, current));
            }
        }
        return result;
    }

    private static PlannedStatement plan(ScriptDocument script, Statement statement, String[] current) {
        ParsedStatement parsed = StatementParser.parse(statement);
        StatementKind kind = StatementKind.of(parsed);
        StatementNames names = StatementNames.of(parsed);
        List<String> name = names.name();
        switch (names.effect()) {
            case USE_CATALOG -> {
                current[0] = name.get(0);
                // USE CATALOG switches to that catalog's default database; for Paimon it is `default`
                current[1] = "default";
            }
            case USE_DATABASE -> {
                if (name.size() == 2) {
                    current[0] = name.get(0);
                }
                current[1] = name.get(name.size() - 1);
            }
            case TARGET -> {
                return new PlannedStatement(script, statement, kind, resolve(name, current), names.defines());
            }
            case NONE -> {
            }
        }
        return new PlannedStatement(script, statement, kind, null, false);
    }

    private static TableId resolve(List<String> parts, String[] current) {
        int n = parts.size();
        return switch (n) {
            case 1 -> new TableId(current[0], current[1], parts.get(0));
            case 2 -> new TableId(current[0], parts.get(0), parts.get(1));
            default -> new TableId(parts.get(n - 3), parts.get(n - 2), parts.get(n - 1));
        };
    }
}
