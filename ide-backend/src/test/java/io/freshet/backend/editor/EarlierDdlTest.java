package io.freshet.backend.editor;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.scripts.ScriptDocument;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Completion reuses the earlier scripts' DDL the last validation read; a save makes the next request read again. */
class EarlierDdlTest {

    private final List<Long> reads = new ArrayList<>();
    private String earlierText = "CREATE TABLE a (x INT);";
    private final EarlierDdl ddl = new EarlierDdl(id -> {
        reads.add(id);
        return List.of(new ScriptDocument(1, "p", "01.sql", earlierText + "\nINSERT INTO a VALUES (1);", 1, "dev",
                Instant.now()));
    });

    @Test
    void completionReusesWhatTheLastReadFoundWithoutReadingTheProjectAgain() {
        assertThat(ddl.read(2L)).isEqualTo("CREATE TABLE a (x INT);");
        earlierText = "CREATE TABLE b (y INT);";
        assertThat(ddl.remembered(2L)).isEqualTo("CREATE TABLE a (x INT);");
        assertThat(reads).containsExactly(2L);
    }

    @Test
    void aValidationReadsAfreshAndCompletionThenSeesTheNewStatements() {
        ddl.read(2L);
        earlierText = "CREATE TABLE b (y INT);";
        assertThat(ddl.read(2L)).isEqualTo("CREATE TABLE b (y INT);");
        assertThat(ddl.remembered(2L)).isEqualTo("CREATE TABLE b (y INT);");
        assertThat(reads).containsExactly(2L, 2L);
    }

    @Test
    void afterASaveTheNextCompletionReadsTheProject() {
        ddl.read(2L);
        earlierText = "CREATE TABLE b (y INT);";
        ddl.forgetAll();
        assertThat(ddl.remembered(2L)).isEqualTo("CREATE TABLE b (y INT);");
        assertThat(reads).containsExactly(2L, 2L);
    }

    @Test
    void aScriptOfNoProjectHasNoEarlierStatementsAndReadsNothing() {
        assertThat(ddl.remembered(null)).isEmpty();
        assertThat(ddl.read(null)).isEmpty();
        assertThat(reads).isEmpty();
    }
}
