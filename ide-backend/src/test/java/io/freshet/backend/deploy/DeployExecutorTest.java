package io.freshet.backend.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.script.TextRange;
import io.freshet.backend.definitions.PlannedStatement;
import io.freshet.backend.definitions.ScriptStatements;
import io.freshet.gateway.GatewayException;
import io.freshet.ui.deploy.StepState;
import io.freshet.ui.scripts.ScriptDocument;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A failure or refusal names its script and the position inside the script, not inside the statement. */
class DeployExecutorTest {

    private static final String SCRIPT = "-- loads\nSET 'table.dml-sync' = 'true';\n\nINSERT INTO ods.users\n"
            + "SELECT nosuchcol FROM seq;\n";

    @Test
    void aPositionInTheStatementIsShownAsAPositionInTheScript() {
        ScriptDocument script = new ScriptDocument(7, "p", "02_load.sql", SCRIPT, 1, "dev", Instant.EPOCH);
        List<PlannedStatement> statements = ScriptStatements.of(List.of(script), "lakehouse", "default");
        DeployWork insert = new DeployWork(statements.get(1), statements.get(1).statement().text(), "INSERT",
                StepState.PENDING, StepAction.RUN, statements.get(1).target());
        GatewayException refused = new GatewayException(GatewayException.Kind.REFUSED, "Column 'nosuchcol' not found",
                "", new TextRange(2, 8, 2, 16), null);
        assertThat(DeployExecutor.where(insert, refused)).isEqualTo("02_load.sql line 5, column 8");

        GatewayException unpositioned = new GatewayException(GatewayException.Kind.STATEMENT, "failed", "", null);
        assertThat(DeployExecutor.where(insert, unpositioned)).isEqualTo("02_load.sql line 4");
        assertThat(insert.step(3).line()).isEqualTo(4);
        assertThat(insert.step(3).table()).isEqualTo("lakehouse.ods.users");
    }
}
