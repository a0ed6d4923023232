package io.freshet.analysis.planner;

import java.util.Collection;
import java.util.List;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.functions.LookupFunction;

/** A lookup that finds nothing; only its existence matters for planning (Flink requires it public). */
public final class NoRowsLookup extends LookupFunction {

    @Override
    public Collection<RowData> lookup(RowData keyRow) {
        return List.of();
    }
}
