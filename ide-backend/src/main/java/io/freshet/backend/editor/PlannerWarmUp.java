package io.freshet.backend.editor;

import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/** Loads Flink's planner once in the background after start, so that the first squiggle does not wait seconds for it. */
@Component
class PlannerWarmUp {

    private static final Logger LOG = LoggerFactory.getLogger(PlannerWarmUp.class);

    @EventListener(ApplicationReadyEvent.class)
    void warmUp() {
        Thread thread = new Thread(() -> {
            long start = System.nanoTime();
            try {
                new ScriptAnalyzer().check("CREATE TEMPORARY TABLE t (a INT) WITH ('connector' = 'datagen');\n"
                        + "SELECT a, COUNT(*) FROM t GROUP BY a;", CatalogSnapshot.empty());
                LOG.info("Flink's planner loaded for analysis in {} ms", (System.nanoTime() - start) / 1_000_000);
            } catch (RuntimeException | LinkageError e) {
                // the editor reports it when a user needs validation; nothing to do at start
                LOG.warn("Flink's planner could not be loaded ahead of use: {}", e.getMessage());
            }
        }, "freshet-planner-warm-up");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
        thread.start();
    }
}
