package io.freshet.analysis.cli;

import io.freshet.analysis.lineage.ColumnLineage;
import io.freshet.analysis.lineage.ColumnRef;
import io.freshet.analysis.lineage.StatementLineage;
import java.util.List;

/** A statement's lineage with the file it belongs to, in the CLI's JSON shape. */
record FileLineage(String file, int startLine, String target, List<ColumnLineage> columns, List<ColumnRef> indirect) {

    static FileLineage of(String file, StatementLineage lineage) {
        return new FileLineage(file, lineage.startLine(), lineage.target(), lineage.columns(), lineage.indirect());
    }
}
