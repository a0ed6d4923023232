package io.freshet.backend.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.run.HistoryQuery;
import io.freshet.ui.run.RunRecord;
import io.freshet.ui.run.RunRequest;
import io.freshet.ui.run.RunState;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.JdbcTemplate;

/** The run history on every supported database: written when queued, completed at the end, searchable. */
abstract class RunHistoryContract {

    @TempDir
    Path dir;

    private RunHistoryStore store;
    private final String marker = "m" + UUID.randomUUID().toString().replace("-", "");

    abstract DataSource dataSource();

    @BeforeEach
    void wire() {
        store = new RunHistoryStore(new JdbcTemplate(dataSource()));
    }

    @Test
    void aRunIsStoredWhenQueuedAndCompletedWhenItEnds() {
        StatementRun run = run("ann", 42L, "SELECT '" + marker + "' FROM t");
        run.historyId(store.queued(run));
        assertThat(find(new HistoryQuery(marker, null, null, 10))).singleElement()
                .satisfies(r -> assertThat(r.state()).isEqualTo(RunState.QUEUED));
        run.moveTo(RunState.RUNNING);
        run.jobId("job-" + marker);
        run.result().append("+I", List.of("1"));
        run.result().append("+I", List.of("2"));
        run.fail(new io.freshet.ui.run.RunError("Table 't' not found", "full",
                io.freshet.analysis.script.TextRange.point(1, 20)));
        store.update(run);
        assertThat(find(new HistoryQuery(marker, "ann", RunState.FAILED, 10))).singleElement().satisfies(r -> {
            assertThat(r.user()).isEqualTo("ann");
            assertThat(r.scriptId()).isEqualTo(42L);
            assertThat(r.statement()).isEqualTo("SELECT '" + marker + "' FROM t");
            assertThat(r.rows()).isEqualTo(2);
            assertThat(r.jobId()).isEqualTo("job-" + marker);
            assertThat(r.errorMessage()).isEqualTo("Table 't' not found");
            assertThat(r.duration().isNegative()).isFalse();
        });
        run.result().close();
    }

    @Test
    void historyIsFilteredByTextUserAndStateNewestFirst() {
        for (String user : List.of("ann", "bob", "ann")) {
            StatementRun run = run(user, null, "select 1 -- " + marker + " 50%_off");
            run.historyId(store.queued(run));
            run.moveTo(RunState.RUNNING);
            run.moveTo(user.equals("bob") ? RunState.CANCELLED : RunState.FINISHED);
            store.update(run);
        }
        assertThat(find(new HistoryQuery(marker.toUpperCase(), null, null, 10))).hasSize(3)
                .isSortedAccordingTo((a, b) -> Long.compare(b.id(), a.id()));
        assertThat(find(new HistoryQuery(marker, "ann", null, 10))).hasSize(2);
        assertThat(find(new HistoryQuery(marker, null, RunState.CANCELLED, 10))).extracting(RunRecord::user)
                .containsExactly("bob");
        assertThat(find(new HistoryQuery(marker, null, null, 1))).hasSize(1);
        // LIKE wildcards in the search text are literal characters
        assertThat(find(new HistoryQuery(marker + " 50%_off", null, null, 10))).hasSize(3);
        assertThat(find(new HistoryQuery(marker + " 5_%", null, null, 10))).isEmpty();
    }

    private List<RunRecord> find(HistoryQuery query) {
        return store.find(query);
    }

    private StatementRun run(String user, Long scriptId, String statement) {
        UUID id = UUID.randomUUID();
        return new StatementRun(id, user, new RunRequest(scriptId, statement, 1, 1),
                new ResultStore(dir.resolve(id + ".rows"), 10), Clock.systemUTC());
    }
}
