package io.freshet.backend.lineage;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.analysis.project.ProjectLineage;
import io.freshet.analysis.project.Environment;
import io.freshet.backend.definitions.EnvironmentScripts;
import io.freshet.backend.definitions.PlannedStatement;
import io.freshet.backend.definitions.ProjectDefinitions;
import io.freshet.backend.definitions.ScriptStatements;
import io.freshet.backend.warehouse.LiveCatalog;
import io.freshet.backend.scripts.ScriptSavedEvent;
import io.freshet.ui.common.Subscription;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.scripts.ScriptDocument;
import jakarta.annotation.PreDestroy;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.security.concurrent.DelegatingSecurityContextRunnable;
import org.springframework.stereotype.Component;

/**
 * The lineage of each project, kept in memory and brought up to date when a script is saved (in the
 * background, re-analysing only what changed) or when a view finds the scripts or the live catalog moved on.
 */
@Component
public class LineageIndex {

    private static final Logger LOG = LoggerFactory.getLogger(LineageIndex.class);
    /** Separates a project's name from its environment in the keys of the maps below (no name holds it). */
    private static final String ENVIRONMENT = "\u0000";

    private final ProjectService projects;
    private final LiveCatalog liveCatalog;
    private final Map<String, ProjectIndex> indexes = new ConcurrentHashMap<>();
    // one live planner session per project: a save re-runs only that script (a few ms per statement)
    private final Map<String, ScriptLineages> sessions = new HashMap<>();
    private final Map<String, List<Consumer<ProjectIndex>>> followers = new ConcurrentHashMap<>();
    // one planner at a time: the machine has few cores
    private final ExecutorService updates = Executors.newSingleThreadExecutor(r -> {
        Thread thread = new Thread(r, "freshet-lineage-index");
        thread.setDaemon(true);
        return thread;
    });
    // projects with an update waiting on the thread: a burst of page openings and saves makes one update
    private final Map<String, CompletableFuture<Void>> queued = new ConcurrentHashMap<>();
    // why the last update in the background failed, said once at the project's next opening
    private final Map<String, RuntimeException> failed = new ConcurrentHashMap<>();
    private volatile long lastUpdateNanos;
    private volatile int lastReanalysed;

    public LineageIndex(ProjectService projects, LiveCatalog liveCatalog) {
        this.projects = projects;
        this.liveCatalog = liveCatalog;
    }

    /** The project's index, updated first if its scripts or the live catalog changed since. */
    public ProjectIndex current(String project) {
        List<ScriptDocument> ordered = projects.scriptsInOrder(project);
        return refresh(project, ordered, liveCatalog.current());
    }

    /**
     * The project's index without waiting long for an analysis: brought up to date in the background (the scripts or
     * the live catalog may have moved on), waited for at most {@code patienceMillis}, else the index as last computed
     * (a page draws that at once); the project's followers hear of the update when it changes the graph. Empty while
     * the project's first analysis runs.
     *
     * @throws RuntimeException the failure of the update when there is no index to show
     */
    public Optional<ProjectIndex> latest(String project, long patienceMillis) {
        CompletableFuture<Void> update = updateLater(project);
        try {
            update.get(patienceMillis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException longer) {
            // drawn from what is known; the followers hear of the update
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException cannot) {
            // the update completes normally: its failure is kept below
        }
        ProjectIndex known = indexes.get(project);
        RuntimeException failure = failed.remove(project);
        if (failure != null && known == null) {
            throw failure;
        }
        return Optional.ofNullable(known);
    }

    /** The project's index on a catalog the caller just read (a deployment compares with the warehouse as it is now). */
    public ProjectIndex current(String project, CatalogSnapshot live) {
        return refresh(project, projects.scriptsInOrder(project), live);
    }

    /**
     * The index of the project placed in an environment (its own databases and tables under the environment's
     * names), on a catalog the caller just read, or on the live catalog's last read when {@code live} is null. Each
     * environment keeps its own analysis, so planning a branch in {@code dev_} leaves production's index as it is.
     *
     * @throws io.freshet.ui.common.ServiceException when the environment cannot place the project
     */
    public ProjectIndex current(String project, Environment environment, CatalogSnapshot live) {
        return current(project, environment, live, null, projects.scriptsInOrder(project));
    }

    /**
     * The index of other scripts of the project than its own ({@code source} names them, e.g. a branch's commit, and
     * {@code ordered} holds them in run order), placed in the environment like the project's own; analysed apart,
     * so the project's own index, which the Lineage page follows, stays as it is. Like an environment, one such
     * analysis per project is kept.
     *
     * @param source null for the project's own scripts, else a name that changes whenever the scripts do
     */
    public ProjectIndex current(String project, Environment environment, CatalogSnapshot live, String source,
                                List<ScriptDocument> ordered) {
        CatalogSnapshot on = live == null ? liveCatalog.current() : live;
        String from = source == null ? "" : ENVIRONMENT + source;
        if (environment.none()) {
            return from.isEmpty() ? refresh(project, ordered, on)
                    : refresh(project + ENVIRONMENT + ENVIRONMENT + from, project, ordered, on);
        }
        EnvironmentScripts.Placed placed = EnvironmentScripts.placed(ordered, environment, on.currentCatalog(),
                on.currentDatabase());
        ProjectIndex index = refresh(project + ENVIRONMENT + environment.prefix() + ENVIRONMENT
                + (environment.catalog() == null ? "" : environment.catalog()) + from, project, placed.scripts(), on);
        return Layers.asInProduction(index, placed.tables());
    }

    /** Nanoseconds the last update took and how many scripts it re-analysed (for benchmarks and the log). */
    public long lastUpdateNanos() {
        return lastUpdateNanos;
    }

    public int lastReanalysed() {
        return lastReanalysed;
    }

    @EventListener
    public void onScriptSaved(ScriptSavedEvent event) {
        String project = event.script().project();
        // a page may follow the project only in an environment, whose graph is placed from production's scripts
        if (indexes.containsKey(project) || !followers.getOrDefault(project, List.of()).isEmpty()) {
            updateLater(project);
        }
    }

    /** Brings the project's index up to date on the index's thread, telling its followers when the graph changed. */
    private CompletableFuture<Void> updateLater(String project) {
        return queued.computeIfAbsent(project, p -> {
            CompletableFuture<Void> done = new CompletableFuture<>();
            // the asking user's rights carry over to the update; wrapped now, not when the bean was made,
            // because Vaadin installs its security-context strategy after the beans that capture one early
            updates.submit(new DelegatingSecurityContextRunnable(() -> {
                queued.remove(p, done);
                try {
                    update(p);
                } finally {
                    done.complete(null);
                }
            }));
            return done;
        });
    }

    private void update(String project) {
        try {
            ProjectIndex before = indexes.get(project);
            ProjectIndex after = current(project);
            failed.remove(project);
            // a comment or a reformatted statement re-analyses the script but changes nothing on the page
            if (before == null || !after.graph().equals(before.graph())) {
                followers.getOrDefault(project, List.of()).forEach(f -> tell(f, after));
            }
        } catch (RuntimeException e) {
            failed.put(project, e);
            LOG.warn("Lineage of project {} not updated: {}", project, e.getMessage());
        }
    }

    /** Calls the listener with the project's index each time an update changes its graph (on the index's thread). */
    Subscription follow(String project, Consumer<ProjectIndex> listener) {
        followers.computeIfAbsent(project, p -> new CopyOnWriteArrayList<>()).add(listener);
        return () -> followers.getOrDefault(project, List.of()).remove(listener);
    }

    private static void tell(Consumer<ProjectIndex> follower, ProjectIndex index) {
        try {
            follower.accept(index);
        } catch (RuntimeException e) {
            // one closed browser tab must not keep the others from hearing of the change
            LOG.debug("A lineage follower failed: {}", e.getMessage());
        }
    }

    ProjectIndex refresh(String project, List<ScriptDocument> ordered, CatalogSnapshot live) {
        return refresh(project, project, ordered, live);
    }

    /** @param key the project, or the project in an environment: each key has its own planner session */
    private synchronized ProjectIndex refresh(String key, String project, List<ScriptDocument> ordered,
                                              CatalogSnapshot live) {
        if (!key.equals(project)) {
            // one environment's planner session per project at a time: each holds a Flink planner in memory
            String environments = project + ENVIRONMENT;
            sessions.keySet().removeIf(k -> k.startsWith(environments) && !k.equals(key));
            indexes.keySet().removeIf(k -> k.startsWith(environments) && !k.equals(key));
        }
        ProjectIndex old = indexes.get(key);
        ScriptLineages lineages = sessions.computeIfAbsent(key, p -> new ScriptLineages());
        long start = System.nanoTime();
        List<PlannedStatement> planned = ScriptStatements.of(ordered, live.currentCatalog(), live.currentDatabase());
        // a deployed project's scripts define the live tables they create: analysed without them, compared after
        int analysed = lineages.update(ordered, ProjectDefinitions.withoutDefined(live, planned));
        if (old != null && analysed == 0 && old.live().equals(live)) {
            return old;
        }
        ProjectIndex index = build(project, live, planned, lineages);
        indexes.put(key, index);
        lastUpdateNanos = System.nanoTime() - start;
        lastReanalysed = analysed;
        LOG.info("Lineage of project {}: {} of {} scripts analysed in {} ms{}", project, analysed, ordered.size(),
                lastUpdateNanos / 1_000_000, analysed == ordered.size() && analysed > 0 ? " (" + lineages.fullReason()
                        + ")" : "");
        return index;
    }

    /** The index of scripts analysed on {@code live} as it is (no script defines a live table). */
    static ProjectIndex build(String project, CatalogSnapshot live, ScriptLineages lineages) {
        return build(project, live, ScriptStatements.of(lineages.analysed(), live.currentCatalog(),
                live.currentDatabase()), lineages);
    }

    static ProjectIndex build(String project, CatalogSnapshot live, List<PlannedStatement> planned,
                              ScriptLineages lineages) {
        Map<TableId, ProjectDefinitions.Defined> defined = ProjectDefinitions.compare(live, lineages.last(), planned);
        List<ScriptLineage> scripts = lineages.scripts();
        List<ScriptLineage> definitions = ProjectScope.definitions(scripts, planned, lineages.catalogDefinitions());
        Map<String, List<StatementLineage>> byScript = new LinkedHashMap<>();
        scripts.forEach(s -> byScript.put(s.path(), s.statements()));
        definitions.forEach(s -> byScript.put(s.path(), s.statements()));
        return new ProjectIndex(project, live, scripts, definitions, ProjectLineage.of(byScript),
                GraphAssembler.assemble(project, scripts, definitions, planned, lineages.last())
                        .withChanges(ProjectDefinitions.changes(defined)), defined);
    }

    @PreDestroy
    void stop() {
        updates.shutdownNow();
    }
}
