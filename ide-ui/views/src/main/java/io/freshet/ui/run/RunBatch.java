package io.freshet.ui.run;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;

/**
 * One submission from a tab (a statement, or a script's statements), its runs as last seen, which of them is shown,
 * which ones the run service no longer holds, and whether the tab was told that it ended.
 *
 * @param number the submission's number in its tab, from 1
 * @param runs the statements' runs in script order, never empty
 * @param selected the run whose result is shown
 * @param gone runs whose result the service has dropped (it keeps only the newest results)
 * @param endReported true once the tab's session bar learned that every run of it ended
 */
public record RunBatch(int number, List<RunStatus> runs, UUID selected, Set<UUID> gone, boolean endReported) {

    private static final int STATEMENT_PREVIEW = 60;

    public RunBatch {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("a submission has at least one run");
        }
        runs = List.copyOf(runs);
        gone = Set.copyOf(gone);
        UUID wanted = selected;
        if (wanted == null || runs.stream().noneMatch(r -> r.runId().equals(wanted))) {
            selected = runs.get(runs.size() - 1).runId();
        }
    }

    /** A new submission showing its last statement's result, as a script run ends with the query one looks at. */
    static RunBatch of(int number, List<RunStatus> runs, boolean endReported) {
        return new RunBatch(number, runs, null, Set.of(), endReported);
    }

    /** The run whose result is shown. */
    public RunStatus shown() {
        return runs.stream().filter(r -> r.runId().equals(selected)).findFirst().orElseThrow();
    }

    public boolean contains(UUID runId) {
        return runs.stream().anyMatch(r -> r.runId().equals(runId));
    }

    /** True while a statement of it has not ended (as last seen). */
    public boolean running() {
        return runs.stream().anyMatch(r -> !r.state().isFinal());
    }

    public boolean isGone(UUID runId) {
        return gone.contains(runId);
    }

    /** The same submission with a run's newer status. */
    RunBatch with(RunStatus now) {
        List<RunStatus> next = new ArrayList<>(runs.size());
        runs.forEach(r -> next.add(r.runId().equals(now.runId()) ? now : r));
        return new RunBatch(number, next, selected, gone, endReported);
    }

    RunBatch select(UUID runId) {
        return new RunBatch(number, runs, runId, gone, endReported);
    }

    RunBatch dropped(UUID runId) {
        Set<UUID> next = new HashSet<>(gone);
        next.add(runId);
        return new RunBatch(number, runs, selected, next, endReported);
    }

    RunBatch reported() {
        return new RunBatch(number, runs, selected, gone, true);
    }

    /** One line for the tab's history list: its number, state, statement, duration and rows. */
    public String label() {
        RunStatus run = shown();
        String statement = run.statement().strip().replaceAll("\\s+", " ");
        if (statement.length() > STATEMENT_PREVIEW) {
            statement = statement.substring(0, STATEMENT_PREVIEW) + "…";
        }
        String script = runs.size() == 1 ? "" : " (script, " + runs.size() + " statements)";
        return String.format(Locale.ROOT, "#%d %s · %s%s · %s · %d %s%s", number,
                run.state().name().toLowerCase(Locale.ROOT), statement, script, RunRow.format(run.elapsed()),
                run.rowCount(), run.rowCount() == 1 ? "row" : "rows", isGone(selected) ? " · result no longer kept" : "");
    }
}
