package io.freshet.backend.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import io.freshet.testing.Await;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The supervisor restarts a child that died unasked, tells its listeners, and leaves one Freshet stopped alone. */
class EmbeddedSupervisorTest {

    private static final RestartBackoff QUICK = new RestartBackoff(Duration.ofMillis(1), Duration.ofMillis(4),
            Duration.ofMinutes(10), 3);

    private final List<String> heard = new CopyOnWriteArrayList<>();
    private final AtomicInteger restarts = new AtomicInteger();
    private EmbeddedSupervisor supervisor;

    @AfterEach
    void stop() {
        supervisor.stop();
    }

    @Test
    void aChildThatDiesIsStartedAgainAndTheListenersHearBoth() {
        FakeChild second = new FakeChild(2);
        Iterator<FakeChild> next = List.of(second, new FakeChild(3)).iterator();
        supervisor = new EmbeddedSupervisor(QUICK, Clock.systemUTC(), () -> {
            restarts.incrementAndGet();
            supervisor.running(next.next());
        });
        supervisor.listen(recorder());
        FakeChild first = new FakeChild(1);
        supervisor.running(first);

        first.die(137);

        await(() -> supervisor.supervision().state() == SupervisorState.RUNNING && restarts.get() == 1);
        await(() -> heard.size() == 2);
        assertThat(heard).containsExactly("died 137", "restarted 1");
        assertThat(supervisor.supervision().restarts()).isEqualTo(1);

        second.die(1);
        await(() -> supervisor.supervision().restarts() == 2);
        assertThat(supervisor.supervision().state()).isEqualTo(SupervisorState.RUNNING);
        assertThat(restarts.get()).isEqualTo(2);
    }

    @Test
    void aChildFreshetStoppedIsNotRestarted() {
        supervisor = new EmbeddedSupervisor(QUICK, Clock.systemUTC(), restarts::incrementAndGet);
        supervisor.listen(recorder());
        FakeChild child = new FakeChild(1);
        supervisor.running(child);

        child.stoppedByFreshet = true;
        child.die(143);
        // the end is handled on the supervisor's thread: once a later task ran there, it has been seen
        supervisor.awaitQueued();

        assertThat(restarts.get()).isZero();
        assertThat(heard).isEmpty();
        assertThat(supervisor.supervision().state()).isEqualTo(SupervisorState.RUNNING);
    }

    @Test
    void failedRestartsAreRetriedUntilTheAttemptsAreUsedUp() {
        supervisor = new EmbeddedSupervisor(QUICK, Clock.systemUTC(), () -> {
            restarts.incrementAndGet();
            throw new IllegalStateException("The embedded Flink did not start within 180 s");
        });
        FakeChild child = new FakeChild(1);
        supervisor.running(child);

        child.die(137);

        await(() -> supervisor.supervision().state() == SupervisorState.FAILED);
        assertThat(restarts.get()).isEqualTo(3);
        assertThat(supervisor.supervision().reason()).contains("after 3 attempts")
                .endsWith("did not start within 180 s");
    }

    private FlinkLifecycleListener recorder() {
        return new FlinkLifecycleListener() {
            @Override
            public void died(Supervision s) {
                heard.add("died " + s.exitCode());
            }

            @Override
            public void restarted(Supervision s) {
                heard.add("restarted " + s.restarts());
            }
        };
    }

    private static void await(BooleanSupplier condition) {
        Await.until(Duration.ofMinutes(1), condition::getAsBoolean, done -> done, "the supervisor's move");
    }

    private static final class FakeChild implements SupervisedChild {

        private final CompletableFuture<Void> exit = new CompletableFuture<>();
        private final long pid;
        private volatile Integer code;
        private volatile boolean stoppedByFreshet;

        FakeChild(long pid) {
            this.pid = pid;
        }

        void die(int exitCode) {
            code = exitCode;
            exit.complete(null);
        }

        @Override
        public CompletableFuture<?> onExit() {
            return exit;
        }

        @Override
        public boolean stoppedByFreshet() {
            return stoppedByFreshet;
        }

        @Override
        public OptionalInt exitCode() {
            return code == null ? OptionalInt.empty() : OptionalInt.of(code);
        }

        @Override
        public long pid() {
            return pid;
        }
    }
}
