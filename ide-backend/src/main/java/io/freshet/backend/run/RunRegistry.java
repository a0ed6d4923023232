package io.freshet.backend.run;

import io.freshet.backend.config.FreshetProperties;
import io.freshet.gateway.client.RowStream;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.run.RunRequest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * The runs each user has in memory, with the per-user limits: a few running at once, and only the newest
 * finished results kept (older ones are evicted and their spill files deleted).
 */
@Component
public class RunRegistry {

    private static final Logger LOG = LoggerFactory.getLogger(RunRegistry.class);

    private final RunLimits limits;
    private final Path resultDir;
    private final Clock clock = Clock.systemUTC();
    private final Map<String, LinkedHashMap<UUID, StatementRun>> runs = new HashMap<>();
    private final Map<String, Integer> activeTasks = new HashMap<>();
    private final AbandonedRuns abandoned = new AbandonedRuns();

    @Autowired
    public RunRegistry(RunLimits limits, FreshetProperties properties) {
        this(limits, properties.home().toAbsolutePath().resolve("results"));
    }

    /** Result files go to {@code resultDir}; leftovers of a previous process are deleted now. */
    public RunRegistry(RunLimits limits, Path resultDir) {
        this.limits = limits;
        this.resultDir = resultDir;
        deleteLeftovers(resultDir);
    }

    public RunLimits limits() {
        return limits;
    }

    /**
     * Registers the runs of one task (a statement or a whole script) for a user, counted against the user's
     * limit of concurrent tasks until {@link #taskEnded}.
     */
    public synchronized List<StatementRun> startTask(String user, List<RunRequest> requests) {
        int active = activeTasks.getOrDefault(user, 0);
        if (active >= limits.maxConcurrentRuns()) {
            throw new ServiceException("You already have " + active + " statements or scripts running, the most"
                    + " allowed at once; wait for one to end or stop it.");
        }
        activeTasks.put(user, active + 1);
        LinkedHashMap<UUID, StatementRun> mine = runs.computeIfAbsent(user, u -> new LinkedHashMap<>());
        List<StatementRun> created = new ArrayList<>();
        for (RunRequest request : requests) {
            UUID id = UUID.randomUUID();
            StatementRun run = new StatementRun(id, user, request,
                    new ResultStore(resultDir.resolve(id + ".rows"), limits.windowRows()), clock);
            mine.put(id, run);
            created.add(run);
        }
        evictFinished(mine);
        return created;
    }

    /** Stops the task's streaming queries once the browser tab they were started from is gone (null: no tab). */
    public void watchTab(List<StatementRun> task, BooleanSupplier tabAlive) {
        abandoned.watch(task, tabAlive);
    }

    /** Cancels the streaming queries whose browser tab is gone; checked a few times per heartbeat interval. */
    @Scheduled(initialDelay = 5_000, fixedDelayString = "${freshet.run.tab-check-interval-ms:5000}")
    public void stopAbandoned() {
        abandoned.stopAbandoned();
    }

    public synchronized void taskEnded(String user) {
        activeTasks.computeIfPresent(user, (u, n) -> n <= 1 ? null : n - 1);
        LinkedHashMap<UUID, StatementRun> mine = runs.get(user);
        if (mine != null) {
            evictFinished(mine);
        }
    }

    /** A run of this user; another user's run id finds nothing. */
    public synchronized Optional<StatementRun> find(String user, UUID id) {
        LinkedHashMap<UUID, StatementRun> mine = runs.get(user);
        return Optional.ofNullable(mine == null ? null : mine.get(id));
    }

    /** A run of any user: for an administrator, who may read everyone's results. */
    public synchronized Optional<StatementRun> findAny(UUID id) {
        return runs.values().stream().map(mine -> mine.get(id)).filter(java.util.Objects::nonNull).findFirst();
    }

    /** Stops the user's runs and drops every result: the user signed out or the session timed out. */
    public void dropUser(String user) {
        List<StatementRun> dropped;
        synchronized (this) {
            LinkedHashMap<UUID, StatementRun> mine = runs.remove(user);
            dropped = mine == null ? List.of() : List.copyOf(mine.values());
        }
        for (StatementRun run : dropped) {
            RowStream stream = run.requestCancel();
            if (stream != null) {
                stream.cancel();
            }
            run.result().close();
        }
    }

    /** The oldest finished results beyond the kept number go; running ones are never evicted. */
    private void evictFinished(LinkedHashMap<UUID, StatementRun> mine) {
        long finished = mine.values().stream().filter(r -> r.state().isFinal()).count();
        Iterator<StatementRun> it = mine.values().iterator();
        while (finished > limits.keptResults() && it.hasNext()) {
            StatementRun run = it.next();
            if (run.state().isFinal()) {
                it.remove();
                run.result().close();
                finished--;
            }
        }
    }

    private static void deleteLeftovers(Path dir) {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> files = Files.list(dir)) {
            files.filter(f -> f.getFileName().toString().endsWith(".rows")).forEach(f -> {
                try {
                    Files.deleteIfExists(f);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException | UncheckedIOException e) {
            LOG.warn("Could not delete old result files in {}: {}", dir, e.getMessage());
        }
    }
}
