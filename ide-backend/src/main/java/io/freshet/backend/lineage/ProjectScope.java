package io.freshet.backend.lineage;

import io.freshet.analysis.lineage.ColumnLineage;
import io.freshet.analysis.lineage.IndirectSource;
import io.freshet.analysis.lineage.LineageWalk;
import io.freshet.analysis.lineage.SourceColumn;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.backend.definitions.PlannedStatement;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which of the catalog's materialized-table definitions belong in one project's graph: those of the tables the
 * project's scripts create, write or read, and of the tables those definitions read in turn. The materialized tables
 * of other projects (or made by hand) that the project never touches stay out of its graph.
 */
final class ProjectScope {

    private ProjectScope() {
    }

    /** The definitions the project reaches, in their given order. */
    static List<ScriptLineage> definitions(List<ScriptLineage> scripts, List<PlannedStatement> planned,
                                           List<ScriptLineage> catalogDefinitions) {
        Set<String> touched = new HashSet<>();
        for (ScriptLineage script : scripts) {
            touched.addAll(script.created());
            script.statements().forEach(statement -> touched.addAll(tables(statement)));
        }
        planned.stream().filter(p -> p.target() != null).forEach(p -> touched.add(p.target().toString()));
        Map<String, Set<String>> reads = new HashMap<>();
        for (ScriptLineage definition : catalogDefinitions) {
            Set<String> read = reads.computeIfAbsent(ScriptLineages.definedTable(definition), t -> new HashSet<>());
            definition.statements().forEach(statement -> read.addAll(tables(statement)));
        }
        // a definition reached adds what it reads: a table upstream of the project's is part of its lineage
        Set<String> reached = new HashSet<>(touched);
        reached.addAll(LineageWalk.reachAll(touched, -1, table -> reads.getOrDefault(table, Set.of())));
        return catalogDefinitions.stream().filter(d -> reached.contains(ScriptLineages.definedTable(d))).toList();
    }

    /** The tables a statement writes and reads. */
    private static Set<String> tables(StatementLineage statement) {
        Set<String> tables = new HashSet<>();
        tables.add(statement.target());
        for (ColumnLineage column : statement.columns()) {
            column.sources().stream().map(SourceColumn::table).forEach(tables::add);
        }
        statement.indirect().stream().map(IndirectSource::table).forEach(tables::add);
        return tables;
    }
}
