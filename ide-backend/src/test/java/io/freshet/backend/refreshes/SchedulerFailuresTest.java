package io.freshet.backend.refreshes;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Failed fires of Flink's scheduler, read from the embedded gateway's record, into the refresh history once. */
class SchedulerFailuresTest {

    private static final String SERVER_ERROR = "org.apache.flink.table.shaded.org.quartz.JobExecutionException:"
            + " Failed\\nCaused by: org.apache.flink.runtime.rest.util.RestClientException: [Internal server error.,"
            + " <Exception on server side:\\norg.apache.flink.table.gateway.api.utils.SqlGatewayException: Failed to"
            + " refresh\\n\\tat a.B.c(B.java:1)\\nCaused by: org.apache.flink.table.api.ValidationException: Object"
            + " 'flaky' not found within 'lakehouse.ods'\\n\\tat d.E.f(E.java:2)\\n\\nEnd of exception on server side>]";

    @TempDir
    Path dir;

    @Test
    void aFailedFireIsRecordedOnceWithTheRootCauseAndItsPartitionAndASuccessfulOneNot() throws IOException {
        Path file = dir.resolve("scheduled-refreshes.tsv");
        FakeStore store = new FakeStore();
        SchedulerFailures failures = new SchedulerFailures(store, () -> file,
                (table, fired) -> Optional.of("ds=" + fired.toString().substring(0, 10)));
        assertThat(failures.readNow()).as("no file yet").isZero();

        append(file, "1780000000000\t1780000003000\t`lakehouse`.`dws`.`flaky_numbers`\tFAILED\t" + SERVER_ERROR + "\n"
                + "1780000010000\t1780000012000\t`lakehouse`.`dws`.`flaky_numbers`\tOK\tjob id abc\n"
                + "1780000020000\t1780000021000\t`lakehouse`.`dws`.`fla");
        assertThat(failures.readNow()).isEqualTo(1);
        RefreshRecord failed = store.rows.get(0);
        assertThat(failed.table()).isEqualTo("lakehouse.dws.flaky_numbers");
        assertThat(failed.trigger()).isEqualTo(RefreshTrigger.SCHEDULED);
        assertThat(failed.state()).isEqualTo(RefreshState.FAILED);
        assertThat(failed.jobId()).isNull();
        assertThat(failed.startedAt()).isEqualTo(Instant.ofEpochMilli(1780000000000L));
        assertThat(failed.endedAt()).isEqualTo(Instant.ofEpochMilli(1780000003000L));
        assertThat(failed.partition()).isEqualTo("ds=2026-05-28");
        assertThat(failed.error()).startsWith("Flink's scheduler could not start the refresh: ")
                .contains("Object 'flaky' not found within 'lakehouse.ods'").doesNotContain("\tat ", "Exception");

        // the half-written line completes; a restarted reader sees the first fire again and skips it
        append(file, "ky_numbers`\tFAILED\tboom\n");
        assertThat(failures.readNow()).isEqualTo(1);
        assertThat(new SchedulerFailures(store, () -> file, (t, f) -> Optional.empty()).readNow()).isZero();
        assertThat(store.rows).hasSize(2);
    }

    @Test
    void aLinkInPlaceOfTheRecordIsNotFollowed() throws IOException {
        // the Flink child's user owns the log directory: a link there must not make Freshet read another file
        Path elsewhere = dir.resolve("elsewhere.tsv");
        append(elsewhere, "1780000000000\t1780000003000\t`lakehouse`.`dws`.`t`\tFAILED\tboom\n");
        Path file = Files.createSymbolicLink(dir.resolve("scheduled-refreshes.tsv"), elsewhere);
        FakeStore store = new FakeStore();
        assertThat(new SchedulerFailures(store, () -> file, (t, f) -> Optional.empty()).readNow()).isZero();
        assertThat(store.rows).isEmpty();
    }

    @Test
    void linesThatAreNotFiresAreSkipped() {
        assertThat(SchedulerFires.parse("garbage")).isEmpty();
        assertThat(SchedulerFires.parse("x\t1\t`a`.`b`.`c`\tOK\t")).isEmpty();
        assertThat(SchedulerFires.parse("1\t2\tnot.quoted.name\tOK\t")).isEmpty();
        assertThat(SchedulerFires.table("`a`.`we``ird`.`c`")).hasValue("a.we`ird.c");
        assertThat(SchedulerFires.unescape("a\\tb\\\\n\\nc")).isEqualTo("a\tb\\n\nc");
    }

    @Test
    void aPositionInFlinksOwnRefreshStatementIsLeftOut() {
        assertThat(SchedulerFailures.reason("x\nCaused by: org.apache.flink.table.api.ValidationException: From line 3,"
                + " column 6 to line 3, column 30: Object 'flaky' not found within 'lakehouse.ods'"))
                .isEqualTo("Flink's scheduler could not start the refresh: Object 'flaky' not found within"
                        + " 'lakehouse.ods'");
    }

    private static void append(Path file, String text) throws IOException {
        Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    private static final class FakeStore extends RefreshHistoryStore {
        private final List<RefreshRecord> rows = new ArrayList<>();

        FakeStore() {
            super(null);
        }

        @Override
        public long asked(RefreshRecord refresh) {
            rows.add(refresh);
            return rows.size() - 1;
        }

        @Override
        public void refused(long id, Instant at, String error) {
            RefreshRecord r = rows.get((int) id);
            rows.set((int) id, new RefreshRecord(r.table(), null, r.trigger(), RefreshState.FAILED, r.startedAt(), at,
                    r.partition(), error, null, null));
        }

        @Override
        public boolean hasFailedFire(String table, Instant fired) {
            return rows.stream().anyMatch(r -> r.table().equals(table) && r.startedAt().equals(fired));
        }
    }
}
