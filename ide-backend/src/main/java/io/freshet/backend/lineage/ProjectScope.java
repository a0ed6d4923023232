package io.freshet.backend.lineage;

import io.freshet.analysis.lineage.ColumnLineage;
import io.freshet.analysis.lineage.IndirectSource;
import io.freshet.analysis.lineage.SourceColumn;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.backend.definitions.PlannedStatement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
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
        Set<ScriptLineage> kept = new LinkedHashSet<>();
        List<ScriptLineage> left = new ArrayList<>(catalogDefinitions);
        boolean grew = true;
        // a definition reached adds what it reads: a table upstream of the project's is part of its lineage
        while (grew) {
            grew = false;
            for (ScriptLineage definition : List.copyOf(left)) {
                if (touched.contains(ScriptLineages.definedTable(definition))) {
                    kept.add(definition);
                    left.remove(definition);
                    definition.statements().forEach(statement -> touched.addAll(tables(statement)));
                    grew = true;
                }
            }
        }
        return catalogDefinitions.stream().filter(kept::contains).toList();
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
