package io.freshet.backend.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.run.RuntimeMode;
import org.junit.jupiter.api.Test;

/** Which statements of a script set the runtime mode themselves. */
class ModeStatementsTest {

    @Test
    void aSetOfTheModeIsRecognisedWithCommentsAndAnyCase() {
        assertThat(ModeStatements.setBy("-- read now\nset 'execution.runtime-mode' = 'BATCH'")).contains(RuntimeMode.BATCH);
        assertThat(ModeStatements.setBy("SET 'execution.runtime-mode'='streaming';")).contains(RuntimeMode.STREAMING);
        assertThat(ModeStatements.setBy("SET 'execution.runtime-mode' = 'automatic'")).isEmpty();
        assertThat(ModeStatements.changesMode("SET 'execution.runtime-mode' = 'automatic'")).isTrue();
        assertThat(ModeStatements.changesMode("RESET 'execution.runtime-mode'")).isTrue();
        assertThat(ModeStatements.changesMode("RESET")).isTrue();
    }

    @Test
    void otherStatementsLeaveTheModeToTheRun() {
        assertThat(ModeStatements.changesMode("SET 'parallelism.default' = '1'")).isFalse();
        assertThat(ModeStatements.changesMode("SELECT 'SET ''execution.runtime-mode'' = ''batch'''")).isFalse();
        assertThat(ModeStatements.setBy("SELECT 1")).isEmpty();
    }
}
