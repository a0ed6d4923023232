package io.freshet.analysis.planner;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.configuration.ConfigOption;
import org.apache.flink.configuration.ExecutionOptions;
import org.apache.flink.table.catalog.Column;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.connector.sink.DynamicTableSink;
import org.apache.flink.table.connector.source.DynamicTableSource;
import org.apache.flink.table.factories.DynamicTableSinkFactory;
import org.apache.flink.table.factories.DynamicTableSourceFactory;
import org.apache.flink.table.types.DataType;

/**
 * A connector that accepts any options and never runs, for the tables whose real connector is not on
 * this library's classpath (catalog-managed Paimon tables, connectors only a remote gateway has). It
 * accepts every metadata column the table declares and every changelog a query produces: what it cannot
 * know, it must not turn into an error.
 */
public final class StubConnectorFactory implements DynamicTableSourceFactory, DynamicTableSinkFactory {

    /** The {@code connector} option value of every stubbed table the planner tier registers. */
    public static final String IDENTIFIER = "freshet-validation-stub";
    /** Set to {@code upsert} on tables whose source emits updates (Paimon primary-key tables). */
    public static final String CHANGELOG_OPTION = "freshet.changelog";

    @Override
    public DynamicTableSource createDynamicTableSource(Context context) {
        // like Paimon: a batch read of a primary-key table yields the merged rows, insert-only
        boolean batch = context.getConfiguration().get(ExecutionOptions.RUNTIME_MODE) == RuntimeExecutionMode.BATCH;
        boolean upsert = "upsert".equals(context.getCatalogTable().getOptions().get(CHANGELOG_OPTION));
        return new StubSource(upsert && !batch, metadata(context.getCatalogTable().getResolvedSchema(), false),
                name(context));
    }

    @Override
    public DynamicTableSink createDynamicTableSink(Context context) {
        ResolvedSchema schema = context.getCatalogTable().getResolvedSchema();
        return new StubSink(schema.getPrimaryKey().isPresent(), metadata(schema, true), name(context));
    }

    /** The metadata keys the table declares, with their declared types: readable (all) or writable (persisted). */
    private static Map<String, DataType> metadata(ResolvedSchema schema, boolean persistedOnly) {
        Map<String, DataType> keys = new LinkedHashMap<>();
        for (Column column : schema.getColumns()) {
            if (column instanceof Column.MetadataColumn m && !(persistedOnly && m.isVirtual())) {
                keys.putIfAbsent(m.getMetadataKey().orElse(m.getName()), m.getDataType());
            }
        }
        return keys;
    }

    /** What the planner may call this table's connector in a message: the one the user wrote. */
    private static String name(Context context) {
        String original = context.getCatalogTable().getOptions().get(Connectors.ORIGINAL_CONNECTOR);
        return original != null ? original : context.getObjectIdentifier().asSummaryString();
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
