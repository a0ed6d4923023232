package io.freshet.backend.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.ui.common.ServiceException;
import io.freshet.ui.run.RunRequest;
import io.freshet.ui.run.RunState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Per-user limits: a few tasks at once, only the newest finished results kept, files deleted with them. */
class RunRegistryTest {

    @TempDir
    Path dir;

    @Test
    void aUserMayRunOnlyAFewTasksAtOnceAndOthersAreNotAffected() {
        RunRegistry registry = new RunRegistry(new RunLimits(10, 0, 0, 2, 5, 0), dir);
        registry.startTask("ann", List.of(RunRequest.adHoc("SELECT 1")));
        registry.startTask("ann", List.of(RunRequest.adHoc("SELECT 2"), RunRequest.adHoc("SELECT 3")));
        assertThatThrownBy(() -> registry.startTask("ann", List.of(RunRequest.adHoc("SELECT 4"))))
                .isInstanceOf(ServiceException.class).hasMessageContaining("already have 2");
        assertThat(registry.startTask("bob", List.of(RunRequest.adHoc("SELECT 5")))).hasSize(1);
        registry.taskEnded("ann");
        assertThat(registry.startTask("ann", List.of(RunRequest.adHoc("SELECT 4")))).hasSize(1);
    }

    @Test
    void onlyTheNewestFinishedResultsAreKeptAndEvictedFilesAreDeleted() {
        RunRegistry registry = new RunRegistry(new RunLimits(10, 0, 0, 10, 2, 0), dir);
        List<StatementRun> first = registry.startTask("ann", List.of(RunRequest.adHoc("SELECT 1"),
                RunRequest.adHoc("SELECT 2"), RunRequest.adHoc("SELECT 3")));
        for (StatementRun run : first) {
            run.result().append("+I", List.of("x"));
            run.moveTo(RunState.RUNNING);
            run.moveTo(RunState.FINISHED);
        }
        Path oldest = first.get(0).result().file();
        assertThat(oldest).exists();
        registry.taskEnded("ann");
        assertThat(registry.find("ann", first.get(0).id())).isEmpty();
        assertThat(oldest).doesNotExist();
        assertThat(registry.find("ann", first.get(2).id())).isPresent();
        assertThat(registry.find("bob", first.get(2).id())).as("another user's run").isEmpty();
    }

    @Test
    void runningResultsAreNeverEvictedAndDroppingAUserDeletesEverything() {
        RunRegistry registry = new RunRegistry(new RunLimits(10, 0, 0, 10, 1, 0), dir);
        StatementRun running = registry.startTask("ann", List.of(RunRequest.adHoc("SELECT 1"))).get(0);
        running.moveTo(RunState.RUNNING);
        running.result().append("+I", List.of("x"));
        for (int i = 0; i < 3; i++) {
            StatementRun done = registry.startTask("ann", List.of(RunRequest.adHoc("SELECT 2"))).get(0);
            done.moveTo(RunState.RUNNING);
            done.moveTo(RunState.FINISHED);
            registry.taskEnded("ann");
        }
        assertThat(registry.find("ann", running.id())).isPresent();
        registry.dropUser("ann");
        assertThat(registry.find("ann", running.id())).isEmpty();
        assertThat(running.result().file()).doesNotExist();
        assertThat(running.cancelRequested()).isTrue();
    }

    @Test
    void resultFilesLeftByAnEarlierProcessAreDeletedAtStart() throws Exception {
        Files.writeString(dir.resolve("old.rows"), "x");
        new RunRegistry(RunLimits.defaults(), dir);
        assertThat(dir.resolve("old.rows")).doesNotExist();
    }

    @Test
    void theGatewaySessionLivesUntilTheUsersLastHttpSessionEnds() {
        UserSessions sessions = new UserSessions(null, null, null);
        sessions.attach("ann", "http-1");
        sessions.attach("ann", "http-2");
        sessions.attach("bob", "http-3");
        assertThat(sessions.detach("http-1")).isEmpty();
        assertThat(sessions.detach("unknown")).isEmpty();
        assertThat(sessions.detach("http-2")).contains("ann");
        assertThat(sessions.detach("http-3")).contains("bob");
    }
}
