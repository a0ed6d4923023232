package io.freshet.backend.definitions;

import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.project.Environment;
import io.freshet.analysis.project.EnvironmentRewrite;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.scripts.ScriptDocument;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A project's scripts placed in an environment ({@link EnvironmentRewrite}): the same documents with the texts the
 * environment deploys, so that the comparison with the warehouse, the lineage and the plan all read the environment's
 * names. A project the environment cannot place is refused with the first reason, at its script and line.
 */
public final class EnvironmentScripts {

    private EnvironmentScripts() {
    }

    /**
     * The scripts (in run order, one session starting in {@code catalog}.{@code database}) as deployed into the
     * environment; the same list for no environment.
     *
     * @throws ServiceException when a statement cannot be placed, or a table would land where nothing creates it
     */
    public static List<ScriptDocument> place(List<ScriptDocument> ordered, Environment environment, String catalog,
                                             String database) {
        // no environment: the caller's own list, as it was
        return environment.none() ? ordered : placed(ordered, environment, catalog, database).scripts();
    }

    /**
     * A project's scripts as deployed into an environment, and where each table they define lands.
     *
     * @param tables each table the scripts define, as production names it -> its name in the environment; empty for
     *               no environment
     */
    public record Placed(List<ScriptDocument> scripts, Map<TableId, TableId> tables) {

        public Placed {
            scripts = List.copyOf(scripts);
            tables = Map.copyOf(tables);
        }
    }

    /**
     * As {@link #place}, with where each table lands.
     *
     * @throws ServiceException when a statement cannot be placed, or a table would land where nothing creates it
     */
    public static Placed placed(List<ScriptDocument> ordered, Environment environment, String catalog,
                                String database) {
        if (environment.none()) {
            return new Placed(ordered, Map.of());
        }
        Map<String, String> texts = new LinkedHashMap<>();
        ordered.forEach(s -> texts.put(s.path(), s.content()));
        EnvironmentRewrite.Result placed = EnvironmentRewrite.apply(texts, environment, catalog, database);
        placed.problems().stream().findFirst().ifPresent(p -> {
            throw new ServiceException("The project cannot be deployed into environment " + environment.words()
                    + ": " + p.script() + " " + p.range().describe() + ": " + p.message()
                    + (placed.problems().size() > 1 ? " (and " + (placed.problems().size() - 1) + " more)" : ""));
        });
        return new Placed(ordered.stream().map(s -> new ScriptDocument(s.id(), s.project(), s.path(),
                placed.scripts().get(s.path()), s.version(), s.savedBy(), s.savedAt())).toList(), placed.tables());
    }
}
