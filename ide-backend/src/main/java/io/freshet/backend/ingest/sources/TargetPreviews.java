package io.freshet.backend.ingest.sources;

import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.ingest.PaimonTableDdl;
import io.freshet.analysis.ingest.SourceDialect;
import io.freshet.analysis.ingest.TargetColumn;
import io.freshet.analysis.ingest.TargetNames;
import io.freshet.analysis.ingest.TargetTable;
import io.freshet.ui.ingest.SourceColumn;
import io.freshet.ui.ingest.SourceKind;
import io.freshet.ui.ingest.SourceTable;
import io.freshet.ui.ingest.TargetPreview;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What each source table becomes in the lakehouse: a Paimon primary-key table whose DDL sql-analysis writes, or the
 * problems (no primary key, columns without a Flink type) named by table and column.
 */
public final class TargetPreviews {

    private TargetPreviews() {
    }

    /** The target of one source table in the given lakehouse database, with its DDL or its problems. */
    public static TargetPreview of(SourceKind kind, SourceTable table, String targetDatabase) {
        SourceDialect dialect = SourceDialect.valueOf(kind.name());
        List<String> target = List.of(targetDatabase, TargetNames.table(dialect, table.schema(), table.name()));
        String where = table.schema() + "." + table.name();
        List<String> problems = new ArrayList<>();
        if (table.columns().isEmpty()) {
            problems.add(where + ": Freshet sees no columns (does the user have SELECT on it?).");
        }
        if (!table.hasPrimaryKey()) {
            problems.add(where + " has no primary key: change data capture into a Paimon primary-key table needs one"
                    + " to apply updates and deletes. Add a primary key in the source, or leave the table out.");
        }
        for (SourceColumn c : table.unmappable()) {
            problems.add(where + "." + c.name() + " (" + c.sourceType() + "): " + c.remark());
        }
        if (!problems.isEmpty()) {
            return new TargetPreview(table.schema(), table.name(), target, null, problems);
        }
        List<TargetColumn> columns = table.columns().stream()
                .map(c -> new TargetColumn(c.name(), c.flinkType(), c.nullable())).toList();
        try {
            String ddl = PaimonTableDdl.createTable(new TargetTable(target, columns, table.primaryKey(), List.of(),
                    TargetTable.CDC_OPTIONS));
            return new TargetPreview(table.schema(), table.name(), target, ddl, List.of());
        } catch (SqlAnalysisException e) {
            return new TargetPreview(table.schema(), table.name(), target, null, List.of(e.getMessage()));
        }
    }
}
