package io.freshet.backend.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.analysis.script.TextRange;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.run.RunLimitException;
import io.freshet.ui.run.RunRequest;
import io.freshet.ui.run.RuntimeMode;
import io.freshet.ui.scripts.ScriptService;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 32: a run's limits are decided before anything of it is queued, with the place where the script crosses them. */
class RunAdmissionTest {

    @Test
    void aScriptAtTheCapRunsWholeInItsMode() {
        List<RunRequest> requests = RunAdmission.script(7L, "SELECT 1;\n".repeat(3), RuntimeMode.BATCH, 3);
        assertThat(requests).hasSize(3).allSatisfy(r -> {
            assertThat(r.scriptId()).isEqualTo(7L);
            assertThat(r.mode()).isEqualTo(RuntimeMode.BATCH);
        });
        assertThat(requests).extracting(RunRequest::startLine).containsExactly(1, 2, 3);
    }

    @Test
    void oneStatementPastTheCapRefusesTheWholeScriptAndNamesWhereTheCapIsCrossed() {
        String script = "-- seed\n" + "INSERT INTO t VALUES (1);\n".repeat(4);
        assertThatThrownBy(() -> RunAdmission.script(null, script, null, 3))
                .isInstanceOfSatisfying(RunLimitException.class, e -> {
                    assertThat(e.userMessage()).contains("has 4 statements", "at most 3",
                            "freshet.run.max-statements", "Statement 4 starts at line 5", "Nothing of it was run");
                    assertThat(e.position()).contains(TextRange.point(5, 1));
                });
    }

    @Test
    void theDefaultCapRefusesTenThousandAndOneStatements() {
        int cap = RunLimits.defaults().maxStatements();
        assertThat(cap).isEqualTo(1_000);
        String script = "SELECT 1;\n".repeat(10_001);
        assertThatThrownBy(() -> RunAdmission.script(1L, script, RuntimeMode.STREAMING, cap))
                .isInstanceOf(RunLimitException.class).hasMessageContaining("10,001 statements")
                .hasMessageContaining("at most 1,000");
    }

    @Test
    void aScriptLongerThanAVersionMayBeIsRefusedBeforeItIsSplit() {
        String script = "SELECT 1;\n".repeat(ScriptService.MAX_SCRIPT_CHARS / 10) + "SELECT 2";
        assertThatThrownBy(() -> RunAdmission.script(1L, script, null, Integer.MAX_VALUE))
                .isInstanceOfSatisfying(RunLimitException.class, e -> {
                    assertThat(e.userMessage()).contains("1,000,008 characters", "at most 1,000,000");
                    assertThat(e.position()).isEmpty();
                });
        assertThatThrownBy(() -> RunAdmission.checkSize("x".repeat(ScriptService.MAX_SCRIPT_CHARS + 1)))
                .isInstanceOf(RunLimitException.class);
        RunAdmission.checkSize("x".repeat(ScriptService.MAX_SCRIPT_CHARS));
    }

    @Test
    void aScriptWithoutStatementsSaysSo() {
        assertThatThrownBy(() -> RunAdmission.script(1L, "-- only a comment\n", null, 10))
                .isInstanceOf(ServiceException.class).hasMessageContaining("no statements");
        assertThatThrownBy(() -> RunAdmission.script(1L, null, null, 10)).hasMessageContaining("no statements");
    }
}
