package io.freshet.backend.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The line a run's end logs tells how many of its rows the server held in memory at most. */
class StatementExecutorTest {

    @TempDir
    Path dir;

    @Test
    void theEndOfARunTellsItsRowsTheMostHeldInMemoryAndTheFileSize() {
        try (ResultStore store = new ResultStore(dir.resolve("r.rows"), 10)) {
            for (int i = 0; i < 100; i++) {
                store.append("+I", List.of("row " + i));
            }
            assertThat(StatementExecutor.describe(store)).isEqualTo("100 rows, at most 10 of them in memory at once, "
                    + store.bytes() + " bytes in its result file");
        }
    }
}
