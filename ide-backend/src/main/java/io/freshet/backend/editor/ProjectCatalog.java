package io.freshet.backend.editor;

import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.SqlScript;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.script.SqlLexer;
import io.freshet.analysis.script.Statement;
import io.freshet.backend.definitions.ProjectDefinitions;
import io.freshet.backend.definitions.ScriptStatements;
import io.freshet.ui.scripts.ScriptDocument;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The catalog a script of a project sees: the live catalog plus what the project's earlier scripts create
 * (a freshly imported project has no tables in the warehouse yet). The result is cached while the live
 * catalog and those scripts stay the same, since replaying DDL through the planner takes a while.
 */
public final class ProjectCatalog {

    private static final Logger LOG = LoggerFactory.getLogger(ProjectCatalog.class);
    private static final Set<String> CATALOG_CHANGE = Set.of("CREATE", "DROP", "ALTER", "USE");
    /** The first words of the statements that can define a table or change where a name resolves. */
    private static final Set<String> DEFINING = Set.of("CREATE", "USE", "EXECUTE");

    /** What a cached result was built from. */
    private record Key(CatalogSnapshot live, String ddl) {
    }

    /** What a cached {@link #withoutDefined} was built from: the statements of the text that can define a table. */
    private record DefinedKey(CatalogSnapshot live, String earlier, List<String> defining) {
    }

    private final ScriptAnalyzer analyzer;
    private Key key;
    private CatalogSnapshot result;
    private DefinedKey definedKey;
    private CatalogSnapshot definedResult;

    public ProjectCatalog(ScriptAnalyzer analyzer) {
        this.analyzer = analyzer;
    }

    /**
     * The catalog after {@code ddl}, the catalog-changing statements of the earlier scripts (see
     * {@link #catalogChanges}), ran on {@code live}; {@code live} itself when there are none or they cannot
     * be analysed.
     */
    public synchronized CatalogSnapshot after(CatalogSnapshot live, String ddl) {
        if (ddl.isEmpty()) {
            return live;
        }
        Key wanted = new Key(live, ddl);
        if (!wanted.equals(key)) {
            try {
                CatalogSnapshot after = analyzer.check(ddl, live).catalogAfter();
                result = after == null ? live : after;
            } catch (SqlAnalysisException e) {
                LOG.warn("The project's earlier scripts could not be replayed for analysis: {}", e.getMessage());
                result = live;
            }
            key = wanted;
        }
        return result;
    }

    /**
     * The live catalog without the tables that a project script defines, here or in an earlier script: a deployed
     * project's own CREATE is that table's definition, not an "already exists" error (deploying compares the two).
     *
     * @param earlier the {@link #catalogChanges} of the earlier scripts
     */
    static CatalogSnapshot withoutDefined(CatalogSnapshot live, String earlier, String text) {
        List<ScriptDocument> scripts = List.of(new ScriptDocument(-1, "", "earlier", earlier, 0, "", null),
                new ScriptDocument(-2, "", "this", text, 0, "", null));
        return ProjectDefinitions.withoutDefined(live,
                ScriptStatements.of(scripts, live.currentCatalog(), live.currentDatabase()));
    }

    /**
     * {@link #withoutDefined}, remembered while the live catalog, the earlier scripts and the text's CREATE, USE and
     * EXECUTE statements stay the same: typing inside a query changes none of them, and the text is not parsed again
     * (only split, which is many times cheaper in a long script).
     */
    CatalogSnapshot withoutDefinedRemembered(CatalogSnapshot live, String earlier, String text) {
        List<String> defining = SqlScript.of(text).statements().stream().map(Statement::text)
                .filter(statement -> DEFINING.contains(SqlLexer.firstWord(statement))).toList();
        DefinedKey wanted = new DefinedKey(live, earlier, defining);
        synchronized (this) {
            if (wanted.equals(definedKey)) {
                return definedResult;
            }
        }
        CatalogSnapshot computed = withoutDefined(live, earlier, text);
        synchronized (this) {
            definedKey = wanted;
            definedResult = computed;
        }
        return computed;
    }

    /** The statements that change catalogs, databases or tables, each ended by a semicolon. */
    static String catalogChanges(List<ScriptDocument> scripts) {
        List<String> statements = new ArrayList<>();
        for (ScriptDocument script : scripts) {
            for (Statement statement : SqlScript.of(script.content()).statements()) {
                if (CATALOG_CHANGE.contains(SqlLexer.firstWord(statement.text()))) {
                    statements.add(statement.text().strip() + ";");
                }
            }
        }
        return String.join("\n", statements);
    }
}
