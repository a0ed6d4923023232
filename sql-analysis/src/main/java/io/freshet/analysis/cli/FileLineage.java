package io.freshet.analysis.cli;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.freshet.analysis.lineage.ColumnLineage;
import io.freshet.analysis.lineage.IndirectSource;
import io.freshet.analysis.lineage.StatementLineage;
import java.util.List;

/** A statement's lineage with the file it belongs to, in the CLI's JSON shape. */
record FileLineage(String file, int startLine, String target, List<ColumnLineage> columns,
                   List<IndirectSource> indirect, @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> temporary) {

    static FileLineage of(String file, StatementLineage lineage) {
        return new FileLineage(file, lineage.startLine(), lineage.target(), lineage.columns(), lineage.indirect(),
                lineage.temporary());
    }
}
