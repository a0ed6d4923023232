package io.freshet.analysis.planner;

import org.apache.flink.api.connector.source.Source;
import org.apache.flink.api.connector.source.lib.NumberSequenceSource;
import org.apache.flink.table.connector.ChangelogMode;
import org.apache.flink.table.connector.source.SourceProvider;
import org.apache.flink.table.connector.source.DynamicTableSource;
import org.apache.flink.table.connector.source.LookupTableSource;
import org.apache.flink.table.connector.source.ScanTableSource;
import org.apache.flink.table.connector.source.lookup.LookupFunctionProvider;
import org.apache.flink.table.data.RowData;

/** A source the planner can plan scans and lookup joins against; it is never run. */
final class StubSource implements ScanTableSource, LookupTableSource {

    private final boolean upsert;

    StubSource(boolean upsert) {
        this.upsert = upsert;
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
    public DynamicTableSource copy() {
        return new StubSource(upsert);
    }

    @Override
    public String asSummaryString() {
        return "freshet validation stub";
    }
}
