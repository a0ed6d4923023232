package io.freshet.ui.run;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.UnaryOperator;

/**
 * The runs of one editor tab (or of the console): its last {@link #MAX} submissions, newest first, and which one the
 * results panel shows. A tab that is closed drops its history with it.
 */
public final class RunHistory {

    /** Submissions kept per tab; the service keeps about as many results per user, so older ones would be gone. */
    public static final int MAX = 20;

    private final List<RunBatch> batches = new ArrayList<>();
    private final Set<UUID> stopped = new HashSet<>();
    private int next = 1;
    private int shown;

    /** Adds a submission as the newest and shows it; the oldest beyond {@link #MAX} is forgotten. */
    public RunBatch add(List<RunStatus> runs, boolean endReported) {
        RunBatch batch = RunBatch.of(next++, runs, endReported);
        batches.add(0, batch);
        while (batches.size() > MAX) {
            batches.remove(batches.size() - 1);
        }
        shown = batch.number();
        return batch;
    }

    /** Newest first. */
    public List<RunBatch> batches() {
        return List.copyOf(batches);
    }

    public boolean isEmpty() {
        return batches.isEmpty();
    }

    /** The submission the panel shows: the newest unless an older one was chosen. */
    public Optional<RunBatch> shown() {
        return find(shown).or(() -> batches.stream().findFirst());
    }

    /** Shows an older (or the newest) submission; a number no longer kept changes nothing. */
    public boolean show(int number) {
        if (find(number).isEmpty()) {
            return false;
        }
        shown = number;
        return true;
    }

    /** Shows another statement's result of the shown submission. */
    public void select(UUID runId) {
        shown().filter(b -> b.contains(runId)).ifPresent(b -> replace(b, b.select(runId)));
    }

    /** Keeps a run's newer status, in whichever submission holds it. */
    public void update(RunStatus now) {
        change(now.runId(), b -> b.with(now));
    }

    /** The service no longer holds this run's result. */
    public void gone(UUID runId) {
        change(runId, b -> b.dropped(runId));
    }

    /** The shown submission's end was reported to its tab. */
    public void reported() {
        shown().ifPresent(b -> replace(b, b.reported()));
    }

    /** Runs that had not ended when last seen, in every kept submission. */
    public List<UUID> unfinished() {
        return batches.stream().flatMap(b -> b.runs().stream()).filter(r -> !r.state().isFinal())
                .map(RunStatus::runId).toList();
    }

    /**
     * The unfinished runs not handed out before, now marked as stopped: when a tab and its panel go together, each
     * run is cancelled once.
     */
    public List<UUID> takeUnfinished() {
        List<UUID> open = unfinished().stream().filter(id -> !stopped.contains(id)).toList();
        stopped.addAll(open);
        return open;
    }

    private void change(UUID runId, UnaryOperator<RunBatch> how) {
        batches.stream().filter(b -> b.contains(runId)).findFirst().ifPresent(b -> replace(b, how.apply(b)));
    }

    private void replace(RunBatch old, RunBatch now) {
        batches.set(batches.indexOf(old), now);
    }

    private Optional<RunBatch> find(int number) {
        return batches.stream().filter(b -> b.number() == number).findFirst();
    }
}
