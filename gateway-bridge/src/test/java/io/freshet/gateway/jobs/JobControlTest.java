package io.freshet.gateway.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.ResultColumn;
import io.freshet.gateway.client.ResultRow;
import io.freshet.gateway.client.StatementResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** SHOW JOBS is read by column name and STOP JOB is written for well-formed job ids only. */
class JobControlTest {

    private static final String A = "0123456789abcdef0123456789abcdef";
    private static final String B = "fedcba9876543210fedcba9876543210";

    private final List<String> sent = new ArrayList<>();

    @Test
    void listReadsColumnsByNameWhateverTheirOrder() {
        JobControl jobs = answering(new StatementResult(columns("status", "start time", "job id", "job name"),
                List.of(row("RUNNING", "2026-01-01", A, "insert-into_a"), row("FINISHED", "2026-01-01", B, "b")),
                null));

        assertThat(jobs.list()).containsExactly(new ListedJob(A, "insert-into_a", "RUNNING", "2026-01-01"),
                new ListedJob(B, "b", "FINISHED", "2026-01-01"));
        assertThat(jobs.statuses()).isEqualTo(Map.of(A, "RUNNING", B, "FINISHED"));
        assertThat(jobs.status(B)).contains("FINISHED");
        assertThat(jobs.status("00000000000000000000000000000000")).isEmpty();
        assertThat(sent).containsOnly("SHOW JOBS");
    }

    @Test
    void listFallsBackToFlinkTwoZerosColumnOrderWhenNamesAreUnknown() {
        JobControl jobs = answering(new StatementResult(columns("c0", "c1", "c2", "c3"),
                List.of(row(A, "name", "CANCELED", "t")), null));

        assertThat(jobs.list()).containsExactly(new ListedJob(A, "name", "CANCELED", "t"));
    }

    @Test
    void cancelAndStopWithSavepointWriteTheStatementsTheGateLetsThrough() {
        JobControl jobs = answering(new StatementResult(columns("savepoint path"), List.of(row("file:/sp/savepoint-1")), null));

        jobs.cancel(A);
        assertThat(jobs.stopWithSavepoint(B)).isEqualTo("file:/sp/savepoint-1");

        assertThat(sent).containsExactly("STOP JOB '" + A + "'", "STOP JOB '" + B + "' WITH SAVEPOINT");
        assertThat(sent).allMatch(JobControl::isJobControl);
        assertThat(JobControl.isJobControl("SHOW JOBS")).isTrue();
    }

    @Test
    void otherStatementsAreNotJobControl() {
        assertThat(JobControl.isJobControl("STOP JOB '" + A + "'; DROP TABLE t")).isFalse();
        assertThat(JobControl.isJobControl("show jobs")).isFalse();
        assertThat(JobControl.isJobControl("STOP JOB 'x'")).isFalse();
        assertThat(JobControl.isJobControl("SELECT 1")).isFalse();
    }

    @Test
    void malformedJobIdsAreRefusedBeforeAnythingIsSent() {
        JobControl jobs = answering(new StatementResult(List.of(), List.of(), null));

        assertThatThrownBy(() -> jobs.cancel("x' OR '1")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> jobs.stopWithSavepoint(null)).isInstanceOf(IllegalArgumentException.class);
        assertThat(sent).isEmpty();
    }

    @Test
    void aStopWithoutSavepointRowIsAGatewayError() {
        JobControl jobs = answering(new StatementResult(columns("savepoint path"), List.of(), null));

        assertThatThrownBy(() -> jobs.stopWithSavepoint(A)).isInstanceOf(GatewayException.class)
                .hasMessageContaining("no savepoint");
    }

    private JobControl answering(StatementResult result) {
        return new JobControl(sql -> {
            sent.add(sql);
            return result;
        });
    }

    private static List<ResultColumn> columns(String... names) {
        return java.util.Arrays.stream(names).map(n -> new ResultColumn(n, "STRING")).toList();
    }

    private static ResultRow row(Object... fields) {
        return new ResultRow("INSERT", List.of(fields));
    }
}
