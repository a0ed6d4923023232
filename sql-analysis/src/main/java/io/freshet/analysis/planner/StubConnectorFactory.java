package io.freshet.analysis.planner;

import java.util.Set;
import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.configuration.ExecutionOptions;
import org.apache.flink.configuration.ConfigOption;
import org.apache.flink.table.connector.source.DynamicTableSource;
import org.apache.flink.table.connector.sink.DynamicTableSink;
import org.apache.flink.table.factories.DynamicTableSinkFactory;
import org.apache.flink.table.factories.DynamicTableSourceFactory;

/**
 * A connector that accepts any options and never runs: validation needs a factory for every table,
 * and the real connectors (Paimon, Kafka, ...) are not on this library's classpath.
 */
public final class StubConnectorFactory implements DynamicTableSourceFactory, DynamicTableSinkFactory {

    /** The {@code connector} option value of every table the planner tier registers. */
    public static final String IDENTIFIER = "freshet-validation-stub";
    /** Set to {@code upsert} on tables whose source emits updates (Paimon primary-key tables). */
    public static final String CHANGELOG_OPTION = "freshet.changelog";

    @Override
    public DynamicTableSource createDynamicTableSource(Context context) {
        // like Paimon: a batch read of a primary-key table yields the merged rows, insert-only
        boolean batch = context.getConfiguration().get(ExecutionOptions.RUNTIME_MODE) == RuntimeExecutionMode.BATCH;
        boolean upsert = "upsert".equals(context.getCatalogTable().getOptions().get(CHANGELOG_OPTION));
        return new StubSource(upsert && !batch);
    }

    @Override
    public DynamicTableSink createDynamicTableSink(Context context) {
        return new StubSink(context.getCatalogTable().getResolvedSchema().getPrimaryKey().isPresent());
    }

    @Override
    public String factoryIdentifier() {
        return IDENTIFIER;
    }

    @Override
    public Set<ConfigOption<?>> requiredOptions() {
        return Set.of();
    }

    @Override
    public Set<ConfigOption<?>> optionalOptions() {
        return Set.of();
    }
}
