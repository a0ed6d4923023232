package io.freshet.backend.health;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.testing.Databases;
import io.freshet.ui.health.HealthChange;
import io.freshet.ui.health.HealthState;
import io.freshet.ui.health.HealthSubject;
import io.freshet.ui.health.HealthSubject.Kind;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.JdbcTemplate;

class HealthRecorderTest {

    private static final Instant T0 = Instant.parse("2026-12-06T12:00:00Z");
    private static final Duration POLL = Duration.ofSeconds(30);
    private static final HealthSubject DETAIL = new HealthSubject(Kind.MATERIALIZED_TABLE, "lakehouse.dwd.detail");

    @TempDir
    Path home;

    @Test
    void theLeaseHolderRecordsEachChangeOnceAndEveryInstanceReadsSinceWhen() {
        HealthStore store = new HealthStore(new JdbcTemplate(Databases.h2(home)));
        HealthRecorder first = new HealthRecorder(store, "one", POLL);
        HealthRecorder second = new HealthRecorder(store, "two", POLL);

        HealthRecorder.Outcome a = first.record(Map.of(DETAIL, OwnHealth.of(HealthState.FRESH, "fresh")), T0, true);
        assertThat(a.changes()).singleElement().satisfies(c -> {
            assertThat(c.from()).isNull();
            assertThat(c.to()).isEqualTo(HealthState.FRESH);
        });
        // the second instance saw the job fail first: it does not hold the lease, so it records nothing
        HealthRecorder.Outcome b = second.record(Map.of(DETAIL, OwnHealth.of(HealthState.FAILING, "Not running")),
                T0.plusSeconds(5), true);
        assertThat(b.changes()).isEmpty();
        assertThat(b.states().get(DETAIL).state()).isEqualTo(HealthState.FRESH);

        HealthRecorder.Outcome c = first.record(Map.of(DETAIL, OwnHealth.of(HealthState.FAILING, "Not running")),
                T0.plusSeconds(30), true);
        assertThat(c.changes()).extracting(HealthChange::from, HealthChange::to)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(HealthState.FRESH, HealthState.FAILING));
        assertThat(c.states().get(DETAIL).since()).isEqualTo(T0.plusSeconds(30));
        // unchanged: nothing more recorded
        assertThat(first.record(Map.of(DETAIL, OwnHealth.of(HealthState.FAILING, "Not running")), T0.plusSeconds(60),
                true).changes()).isEmpty();
        // the holder stops; once its lease (three intervals) has passed, the other instance records
        HealthRecorder.Outcome d = second.record(Map.of(DETAIL, OwnHealth.of(HealthState.FRESH, "fresh")),
                T0.plusSeconds(60 + 91), true);
        assertThat(d.changes()).singleElement().satisfies(ch -> assertThat(ch.from()).isEqualTo(HealthState.FAILING));

        assertThat(store.history(DETAIL, T0)).extracting(HealthChange::to)
                .containsExactly(HealthState.FRESH, HealthState.FAILING, HealthState.FRESH);
    }

    @Test
    void aChangeAnotherWriterRecordedFirstIsNotRecordedAgain() {
        HealthStore store = new HealthStore(new JdbcTemplate(Databases.h2(home)));
        HealthChange first = new HealthChange(DETAIL, null, HealthState.FRESH, "fresh", T0);
        assertThat(store.record(first)).isTrue();
        assertThat(store.record(first)).isFalse();
        HealthChange failing = new HealthChange(DETAIL, HealthState.FRESH, HealthState.FAILING, "x", T0.plusSeconds(1));
        assertThat(store.record(failing)).isTrue();
        assertThat(store.record(failing)).isFalse();
        assertThat(store.history(DETAIL, T0)).hasSize(2);
    }

    @Test
    void nothingIsRecordedBeforeTheInputsWereRead() {
        HealthStore store = new HealthStore(new JdbcTemplate(Databases.h2(home)));
        HealthRecorder recorder = new HealthRecorder(store, "one", POLL);
        assertThat(recorder.record(Map.of(DETAIL, OwnHealth.of(HealthState.UNKNOWN, "not read")), T0, false)
                .changes()).isEmpty();
        assertThat(store.states()).isEmpty();
    }
}
