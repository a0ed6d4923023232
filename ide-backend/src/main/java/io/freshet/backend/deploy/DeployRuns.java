package io.freshet.backend.deploy;

import io.freshet.ui.common.ServiceException;
import io.freshet.ui.deploy.DeployProgress;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The deployments of this instance (in memory, as they run, with their follow-ups) over the record of every
 * deployment ({@link DeploymentStore}): a deployment this instance runs is answered as it is now, any other from
 * the record, so the answers hold after a restart.
 */
final class DeployRuns {

    private final Map<Long, DeployRun> runs = new ConcurrentHashMap<>();
    private final DeploymentStore store;

    DeployRuns(DeploymentStore store) {
        this.store = store;
    }

    void add(DeployRun run) {
        runs.put(run.id(), run);
    }

    /** A deployment this instance runs; refused for any other (only its instance can act on it). */
    DeployRun running(long id) {
        DeployRun run = runs.get(id);
        if (run == null) {
            throw new ServiceException("Deployment " + id + " is not running in this instance of Freshet.");
        }
        return run;
    }

    /** The newest deployment of the project this instance runs or ran. */
    Optional<DeployProgress> here(String project) {
        return runs.values().stream().filter(r -> r.project().equals(project))
                .max(Comparator.comparingLong(DeployRun::id)).map(DeployRun::progress);
    }

    DeployProgress progress(long id) {
        DeployRun run = runs.get(id);
        return run != null ? run.progress() : store.find(id).orElseThrow(() -> new ServiceException("Deployment "
                + id + " is not known."));
    }

    Optional<DeployProgress> latest(String project) {
        Optional<DeployProgress> here = here(project);
        Optional<DeployProgress> recorded = store.history(project, 1).stream().findFirst();
        return here.isPresent() && (recorded.isEmpty() || here.get().id() >= recorded.get().id()) ? here
                : recorded.map(this::now);
    }

    List<DeployProgress> history(String project, int limit) {
        return store.history(project, limit).stream().map(this::now).toList();
    }

    Optional<DeployProgress> lastApplied(String project) {
        return store.lastApplied(project).map(this::now);
    }

    /** A recorded deployment as it is now, when this instance runs it. */
    private DeployProgress now(DeployProgress recorded) {
        DeployRun run = runs.get(recorded.id());
        return run == null ? recorded : run.progress();
    }
}
