package io.freshet.analysis.planner;

import java.util.List;
import java.util.Map;
import org.apache.flink.api.connector.source.Source;
import org.apache.flink.api.connector.source.lib.NumberSequenceSource;
import org.apache.flink.table.connector.ChangelogMode;
import org.apache.flink.table.connector.source.DynamicTableSource;
import org.apache.flink.table.connector.source.LookupTableSource;
import org.apache.flink.table.connector.source.ScanTableSource;
import org.apache.flink.table.connector.source.SourceProvider;
import org.apache.flink.table.connector.source.abilities.SupportsReadingMetadata;
import org.apache.flink.table.connector.source.lookup.LookupFunctionProvider;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.types.DataType;

/**
 * A source the planner can plan scans and lookup joins against, reading whatever metadata the table
 * declares; it is never run.
 */
final class StubSource implements ScanTableSource, LookupTableSource, SupportsReadingMetadata {

    private final boolean upsert;
    private final Map<String, DataType> metadata;
    private final String name;

    StubSource(boolean upsert, Map<String, DataType> metadata, String name) {
        this.upsert = upsert;
        this.metadata = metadata;
        this.name = name;
    }

    @Override
    public ChangelogMode getChangelogMode() {
        return upsert ? ChangelogMode.upsert() : ChangelogMode.insertOnly();
    }

    @Override
    public ScanRuntimeProvider getScanRuntimeProvider(ScanContext context) {
        // planning needs a provider; the source behind it is never run, so any Source will do
        @SuppressWarnings({"unchecked", "rawtypes"})
        Source<RowData, ?, ?> never = (Source) new NumberSequenceSource(0, 0);
        return SourceProvider.of(never);
    }

    @Override
    public LookupRuntimeProvider getLookupRuntimeProvider(LookupContext context) {
        return LookupFunctionProvider.of(new NoRowsLookup());
    }

    @Override
    public Map<String, DataType> listReadableMetadata() {
        return metadata;
    }

    @Override
    public void applyReadableMetadata(List<String> metadataKeys, DataType producedDataType) {
        // the keys are the table's own: nothing to check, nothing is read
    }

    @Override
    public DynamicTableSource copy() {
        return new StubSource(upsert, metadata, name);
    }

    @Override
    public String asSummaryString() {
        return name;
    }
}
