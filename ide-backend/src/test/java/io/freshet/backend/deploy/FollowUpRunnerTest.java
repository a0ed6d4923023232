package io.freshet.backend.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.backfill.BackfillService;
import io.freshet.ui.catalog.CatalogService;
import io.freshet.ui.catalog.RefreshEntry;
import io.freshet.ui.catalog.SnapshotDetail;
import io.freshet.ui.deploy.DeployState;
import io.freshet.ui.deploy.FollowUp;
import io.freshet.ui.deploy.StepState;
import java.lang.reflect.Proxy;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a deployment's follow-ups say on the page: words, never a record's {@code toString()} (issue 34 point 2). */
class FollowUpRunnerTest {

    /** The shape of a Java record's generated {@code toString()}: {@code RefreshEntry[id=1, ...]}. */
    private static final String RECORD_SHAPE = ".*[A-Za-z]+\\[[a-zA-Z]+=.*";

    @Test
    void aDoneRefreshSaysItsRowsAndJobInWords() {
        DeployRun run = new DeployRun(1, "ecommerce", "dev", List.of(), Clock.systemUTC());
        run.scriptsDone(List.of(new FollowUp(FollowUp.Kind.REFRESH, "lakehouse.dws.category_gmv_daily",
                "the whole table", StepState.PENDING, null)));
        run.moveTo(DeployState.FOLLOWING_UP, null);

        new FollowUpRunner(catalog(), unused(BackfillService.class)).run(run, true, false);

        FollowUp done = run.offered().get(0);
        assertThat(done.state()).isEqualTo(StepState.DONE);
        assertThat(done.detail()).isEqualTo("10 rows from Flink job 0123456789abcdef0123456789abcdef")
                .doesNotMatch(RECORD_SHAPE).doesNotContain("RUNNING");
        assertThat(run.state()).isEqualTo(DeployState.DONE);
    }

    /** A catalog whose refresh was just asked for (still RUNNING) and whose table already holds 10 rows. */
    private static CatalogService catalog() {
        Instant now = Instant.now();
        return (CatalogService) Proxy.newProxyInstance(CatalogService.class.getClassLoader(),
                new Class<?>[] {CatalogService.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "refresh" -> new RefreshEntry(1, "0123456789abcdef0123456789abcdef",
                            RefreshEntry.Trigger.MANUAL, RefreshEntry.Outcome.RUNNING, now, null, null, null, null,
                            null);
                    case "snapshots" -> List.of(new SnapshotDetail(1, now, "OVERWRITE", 10, 10));
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    private static <T> T unused(Class<T> type) {
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (proxy, method, args) -> {
            throw new UnsupportedOperationException(method.getName());
        }));
    }
}
