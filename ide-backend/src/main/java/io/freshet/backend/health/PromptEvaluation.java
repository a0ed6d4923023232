package io.freshet.backend.health;

import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One evaluation asked for now, out of the regular cycle, on the evaluator's own single thread (so never two at once,
 * and never on the asker's thread): asks made while one is still waiting to start join it, so a burst of changes is
 * one evaluation. An ask made while one runs queues the next, which then sees what the running one may have missed.
 */
final class PromptEvaluation {

    private final Executor thread;
    private final Runnable evaluation;
    private final AtomicBoolean waiting = new AtomicBoolean();

    /** @param thread the evaluator's single thread, which also runs the regular cycle */
    PromptEvaluation(Executor thread, Runnable evaluation) {
        this.thread = thread;
        this.evaluation = evaluation;
    }

    /** Asks for an evaluation: true when this ask queued one, false when it joined a waiting one or none can run. */
    boolean ask() {
        if (!waiting.compareAndSet(false, true)) {
            return false;
        }
        try {
            thread.execute(() -> {
                waiting.set(false);
                evaluation.run();
            });
            return true;
        } catch (RejectedExecutionException stopped) {
            waiting.set(false);
            return false;
        }
    }
}
