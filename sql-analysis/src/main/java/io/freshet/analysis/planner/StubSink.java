package io.freshet.analysis.planner;

import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import java.util.Map;
import org.apache.flink.table.connector.ChangelogMode;
import org.apache.flink.table.connector.sink.abilities.SupportsOverwrite;
import org.apache.flink.table.connector.sink.abilities.SupportsPartitioning;
import org.apache.flink.table.connector.sink.SinkV2Provider;
import org.apache.flink.table.connector.sink.DynamicTableSink;

/**
 * A sink that accepts what a real upsert or append sink accepts, partitioned and overwritten like a
 * Paimon table; it is never run.
 */
final class StubSink implements DynamicTableSink, SupportsPartitioning, SupportsOverwrite {

    private final boolean hasPrimaryKey;

    StubSink(boolean hasPrimaryKey) {
        this.hasPrimaryKey = hasPrimaryKey;
    }

    @Override
    public ChangelogMode getChangelogMode(ChangelogMode requestedMode) {
        return hasPrimaryKey ? ChangelogMode.upsert() : requestedMode;
    }

    @Override
    public SinkRuntimeProvider getSinkRuntimeProvider(Context context) {
        return SinkV2Provider.of(new DiscardingSink<>());
    }

    @Override
    public void applyStaticPartition(Map<String, String> partition) {
        // nothing to write to: accepting the static partition is all validation needs
    }

    @Override
    public void applyOverwrite(boolean overwrite) {
        // as above: INSERT OVERWRITE is planned, never run
    }

    @Override
    public DynamicTableSink copy() {
        return new StubSink(hasPrimaryKey);
    }

    @Override
    public String asSummaryString() {
        return "freshet validation stub";
    }
}
