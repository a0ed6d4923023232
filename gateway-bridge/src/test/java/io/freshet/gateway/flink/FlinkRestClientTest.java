package io.freshet.gateway.flink;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.FakeGateway;
import io.freshet.gateway.client.GatewayEndpoint;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The Flink REST client against recorded answers of Flink 2.0.0 (trimmed): job list, checkpoints, cancel, errors. */
class FlinkRestClientTest {

    private static final String JOB = "7fa5067c97590149aa5dee9fc090450c";
    private static final String OVERVIEW = "{\"jobs\":[{\"jid\":\"" + JOB + "\",\"name\":\"Materialized_table_"
            + "`lakehouse`.`d`.`mt`_continuous_refresh_job\",\"start-time\":1796391759802,\"end-time\":-1,"
            + "\"duration\":976,\"state\":\"RUNNING\",\"last-modification\":1796391760719},"
            + "{\"jid\":\"de3481a1979a52a38d373b1f0562f929\",\"name\":\"Materialized_table_`lakehouse`.`d`.`fullt`"
            + "_one_time_refresh_job\",\"start-time\":1796391781186,\"end-time\":1796391781779,\"duration\":593,"
            + "\"state\":\"FINISHED\"},{\"jid\":\"aa\",\"name\":\"insert-into_x\",\"start-time\":1,\"end-time\":2,"
            + "\"state\":\"SOMETHING_NEW\"}]}";
    private static final String CHECKPOINTS = "{\"counts\":{\"restored\":0,\"total\":5,\"in_progress\":0,"
            + "\"completed\":4,\"failed\":1},\"latest\":{\"completed\":{\"className\":\"completed\",\"id\":4,"
            + "\"status\":\"COMPLETED\",\"trigger_timestamp\":1796391780724,\"latest_ack_timestamp\":1796391780743},"
            + "\"savepoint\":null,\"failed\":{\"className\":\"failed\",\"id\":1,\"status\":\"FAILED\","
            + "\"failure_timestamp\":1796391765700,\"failure_message\":\"Checkpoint expired before completing.\"},"
            + "\"restored\":null},\"history\":[]}";

    private FakeGateway flink;
    private FlinkRestClient client;

    @BeforeEach
    void start() throws Exception {
        flink = new FakeGateway();
        client = new FlinkRestClient(new GatewayEndpoint(flink.uri(), "secret"));
    }

    @AfterEach
    void stop() {
        flink.close();
    }

    @Test
    void theJobListKeepsStatesTimesAndRefreshJobNames() {
        flink.on("GET /jobs/overview", OVERVIEW);

        assertThat(client.jobs()).containsExactly(
                new FlinkJob(JOB, "Materialized_table_`lakehouse`.`d`.`mt`_continuous_refresh_job",
                        FlinkJobState.RUNNING, Instant.ofEpochMilli(1796391759802L), null),
                new FlinkJob("de3481a1979a52a38d373b1f0562f929",
                        "Materialized_table_`lakehouse`.`d`.`fullt`_one_time_refresh_job", FlinkJobState.FINISHED,
                        Instant.ofEpochMilli(1796391781186L), Instant.ofEpochMilli(1796391781779L)),
                new FlinkJob("aa", "insert-into_x", FlinkJobState.UNKNOWN, Instant.ofEpochMilli(1),
                        Instant.ofEpochMilli(2)));
        assertThat(client.jobs().get(0).refresh()).hasValueSatisfying(r -> {
            assertThat(r.table().toString()).isEqualTo("lakehouse.d.mt");
            assertThat(r.kind()).isEqualTo(RefreshJobName.Kind.CONTINUOUS);
        });
        assertThat(flink.authorizations()).containsOnly("Bearer secret");
    }

    @Test
    void checkpointsGiveTheLatestCompletedAndFailedOnes() {
        flink.on("GET /jobs/" + JOB + "/checkpoints", CHECKPOINTS);

        CheckpointStats stats = client.checkpoints(JOB).orElseThrow();

        assertThat(stats).isEqualTo(new CheckpointStats(4, 1, 0, Instant.ofEpochMilli(1796391780743L),
                Instant.ofEpochMilli(1796391765700L), "Checkpoint expired before completing."));
        assertThat(stats.failingSinceLatestCompleted()).isFalse();
    }

    @Test
    void theCheckpointCycleIsTheIntervalAndTheLatestCompletedDurationAndTheHistoryItsCompletedOnes() {
        flink.on("GET /jobs/" + JOB + "/checkpoints/config", "{\"mode\":\"exactly_once\",\"interval\":10000,"
                + "\"timeout\":600000}");
        flink.on("GET /jobs/" + JOB + "/checkpoints", "{\"counts\":{\"completed\":2},\"latest\":{\"completed\":"
                + "{\"id\":8,\"status\":\"COMPLETED\",\"end_to_end_duration\":412}},\"history\":["
                + "{\"id\":9,\"status\":\"IN_PROGRESS\",\"trigger_timestamp\":1796391790000,"
                + "\"latest_ack_timestamp\":-1},{\"id\":8,\"status\":\"COMPLETED\",\"trigger_timestamp\":1796391780000,"
                + "\"latest_ack_timestamp\":1796391780412},{\"id\":7,\"status\":\"FAILED\",\"trigger_timestamp\":"
                + "1796391770000,\"latest_ack_timestamp\":-1},{\"id\":6,\"status\":\"COMPLETED\",\"trigger_timestamp\":"
                + "1796391760000,\"latest_ack_timestamp\":1796391760300}]}");

        assertThat(client.checkpointCycle(JOB)).contains(new CheckpointCycle(Duration.ofSeconds(10),
                Duration.ofMillis(412)));
        assertThat(client.completedCheckpoints(JOB)).containsExactly(
                new CompletedCheckpoint(6, Instant.ofEpochMilli(1796391760000L), Instant.ofEpochMilli(1796391760300L)),
                new CompletedCheckpoint(8, Instant.ofEpochMilli(1796391780000L), Instant.ofEpochMilli(1796391780412L)));
        assertThat(client.completedCheckpoints(JOB).get(1).duration()).isEqualTo(Duration.ofMillis(412));
        assertThat(client.checkpointCycle("0".repeat(32))).as("a job Flink does not know").isEmpty();
        flink.on("GET /jobs/" + JOB + "/checkpoints", "{\"latest\":{\"completed\":null}}");
        assertThat(client.checkpointCycle(JOB)).as("none completed yet")
                .contains(new CheckpointCycle(Duration.ofSeconds(10), null));
    }

    @Test
    void restartsAreTheJobsNumRestartsMetric() {
        flink.on("GET /jobs/" + JOB + "/metrics", "[{\"id\":\"numRestarts\",\"value\":\"2\"}]");

        assertThat(client.restarts(JOB)).hasValue(2);
        assertThat(flink.requests()).anyMatch(r -> r.contains("/metrics?get=numRestarts"));
        flink.on("GET /jobs/" + JOB + "/metrics", "[]");
        assertThat(client.restarts(JOB)).isEmpty();
    }

    @Test
    void theExecutionConfigGivesParallelismAndJobParameters() {
        flink.on("GET /jobs/" + JOB + "/config", "{\"jid\":\"" + JOB + "\",\"name\":\"insert-into_x\","
                + "\"execution-config\":{\"execution-mode\":\"PIPELINED\",\"restart-strategy\":\"Cluster level"
                + " default restart strategy\",\"job-parallelism\":2,\"object-reuse-mode\":false,"
                + "\"user-config\":{\"created-with\":\"freshet-1\"}}}");

        assertThat(client.executionConfig(JOB)).hasValue(new JobExecutionConfig(2, Map.of("created-with", "freshet-1")));
        assertThat(client.executionConfig("0".repeat(32))).as("a job Flink does not know").isEmpty();
    }

    @Test
    void aJobWithoutCheckpointsHasNoTimes() {
        flink.on("GET /jobs/" + JOB + "/checkpoints", "{\"counts\":{\"completed\":0,\"failed\":0,\"in_progress\":1},"
                + "\"latest\":{\"completed\":null,\"savepoint\":null,\"failed\":null,\"restored\":null}}");

        assertThat(client.checkpoints(JOB)).contains(new CheckpointStats(0, 0, 1, null, null, null));
    }

    @Test
    void aFailureIsTheDeepestCauseOfTheLatestExceptionWithoutClassNames() {
        flink.on("GET /jobs/" + JOB + "/exceptions", "{\"exceptionHistory\":{\"entries\":["
                + "{\"exceptionName\":\"org.apache.flink.runtime.JobException\",\"timestamp\":1796391765000,"
                + "\"stacktrace\":\"org.apache.flink.runtime.JobException: Recovery is suppressed\\n\\tat x.Y.z(Y.java:1)"
                + "\\nCaused by: java.io.FileNotFoundException: File file:/w/ods/orders does not exist\\n\\tat a.B.c(B.java:2)\"},"
                + "{\"exceptionName\":\"java.lang.IllegalStateException\",\"timestamp\":1796391700000,"
                + "\"stacktrace\":\"java.lang.IllegalStateException: older\"}],\"truncated\":false}}");
        flink.on("GET /jobs/de3481a1979a52a38d373b1f0562f929/exceptions", "{\"exceptionHistory\":{\"entries\":[]}}");

        assertThat(client.failure(JOB)).contains("File file:/w/ods/orders does not exist");
        assertThat(client.failure("de3481a1979a52a38d373b1f0562f929")).isEmpty();
        assertThat(client.failure("0".repeat(32))).isEmpty();
    }

    @Test
    void anUnknownJobIsEmptyNotAnError() {
        assertThat(client.checkpoints(JOB)).isEmpty();
        assertThat(client.cancel(JOB)).isFalse();
    }

    @Test
    void cancelPatchesTheJob() {
        flink.on("PATCH /jobs/" + JOB, "{}");

        assertThat(client.cancel(JOB)).isTrue();
        assertThat(flink.requests()).containsExactly("PATCH /jobs/" + JOB + "?mode=cancel");
    }

    @Test
    void onlyJobIdsGoIntoAPath() {
        assertThatThrownBy(() -> client.checkpoints("../overview")).isInstanceOf(IllegalArgumentException.class);
        assertThat(flink.requests()).isEmpty();
    }

    @Test
    void aRefusalAndAServerErrorAreGatewayExceptionsWithAUserMessage() {
        flink.on("GET /jobs/overview", body -> new FakeGateway.Answer(401, "{\"errors\":[\"no secret\"]}"));
        GatewayException refused = catchThrowableOfType(GatewayException.class,
                () -> new FlinkRestClient(GatewayEndpoint.of(flink.uri())).jobs());
        assertThat(refused.userMessage()).isEqualTo("Flink's REST API at " + flink.uri()
                + " refused GET /jobs/overview (HTTP 401): it wants a token and none is configured.");

        flink.on("GET /jobs/overview", body -> new FakeGateway.Answer(500, "{\"errors\":[\"Internal server error.\","
                + "\"java.lang.IllegalStateException: broken\\n\\tat org.apache.flink.X.y(X.java:1)\"]}"));
        GatewayException failed = catchThrowableOfType(GatewayException.class, () -> client.jobs());
        assertThat(failed.kind()).isEqualTo(GatewayException.Kind.HTTP);
        assertThat(failed.userMessage()).isEqualTo("Flink's REST API answered HTTP 500 to GET /jobs/overview: broken");
    }

    @Test
    void nobodyListeningIsUnreachable() {
        flink.close();
        GatewayException e = catchThrowableOfType(GatewayException.class, () -> client.jobs());
        assertThat(e.kind()).isEqualTo(GatewayException.Kind.UNREACHABLE);
        assertThat(e.userMessage()).startsWith("Cannot reach Flink's REST API at " + flink.uri());
    }

    @Test
    void subtaskMetricsAreSummedPerIdOverTheJobsVertices() {
        String source = "cbc357ccb763df2852fee8c4fc7d55f2";
        String sink = "90bea66de1c231edf33913ecd54406c1";
        flink.on("GET /jobs/" + JOB, "{\"jid\":\"" + JOB + "\",\"vertices\":[{\"id\":\"" + source
                + "\",\"name\":\"Source: src_orders\"},{\"id\":\"" + sink + "\",\"name\":\"Writer\"}]}");
        flink.on("GET /jobs/" + JOB + "/vertices/" + source + "/subtasks/metrics",
                "[{\"id\":\"Source__src_orders.numRecordsOutPerSecond\",\"sum\":2.5},"
                        + "{\"id\":\"numRecordsIn\",\"sum\":7}]");
        flink.on("GET /jobs/" + JOB + "/vertices/" + sink + "/subtasks/metrics",
                "[{\"id\":\"Writer.numRecordsOutPerSecond\",\"sum\":9}]");

        assertThat(client.subtaskMetricSums(JOB, id -> id.startsWith("Source__")))
                .containsExactly(java.util.Map.entry("Source__src_orders.numRecordsOutPerSecond", 2.5));
        assertThat(flink.requests()).contains("GET /jobs/" + JOB + "/vertices/" + source
                + "/subtasks/metrics?agg=sum&get=Source__src_orders.numRecordsOutPerSecond");
        assertThat(flink.requests()).noneMatch(r -> r.startsWith("GET /jobs/" + JOB + "/vertices/" + sink
                + "/subtasks/metrics?"));
        assertThat(client.subtaskMetricSums("0123456789abcdef0123456789abcdef", id -> true)).isEmpty();
    }
}
