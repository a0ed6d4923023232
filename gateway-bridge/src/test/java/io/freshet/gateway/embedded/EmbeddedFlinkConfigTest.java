package io.freshet.gateway.embedded;

import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.CoreOptions;
import org.apache.flink.configuration.ExecutionOptions;
import org.apache.flink.configuration.JobManagerOptions;
import org.apache.flink.configuration.MemorySize;
import org.apache.flink.configuration.TaskManagerOptions;
import org.apache.flink.runtime.taskexecutor.TaskExecutorResourceSpec;
import org.apache.flink.runtime.taskexecutor.TaskExecutorResourceUtils;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.graph.GlobalStreamExchangeMode;
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** How many jobs the embedded Flink runs side by side, read from its configuration with Flink's own classes. */
class EmbeddedFlinkConfigTest {

    @TempDir
    Path dir;

    private Configuration childConfig() {
        return Configuration.fromMap(EmbeddedFlinkConfig.of(EmbeddedFlinkLayout.of(dir), "127.0.0.1", 8083, 8081,
                List.of()));
    }

    @Test
    void everyJobRunsAtParallelismOneWithSlotsForTenQueriesBesideTheTablesOwnJobs() {
        Configuration config = childConfig();

        assertThat(config.get(TaskManagerOptions.NUM_TASK_SLOTS)).isEqualTo(EmbeddedFlinkConfig.TASK_SLOTS)
                .isGreaterThanOrEqualTo(20);
        assertThat(config.get(CoreOptions.DEFAULT_PARALLELISM)).isEqualTo(1);
        assertThat(config.toMap()).as("Paimon's sources would take a slot per split")
                .containsEntry("paimon.scan.infer-parallelism", "false");
    }

    @Test
    void eachSlotHasManagedMemoryForBatchOperatorsAndTheNetworkMoreThanMiniClustersDefault() {
        TaskExecutorResourceSpec spec = TaskExecutorResourceUtils.resourceSpecFromConfigForLocalExecution(childConfig());

        assertThat(spec.getManagedMemorySize().divide(EmbeddedFlinkConfig.TASK_SLOTS).getMebiBytes())
                .isGreaterThanOrEqualTo(16);
        assertThat(spec.getNetworkMemSize()).isEqualTo(MemorySize.parse(EmbeddedFlinkConfig.NETWORK_MEMORY))
                .isGreaterThan(MemorySize.parse("64m"));
    }

    @Test
    void aBatchJobIsPipelinedForTheDefaultSchedulerWhereFlinksDefaultsMakeItAdaptiveAndBlocking() {
        Configuration config = childConfig();
        StreamGraph graph = batchGraph(config);

        assertThat(config.get(JobManagerOptions.SCHEDULER)).isEqualTo(JobManagerOptions.SchedulerType.Default);
        assertThat(graph.isDynamic()).as("for the adaptive batch scheduler").isFalse();
        assertThat(graph.getGlobalStreamExchangeMode()).isEqualTo(GlobalStreamExchangeMode.ALL_EDGES_PIPELINED);

        StreamGraph flinkDefaults = batchGraph(new Configuration());
        assertThat(flinkDefaults.isDynamic()).isTrue();
        assertThat(flinkDefaults.getGlobalStreamExchangeMode()).isEqualTo(GlobalStreamExchangeMode.ALL_EDGES_BLOCKING);
    }

    /** A keyed aggregation, one exchange, as a batch job's graph: built, never run. */
    private static StreamGraph batchGraph(Configuration config) {
        Configuration batch = new Configuration(config);
        batch.set(ExecutionOptions.RUNTIME_MODE, RuntimeExecutionMode.BATCH);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(batch);
        env.fromSequence(1, 10).keyBy(n -> n % 2).reduce(Long::sum).print();
        return env.getStreamGraph();
    }
}
