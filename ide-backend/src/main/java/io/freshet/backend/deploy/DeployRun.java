package io.freshet.backend.deploy;

import io.freshet.ui.deploy.DeployProgress;
import io.freshet.ui.deploy.DeployState;
import io.freshet.ui.deploy.DeployStep;
import io.freshet.ui.deploy.FollowUp;
import io.freshet.ui.deploy.PlanCommit;
import io.freshet.ui.deploy.StepState;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * One deployment while it runs: its state (moved only along {@link DeployState}'s transitions), the progress of
 * each statement and follow-up. Written by the deployment's thread, read by the pages; each change of state or
 * step is told to its {@link Listener} (the record in the database). Thread-safe.
 */
final class DeployRun {

    /** Hears each change as it happens, under the run's lock. */
    interface Listener {
        /** The state moved (or the run started); {@code applied}: every statement of the plan ran. */
        void moved(DeployProgress progress, boolean applied);

        void stepChanged(long deployId, DeployStep step);

        Listener NONE = new Listener() {
            @Override
            public void moved(DeployProgress progress, boolean applied) {
            }

            @Override
            public void stepChanged(long deployId, DeployStep step) {
            }
        };
    }

    private final long id;
    private final String project;
    private final String user;
    private final Clock clock;
    private final Instant startedAt;
    private final List<DeployStep> steps;
    private final List<FollowUp> offered = new ArrayList<>();
    private DeployState state = DeployState.RUNNING;
    private Instant finishedAt;
    private String message = "";
    private boolean cancelRequested;
    private final PlanCommit commit;
    private final String environment;
    private final Listener listener;
    private boolean applied;

    DeployRun(long id, String project, String user, List<DeployStep> steps, Clock clock) {
        this(id, project, user, steps, clock, null, Listener.NONE);
    }

    DeployRun(long id, String project, String user, List<DeployStep> steps, Clock clock, PlanCommit commit,
              Listener listener) {
        this(id, project, "", user, steps, clock, commit, listener);
    }

    /** @param environment the database prefix the deployment deploys into, empty for production */
    DeployRun(long id, String project, String environment, String user, List<DeployStep> steps, Clock clock,
              PlanCommit commit, Listener listener) {
        this.id = id;
        this.environment = environment;
        this.project = project;
        this.user = user;
        this.clock = clock;
        this.startedAt = clock.instant();
        this.steps = new ArrayList<>(steps);
        this.commit = commit;
        this.listener = listener;
    }

    long id() {
        return id;
    }

    String project() {
        return project;
    }

    String environment() {
        return environment;
    }

    String user() {
        return user;
    }

    synchronized DeployState state() {
        return state;
    }

    /** Moves to the next state; the final states stamp the end and keep the message. */
    synchronized void moveTo(DeployState next, String why) {
        state = state.moveTo(next);
        if (why != null) {
            message = why;
        }
        if (state.isFinal()) {
            finishedAt = clock.instant();
        }
        listener.moved(progress(), applied);
    }

    synchronized void step(int index, StepState stepState, String error, long millis) {
        DeployStep old = steps.get(index);
        DeployStep now = new DeployStep(old.index(), old.scriptPath(), old.line(), old.kind(), old.table(), stepState,
                error, millis);
        steps.set(index, now);
        listener.stepChanged(id, now);
    }

    /**
     * The scripts all ran: the follow-ups and SCRIPTS_DONE become visible together, so nobody (a user, or the deploy
     * page's one-click mode) can answer SCRIPTS_DONE before the offer is there.
     */
    synchronized void scriptsDone(List<FollowUp> followUps) {
        offered.clear();
        offered.addAll(followUps);
        applied = true;
        moveTo(DeployState.SCRIPTS_DONE, null);
    }

    synchronized List<FollowUp> offered() {
        return List.copyOf(offered);
    }

    synchronized void followUp(int index, StepState stepState, String detail, String error) {
        FollowUp old = offered.get(index);
        offered.set(index, new FollowUp(old.kind(), old.table(), detail == null ? old.detail() : detail, stepState,
                error));
    }

    synchronized void requestCancel() {
        cancelRequested = true;
    }

    synchronized boolean cancelRequested() {
        return cancelRequested;
    }

    synchronized DeployProgress progress() {
        return new DeployProgress(id, project, user, startedAt, finishedAt, state, steps, offered, message, commit,
                environment);
    }
}
