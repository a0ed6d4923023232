package io.freshet.backend.lineage;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.ColumnInfo;
import io.freshet.analysis.catalog.MaterializedTableInfo;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TypeSpelling;
import io.freshet.analysis.lineage.ColumnLineage;
import io.freshet.analysis.lineage.IndirectSource;
import io.freshet.analysis.lineage.SourceColumn;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.analysis.parse.StatementKind;
import io.freshet.backend.definitions.PlannedStatement;
import io.freshet.ui.lineage.ColumnEdge;
import io.freshet.ui.lineage.EdgeKind;
import io.freshet.ui.lineage.LineageColumn;
import io.freshet.ui.lineage.LineageGraph;
import io.freshet.ui.lineage.LineageTable;
import io.freshet.ui.lineage.TableEdge;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Turns per-script lineage into the view's graph: the project's tables (those it creates, writes or reads)
 * with schema, layer, freshness and defining script, plus table and column edges in a stable order. A script's
 * temporary tables are kind TEMPORARY, defined by the script that uses them first, their columns taken from the
 * lineage (the catalog does not hold them).
 */
final class GraphAssembler {

    private static final Comparator<ColumnEdge> EDGE_ORDER = Comparator.comparing(ColumnEdge::targetTable)
            .thenComparing(e -> Objects.toString(e.targetColumn(), ""))
            .thenComparing(ColumnEdge::sourceTable).thenComparing(ColumnEdge::sourceColumn)
            .thenComparing(ColumnEdge::kind);

    private GraphAssembler() {
    }

    /**
     * Where a table was defined: the script and line of its CREATE or, when no script creates it, of the first
     * statement that wrote it.
     *
     * @param scriptId null for a definition taken from the catalog
     */
    private record Definition(Long scriptId, String path, Integer line) {

        static Definition of(ScriptLineage script, Integer line) {
            return new Definition(script.scriptId() < 0 ? null : script.scriptId(), script.path(), line);
        }
    }

    /**
     * @param planned the project's statements in run order: the first CREATE of a table is its definition, even when
     *                the table existed already (CREATE ... IF NOT EXISTS on a deployed warehouse creates nothing)
     * @param last the catalog after all scripts: the tables' columns, kinds and freshness
     */
    static LineageGraph assemble(String project, List<ScriptLineage> scripts, List<ScriptLineage> catalogDefinitions,
                                 List<PlannedStatement> planned, CatalogSnapshot last) {
        List<ScriptLineage> all = new ArrayList<>(scripts);
        all.addAll(catalogDefinitions);
        Map<String, TableInfo> known = new HashMap<>();
        last.tables().forEach(t -> known.put(t.id().toString(), t));
        Map<String, Definition> creates = creates(planned);
        Map<String, Definition> definitions = new LinkedHashMap<>();
        creates.forEach((id, definition) -> {
            if (known.containsKey(id)) {
                definitions.put(id, definition);
            }
        });
        TreeSet<TableEdge> tableEdges = new TreeSet<>(Comparator.comparing(TableEdge::source)
                .thenComparing(TableEdge::target));
        TreeSet<ColumnEdge> columnEdges = new TreeSet<>(EDGE_ORDER);
        List<String> problems = new ArrayList<>();
        Set<String> temporary = new HashSet<>();
        Map<String, Set<String>> seenColumns = new HashMap<>();
        for (ScriptLineage script : all) {
            if (script.problem() != null) {
                problems.add(script.problem());
            }
            Map<String, Integer> firstLine = new HashMap<>();
            script.statements().forEach(s -> firstLine.putIfAbsent(s.target(), s.startLine()));
            // temporary tables are not in the catalog, nor is a table dropped again later
            script.created().stream().filter(known::containsKey)
                    .forEach(id -> definitions.putIfAbsent(id, Definition.of(script, firstLine.get(id))));
            for (StatementLineage statement : script.statements()) {
                definitions.putIfAbsent(statement.target(), creates.getOrDefault(statement.target(),
                        Definition.of(script, statement.startLine())));
                statement.temporary().forEach(t -> definitions.putIfAbsent(t, Definition.of(script,
                        firstLine.get(t))));
                temporary.addAll(statement.temporary());
                collect(statement, tableEdges, columnEdges);
                seen(statement, seenColumns);
            }
        }
        TreeSet<String> tableIds = new TreeSet<>(definitions.keySet());
        tableEdges.forEach(e -> {
            tableIds.add(e.source());
            tableIds.add(e.target());
        });
        // a table the project creates but only reads from here on is still defined by its CREATE
        tableIds.forEach(id -> {
            if (creates.containsKey(id)) {
                definitions.putIfAbsent(id, creates.get(id));
            }
        });
        List<LineageTable> tables = tableIds.stream()
                .map(id -> temporary.contains(id) && !known.containsKey(id)
                        ? temporaryTable(id, seenColumns.getOrDefault(id, Set.of()), definitions.get(id))
                        : table(id, Optional.ofNullable(known.get(id)), definitions.get(id))).toList();
        return new LineageGraph(project, tables, List.copyOf(tableEdges), List.copyOf(columnEdges), problems);
    }

    /** The first CREATE of each catalog table, view or materialized table (not temporary) among the statements. */
    private static Map<String, Definition> creates(List<PlannedStatement> planned) {
        Map<String, Definition> result = new LinkedHashMap<>();
        for (PlannedStatement statement : planned) {
            if (statement.target() != null && statement.kind() != StatementKind.INSERT) {
                result.putIfAbsent(statement.target().toString(), new Definition(statement.script().id(),
                        statement.script().path(), statement.line()));
            }
        }
        return result;
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
        for (IndirectSource indirect : statement.indirect()) {
            columnEdges.add(new ColumnEdge(indirect.table(), indirect.column(), target, null, EdgeKind.INDIRECT,
                    indirect.subtypes().stream().map(Enum::name).toList()));
            addTableEdge(tableEdges, indirect.table(), target);
        }
    }

    private static void addTableEdge(TreeSet<TableEdge> edges, String source, String target) {
        if (!source.equals(target)) {
            edges.add(new TableEdge(source, target));
        }
    }

    /** The columns the lineage names of each table, in first-seen order: the schema of a temporary table. */
    private static void seen(StatementLineage statement, Map<String, Set<String>> columns) {
        for (ColumnLineage column : statement.columns()) {
            columns.computeIfAbsent(statement.target(), t -> new java.util.LinkedHashSet<>()).add(column.name());
            column.sources().forEach(source -> columns.computeIfAbsent(source.table(),
                    t -> new java.util.LinkedHashSet<>()).add(source.column()));
        }
        statement.indirect().forEach(source -> columns.computeIfAbsent(source.table(),
                t -> new java.util.LinkedHashSet<>()).add(source.column()));
    }

    private static LineageTable temporaryTable(String id, Set<String> columns, Definition definition) {
        LineageTable plain = table(id, Optional.empty(), definition);
        // named as its script names it: the catalog's database in the name would make it read as a lakehouse table
        return new LineageTable(id, id.substring(id.lastIndexOf('.') + 1), plain.layer(), "TEMPORARY",
                columns.stream().map(c -> new LineageColumn(c, null)).toList(), null, plain.scriptId(),
                plain.scriptPath(), plain.line());
    }

    private static LineageTable table(String id, Optional<TableInfo> info, Definition definition) {
        String name = id.substring(id.indexOf('.') + 1);
        List<LineageColumn> columns = info.map(t -> t.columns().stream()
                .map(GraphAssembler::column).toList()).orElse(List.of());
        String kind = info.map(t -> t.kind().name()).orElse("TABLE");
        String freshness = info.map(TableInfo::materialized).map(GraphAssembler::freshness).orElse(null);
        Long scriptId = definition == null ? null : definition.scriptId();
        String path = definition == null ? null : definition.path();
        Integer line = definition == null ? null : definition.line();
        return new LineageTable(id, name, Layers.of(id), kind, columns, freshness, scriptId, path, line);
    }

    private static LineageColumn column(ColumnInfo column) {
        return new LineageColumn(column.name(), TypeSpelling.ofCatalog(column.type()));
    }

    private static String freshness(MaterializedTableInfo mt) {
        return mt.freshnessInterval() == null ? null : mt.freshnessInterval() + " " + mt.freshnessUnit();
    }
}
