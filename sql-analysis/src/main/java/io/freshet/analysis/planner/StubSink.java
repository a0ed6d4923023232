package io.freshet.analysis.planner;

import java.util.List;
import java.util.Map;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.table.connector.ChangelogMode;
import org.apache.flink.table.connector.sink.DynamicTableSink;
import org.apache.flink.table.connector.sink.SinkV2Provider;
import org.apache.flink.table.connector.sink.abilities.SupportsOverwrite;
import org.apache.flink.table.connector.sink.abilities.SupportsPartitioning;
import org.apache.flink.table.connector.sink.abilities.SupportsWritingMetadata;
import org.apache.flink.table.types.DataType;

/**
 * A sink that accepts what a real upsert or append sink accepts (the changelog the query produces, so
 * it never invents an error), partitioned and overwritten like a Paimon table, writing whatever
 * persisted metadata the table declares; it is never run.
 */
final class StubSink implements DynamicTableSink, SupportsPartitioning, SupportsOverwrite, SupportsWritingMetadata {

    private final boolean hasPrimaryKey;
    private final Map<String, DataType> metadata;
    private final String name;

    StubSink(boolean hasPrimaryKey, Map<String, DataType> metadata, String name) {
        this.hasPrimaryKey = hasPrimaryKey;
        this.metadata = metadata;
        this.name = name;
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
    public Map<String, DataType> listWritableMetadata() {
        return metadata;
    }

    @Override
    public void applyWritableMetadata(List<String> metadataKeys, DataType consumedDataType) {
        // the keys are the table's own persisted metadata columns: nothing to check, nothing is written
    }

    @Override
    public DynamicTableSink copy() {
        return new StubSink(hasPrimaryKey, metadata, name);
    }

    @Override
    public String asSummaryString() {
        return name;
    }
}
