package io.freshet.gateway.client;

import io.freshet.analysis.script.SqlLexer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Remembers the statements that shape a session (SET, RESET, CREATE CATALOG, USE CATALOG, USE) so that a reopened
 * session can be brought back to the same options and the same current catalog and database.
 * Not thread-safe: the owning session synchronizes.
 */
final class SessionReplay {

    private static final Pattern SET = Pattern.compile("SET\\s+'((?:[^']|'')*)'\\s*=.*", Pattern.DOTALL | Pattern.CASE_INSENSITIVE);
    private static final Pattern RESET_KEY = Pattern.compile("RESET\\s+'((?:[^']|'')*)'\\s*;?", Pattern.CASE_INSENSITIVE);
    private static final Pattern RESET_ALL = Pattern.compile("RESET\\s*;?", Pattern.CASE_INSENSITIVE);
    private static final Pattern USE_CATALOG = Pattern.compile("USE\\s+CATALOG\\s+\\S.*", Pattern.DOTALL | Pattern.CASE_INSENSITIVE);
    private static final Pattern USE_MODULES = Pattern.compile("USE\\s+MODULES\\b.*", Pattern.DOTALL | Pattern.CASE_INSENSITIVE);
    private static final Pattern USE = Pattern.compile("USE\\s+\\S.*", Pattern.DOTALL | Pattern.CASE_INSENSITIVE);
    private static final Pattern CREATE_CATALOG = Pattern.compile("CREATE\\s+CATALOG\\s+(IF\\s+NOT\\s+EXISTS\\s+)?(.*)",
            Pattern.DOTALL | Pattern.CASE_INSENSITIVE);

    /** Option key to the last SET or RESET of it, in first-seen order. */
    private final Map<String, String> options = new LinkedHashMap<>();
    /** Catalogs made in this session; a gateway without a catalog store forgets them with the session. */
    private final List<String> catalogs = new ArrayList<>();
    private boolean resetAll;
    private String useCatalog;
    private String useDatabase;

    /** Records a statement that succeeded; statements of other kinds are ignored. */
    void record(String sql) {
        String statement = SqlLexer.withoutLeadingComments(sql).strip();
        Matcher set = SET.matcher(statement);
        Matcher resetKey = RESET_KEY.matcher(statement);
        Matcher createCatalog = CREATE_CATALOG.matcher(statement);
        if (createCatalog.matches()) {
            // IF NOT EXISTS: with a catalog store the catalog outlives the session
            String replayable = "CREATE CATALOG IF NOT EXISTS " + createCatalog.group(2);
            if (!catalogs.contains(replayable)) {
                catalogs.add(replayable);
            }
        } else if (set.matches()) {
            putOption(set.group(1), statement);
        } else if (resetKey.matches()) {
            putOption(resetKey.group(1), statement);
        } else if (RESET_ALL.matcher(statement).matches()) {
            options.clear();
            resetAll = true;
        } else if (USE_CATALOG.matcher(statement).matches()) {
            useCatalog = statement;
            // switching catalogs selects that catalog's default database
            useDatabase = null;
        } else if (!USE_MODULES.matcher(statement).matches() && USE.matcher(statement).matches()) {
            useDatabase = statement;
        }
    }

    /** The statements that rebuild the session, in an order that gives the same end state. */
    List<String> statements() {
        List<String> statements = new ArrayList<>();
        if (resetAll) {
            statements.add("RESET");
        }
        statements.addAll(options.values());
        statements.addAll(catalogs);
        if (useCatalog != null) {
            statements.add(useCatalog);
        }
        if (useDatabase != null) {
            statements.add(useDatabase);
        }
        return statements;
    }

    /** The SET statements in force, the last per option key, in the order of the last changes. */
    List<String> setStatements() {
        return options.values().stream().filter(statement -> SET.matcher(statement).matches()).toList();
    }

    private void putOption(String key, String statement) {
        String normalized = key.toLowerCase(Locale.ROOT);
        // re-insert so the replay keeps the order of the last changes
        options.remove(normalized);
        options.put(normalized, statement);
    }
}
