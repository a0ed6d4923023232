package io.freshet.backend.scripts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.ui.common.ServiceException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Path and name rules: what is refused, with which message, and what passes unchanged. */
class ProjectPathsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "../x.sql|must not contain '..'",
            "a/../../etc/passwd|must not contain '..'",
            "a/./b.sql|must not contain '.'",
            "/abs.sql|no leading '/'",
            "a//b.sql|'//'",
            "a/|trailing '/'",
            "a\\b.sql|not '\\'",
            "a /b.sql|spaces around",
    })
    void badPathsAreRefusedWithTheReason(String path, String message) {
        assertThatThrownBy(() -> ProjectPaths.path("path", path)).isInstanceOf(ServiceException.class)
                .hasMessageContaining(message);
    }

    @Test
    void controlCharactersEmptinessAndLengthAreRefused() {
        assertThatThrownBy(() -> ProjectPaths.path("path", "a\u0000b.sql")).hasMessageContaining("control characters");
        assertThatThrownBy(() -> ProjectPaths.path("path", "line\nbreak.sql")).hasMessageContaining("control characters");
        assertThatThrownBy(() -> ProjectPaths.path("path", "   ")).hasMessageContaining("must not be empty");
        assertThatThrownBy(() -> ProjectPaths.path("path", "x".repeat(256))).hasMessageContaining("longer than 255");
        assertThatThrownBy(() -> ProjectPaths.path("path", ("d".repeat(200) + "/").repeat(5) + "x.sql"))
                .hasMessageContaining("longer than 1000");
        assertThatThrownBy(() -> ProjectPaths.projectName("a/b")).hasMessageContaining("'/'");
        assertThatThrownBy(() -> ProjectPaths.projectName("")).hasMessageContaining("must not be empty");
    }

    @Test
    void goodPathsPassStrippedAndScriptsGetAnExtension() {
        assertThat(ProjectPaths.path("path", "  dwd/orders.sql ")).isEqualTo("dwd/orders.sql");
        assertThat(ProjectPaths.path("path", "üñí/ço'de\"; DROP.sql")).isEqualTo("üñí/ço'de\"; DROP.sql");
        assertThat(ProjectPaths.scriptPath("dwd/orders")).isEqualTo("dwd/orders.sql");
        assertThat(ProjectPaths.scriptPath("notes.md")).isEqualTo("notes.md");
        assertThat(ProjectPaths.projectName(" shop ")).isEqualTo("shop");
    }

    @Test
    void withinMeansTheFolderItselfOrBelowIt() {
        assertThat(ProjectPaths.within("ods/a.sql", "ods")).isTrue();
        assertThat(ProjectPaths.within("ods", "ods")).isTrue();
        assertThat(ProjectPaths.within("odsx/a.sql", "ods")).isFalse();
    }
}
