package io.freshet.backend.definitions;

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
        if (environment.none()) {
            return ordered;
        }
        Map<String, String> texts = new LinkedHashMap<>();
        ordered.forEach(s -> texts.put(s.path(), s.content()));
        EnvironmentRewrite.Result placed = EnvironmentRewrite.apply(texts, environment, catalog, database);
        placed.problems().stream().findFirst().ifPresent(p -> {
            throw new ServiceException("The project cannot be deployed into environment " + environment.words()
                    + ": " + p.script() + " " + p.range().describe() + ": " + p.message()
                    + (placed.problems().size() > 1 ? " (and " + (placed.problems().size() - 1) + " more)" : ""));
        });
        return ordered.stream().map(s -> new ScriptDocument(s.id(), s.project(), s.path(),
                placed.scripts().get(s.path()), s.version(), s.savedBy(), s.savedAt())).toList();
    }
}
