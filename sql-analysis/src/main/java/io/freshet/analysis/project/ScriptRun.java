package io.freshet.analysis.project;

import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.lineage.SourceColumn;
import io.freshet.analysis.lineage.StatementLineage;
import java.util.List;
import java.util.Set;

/**
 * What one script's last run in a {@link ProjectSession} left: its text, the tables it created, its findings
 * and lineage, and the texts of its CREATE DATABASE / CATALOG statements that took effect.
 */
record ScriptRun(String text, List<TableId> created, List<Diagnostic> diagnostics, List<StatementLineage> lineage,
                 Set<String> inEffect) {

    ScriptRun {
        created = List.copyOf(created);
        inEffect = Set.copyOf(inEffect);
    }

    /**
     * Whether its statements read one of the tables, or it failed (perhaps for want of one of them). Only
     * statements with lineage count: a plain query or a view over a changed table does not re-run the script.
     */
    boolean reads(Set<String> tables) {
        for (StatementLineage statement : lineage) {
            for (var column : statement.columns()) {
                for (SourceColumn source : column.sources()) {
                    if (tables.contains(source.table())) {
                        return true;
                    }
                }
            }
            if (statement.indirect().stream().anyMatch(c -> tables.contains(c.table()))) {
                return true;
            }
        }
        return diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
    }
}
