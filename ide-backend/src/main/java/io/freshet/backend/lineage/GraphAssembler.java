package io.freshet.backend.lineage;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.ColumnInfo;
import io.freshet.analysis.catalog.MaterializedTableInfo;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.lineage.ColumnLineage;
import io.freshet.analysis.lineage.ColumnRef;
import io.freshet.analysis.lineage.SourceColumn;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.ui.lineage.ColumnEdge;
import io.freshet.ui.lineage.EdgeKind;
import io.freshet.ui.lineage.LineageColumn;
import io.freshet.ui.lineage.LineageGraph;
import io.freshet.ui.lineage.LineageTable;
import io.freshet.ui.lineage.TableEdge;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Turns per-script lineage into the view's graph: the project's tables (those it creates, writes or reads)
 * with schema, layer, freshness and defining script, plus table and column edges in a stable order.
 */
final class GraphAssembler {

    private static final Comparator<ColumnEdge> EDGE_ORDER = Comparator.comparing(ColumnEdge::targetTable)
            .thenComparing(e -> Objects.toString(e.targetColumn(), ""))
            .thenComparing(ColumnEdge::sourceTable).thenComparing(ColumnEdge::sourceColumn)
            .thenComparing(ColumnEdge::kind);

    private GraphAssembler() {
    }

    /** Where a table was defined: the script (and statement line) that created or, failing that, wrote it. */
    private record Definition(ScriptLineage script, Integer line) {
    }

    /** @param last the catalog after all scripts: the tables' columns, kinds and freshness */
    static LineageGraph assemble(String project, List<ScriptLineage> scripts, List<ScriptLineage> catalogDefinitions,
                                 CatalogSnapshot last) {
        List<ScriptLineage> all = new ArrayList<>(scripts);
        all.addAll(catalogDefinitions);
        Map<String, TableInfo> known = new HashMap<>();
        last.tables().forEach(t -> known.put(t.id().toString(), t));
        Map<String, Definition> definitions = new LinkedHashMap<>();
        TreeSet<TableEdge> tableEdges = new TreeSet<>(Comparator.comparing(TableEdge::source)
                .thenComparing(TableEdge::target));
        TreeSet<ColumnEdge> columnEdges = new TreeSet<>(EDGE_ORDER);
        List<String> problems = new ArrayList<>();
        for (ScriptLineage script : all) {
            if (script.problem() != null) {
                problems.add(script.problem());
            }
            Map<String, Integer> firstLine = new HashMap<>();
            script.statements().forEach(s -> firstLine.putIfAbsent(s.target(), s.startLine()));
            // temporary tables are not in the catalog, nor is a table dropped again later
            script.created().stream().filter(known::containsKey)
                    .forEach(id -> definitions.putIfAbsent(id, new Definition(script, firstLine.get(id))));
            for (StatementLineage statement : script.statements()) {
                definitions.putIfAbsent(statement.target(), new Definition(script, statement.startLine()));
                collect(statement, tableEdges, columnEdges);
            }
        }
        TreeSet<String> tableIds = new TreeSet<>(definitions.keySet());
        tableEdges.forEach(e -> {
            tableIds.add(e.source());
            tableIds.add(e.target());
        });
        List<LineageTable> tables = tableIds.stream()
                .map(id -> table(id, Optional.ofNullable(known.get(id)), definitions.get(id))).toList();
        return new LineageGraph(project, tables, List.copyOf(tableEdges), List.copyOf(columnEdges), problems);
    }

    private static void collect(StatementLineage statement, TreeSet<TableEdge> tableEdges,
                                TreeSet<ColumnEdge> columnEdges) {
        String target = statement.target();
        for (ColumnLineage column : statement.columns()) {
            for (SourceColumn source : column.sources()) {
                columnEdges.add(new ColumnEdge(source.table(), source.column(), target, column.name(),
                        EdgeKind.valueOf(source.kind().name())));
                addTableEdge(tableEdges, source.table(), target);
            }
        }
        for (ColumnRef indirect : statement.indirect()) {
            columnEdges.add(new ColumnEdge(indirect.table(), indirect.column(), target, null, EdgeKind.INDIRECT));
            addTableEdge(tableEdges, indirect.table(), target);
        }
    }

    private static void addTableEdge(TreeSet<TableEdge> edges, String source, String target) {
        if (!source.equals(target)) {
            edges.add(new TableEdge(source, target));
        }
    }

    private static LineageTable table(String id, Optional<TableInfo> info, Definition definition) {
        String name = id.substring(id.indexOf('.') + 1);
        List<LineageColumn> columns = info.map(t -> t.columns().stream()
                .map(GraphAssembler::column).toList()).orElse(List.of());
        String kind = info.map(t -> t.kind().name()).orElse("TABLE");
        String freshness = info.map(TableInfo::materialized).map(GraphAssembler::freshness).orElse(null);
        Long scriptId = definition == null || definition.script().scriptId() < 0 ? null : definition.script().scriptId();
        String path = definition == null ? null : definition.script().path();
        Integer line = definition == null ? null : definition.line();
        return new LineageTable(id, name, Layers.of(id), kind, columns, freshness, scriptId, path, line);
    }

    private static LineageColumn column(ColumnInfo column) {
        return new LineageColumn(column.name(), column.type());
    }

    private static String freshness(MaterializedTableInfo mt) {
        return mt.freshnessInterval() == null ? null : mt.freshnessInterval() + " " + mt.freshnessUnit();
    }
}
