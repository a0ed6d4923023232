package io.freshet.backend.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.policy.PolicyRole;
import io.freshet.analysis.policy.RolePolicy;
import io.freshet.analysis.policy.StatementPolicy;
import io.freshet.backend.policy.PolicyStore;
import io.freshet.testing.MutableClock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** The stored statement policy when several Freshet instances share one database, on every supported database. */
abstract class PolicyStoreContract extends DatabaseContract {

    private static final int INSTANCES = 4;
    private static final int SAVES_EACH = 10;

    @Test
    void savesOfSeveralInstancesAtTheSameMomentEachMakeANewVersionAndTheLastOneIsSeenEverywhere() throws Exception {
        jdbc.update("DELETE FROM statement_policy");
        MutableClock clock = new MutableClock(Instant.parse("2026-12-04T10:00:00Z"));
        PolicyStore watcher = new PolicyStore(jdbc, clock);
        assertThat(watcher.current()).isEqualTo(StatementPolicy.defaults());
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(INSTANCES);
        try {
            List<Future<?>> saving = new ArrayList<>();
            for (int i = 0; i < INSTANCES; i++) {
                PolicyStore instance = new PolicyStore(jdbc, clock);
                String user = "admin" + i;
                saving.add(pool.submit(() -> {
                    start.await();
                    for (int n = 0; n < SAVES_EACH; n++) {
                        instance.save(onlyConnector(user + "-" + n), user);
                    }
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> f : saving) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(jdbc.queryForObject("SELECT version FROM statement_policy WHERE id = 1", Long.class))
                .as("no save lost its version to another one").isEqualTo(INSTANCES * SAVES_EACH);
        PolicyStore.Stored last = watcher.load().orElseThrow();
        assertThat(last.updatedAt()).isEqualTo(clock.instant());
        clock.advance(Duration.ofSeconds(6));
        assertThat(watcher.current()).isEqualTo(last.policy()).isNotEqualTo(StatementPolicy.defaults());
        assertThat(last.policy().forRole(PolicyRole.DEVELOPER).connectors())
                .singleElement().asString().startsWith(last.updatedBy() + "-");
    }

    @Test
    void aStoredTextThatNoLongerReadsLeavesTheBuiltInDefaultsInForce() {
        MutableClock clock = new MutableClock(Instant.parse("2026-12-04T10:00:00Z"));
        PolicyStore store = new PolicyStore(jdbc, clock);
        store.save(onlyConnector("kafka"), "ann");
        assertThat(store.current()).isEqualTo(onlyConnector("kafka"));
        jdbc.update("UPDATE statement_policy SET policy = ?, version = version + 1 WHERE id = 1",
                "{\"DEVELOPER\": {\"unrestricted\": true}}");
        clock.advance(Duration.ofSeconds(6));
        assertThat(store.current()).isEqualTo(StatementPolicy.defaults());
        store.reset("ann");
    }

    private static StatementPolicy onlyConnector(String connector) {
        RolePolicy d = StatementPolicy.defaults().forRole(PolicyRole.DEVELOPER);
        return new StatementPolicy(Map.of(PolicyRole.DEVELOPER, new RolePolicy(false, false, Set.of(connector),
                d.pathRoots(), d.functionClasses(), d.settableKeys(), d.procedures(), false, false, false)));
    }
}
