package io.freshet.backend.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.script.TextRange;
import io.freshet.gateway.GatewayException;
import io.freshet.ui.run.RunError;
import io.freshet.ui.run.RunRequest;
import org.junit.jupiter.api.Test;

/** Gateway positions are statement coordinates; the user sees script coordinates. */
class RunErrorsTest {

    @Test
    void onTheStatementsFirstLineTheColumnShiftsByWhereTheStatementStarts() {
        assertThat(RunErrors.inScript(new TextRange(1, 8, 1, 16), new RunRequest(1L, "x", 4, 11)))
                .isEqualTo(new TextRange(4, 18, 4, 26));
    }

    @Test
    void onLaterLinesOnlyTheLineShifts() {
        assertThat(RunErrors.inScript(new TextRange(1, 3, 3, 2), new RunRequest(null, "x", 10, 5)))
                .isEqualTo(new TextRange(10, 7, 12, 2));
    }

    @Test
    void anErrorWithoutPositionKeepsTheFullTextAsDetails() {
        RunError error = RunErrors.of(new GatewayException(GatewayException.Kind.STATEMENT, "Table not found",
                "org.apache.flink...full text", null), RunRequest.adHoc("SELECT 1"));
        assertThat(error.position()).isEmpty();
        assertThat(error.message()).isEqualTo("Table not found");
        assertThat(error.details()).isEqualTo("org.apache.flink...full text");
    }

    @Test
    void aPositionedGatewayErrorIsMoved() {
        RunError error = RunErrors.of(new GatewayException(GatewayException.Kind.STATEMENT, "Column not found", "full",
                new TextRange(2, 3, 2, 11), null), new RunRequest(null, "x", 5, 9));
        assertThat(error).isEqualTo(new RunError("Column not found", "full", new TextRange(6, 3, 6, 11)));
    }
}
