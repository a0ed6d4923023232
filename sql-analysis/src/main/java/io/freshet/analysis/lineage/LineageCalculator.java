package io.freshet.analysis.lineage;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
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
     * @param targetTemporary whether the written table is a temporary one
     */
    public static StatementLineage of(int startLine, String target, boolean targetTemporary, List<String> targetColumns,
                                      RelNode plan) {
        LineageWalker walker = new LineageWalker();
        List<Map<ColumnRef, LineageKind>> fields = walker.walk(plan);
        List<ColumnLineage> columns = new ArrayList<>();
        for (int i = 0; i < targetColumns.size() && i < fields.size(); i++) {
            List<SourceColumn> sources = fields.get(i).entrySet().stream()
                    .map(e -> new SourceColumn(e.getKey().table(), e.getKey().column(), e.getValue()))
                    .sorted(Comparator.comparing(SourceColumn::table).thenComparing(SourceColumn::column))
                    .toList();
            columns.add(new ColumnLineage(targetColumns.get(i), sources));
        }
        List<IndirectSource> indirect = walker.indirect().entrySet().stream()
                .map(e -> new IndirectSource(e.getKey().table(), e.getKey().column(), List.copyOf(e.getValue())))
                .sorted(Comparator.comparing(IndirectSource::table).thenComparing(IndirectSource::column)).toList();
        Set<String> temporary = new LinkedHashSet<>();
        if (targetTemporary) {
            temporary.add(target);
        }
        temporary.addAll(walker.temporary());
        return new StatementLineage(startLine, target, columns, indirect, temporary.stream().sorted().toList());
    }
}
