package io.freshet.analysis.lineage;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.calcite.rel.RelNode;

/** Computes the lineage of a logical plan that writes the given target columns (by position). */
public final class LineageCalculator {

    private LineageCalculator() {
    }

    /**
     * @param targetColumns the written columns in the order of the plan's output fields
     */
    public static StatementLineage of(int startLine, String target, List<String> targetColumns, RelNode plan) {
        LineageWalker walker = new LineageWalker();
        List<Map<ColumnRef, LineageKind>> fields = walker.walk(plan);
        List<ColumnLineage> columns = new ArrayList<>();
        for (int i = 0; i < targetColumns.size() && i < fields.size(); i++) {
            List<SourceColumn> sources = fields.get(i).entrySet().stream()
                    .map(e -> new SourceColumn(e.getKey().table(), e.getKey().column(), e.getValue()))
                    .sorted(java.util.Comparator.comparing(SourceColumn::table).thenComparing(SourceColumn::column))
                    .toList();
            columns.add(new ColumnLineage(targetColumns.get(i), sources));
        }
        Set<ColumnRef> indirect = walker.indirect();
        List<ColumnRef> sortedIndirect = indirect.stream()
                .sorted(java.util.Comparator.comparing(ColumnRef::table).thenComparing(ColumnRef::column)).toList();
        return new StatementLineage(startLine, target, columns, sortedIndirect);
    }
}
