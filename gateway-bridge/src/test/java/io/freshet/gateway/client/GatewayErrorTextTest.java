package io.freshet.gateway.client;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** One readable line out of real gateway error bodies (captured from Flink 2.0.0, stack frames trimmed). */
class GatewayErrorTextTest {

    @Test
    void validationErrorKeepsThePosition() throws IOException {
        String body = resource("validation-error.json");

        assertThat(GatewayErrorText.userMessage(body))
                .isEqualTo("From line 1, column 8 to line 1, column 16: Column 'nosuchcol' not found in any table");
    }

    @Test
    void parseErrorIsOneLineWithoutTheExpectedTokenList() throws IOException {
        String body = resource("parse-error.json");

        assertThat(GatewayErrorText.userMessage(body)).isEqualTo("Encountered \"<EOF>\" at line 1, column 26.");
    }

    @Test
    void fullTextKeepsEverything() throws IOException {
        String full = GatewayErrorText.fullText(resource("parse-error.json"));

        assertThat(full).startsWith("Internal server error.\n<Exception on server side:")
                .contains("Caused by: org.apache.flink.table.api.SqlParserEOFException")
                .contains("Was expecting one of:")
                .contains("\tat ");
    }

    @Test
    void userMessageHasNoStackTrace() throws IOException {
        assertThat(GatewayErrorText.userMessage(resource("validation-error.json")))
                .doesNotContain("\tat ", "Caused by", "Exception", "\n");
    }

    @Test
    void deepestCauseWithAMessageWins() {
        String trace = """
                org.apache.flink.table.api.TableException: Failed to execute
                \tat a.B.c(B.java:1)
                Caused by: java.lang.IllegalStateException: Checkpoint storage is not writable
                \tat a.B.d(B.java:2)
                Caused by: java.lang.NullPointerException
                \tat a.B.e(B.java:3)
                """;

        assertThat(GatewayErrorText.rootCauseLine(trace)).isEqualTo("Checkpoint storage is not writable");
    }

    @Test
    void messageWithoutCausesIsUsedAsIs() {
        assertThat(GatewayErrorText.userMessage("{\"errors\":[\"Session 42 does not exist.\"]}"))
                .isEqualTo("Session 42 does not exist.");
    }

    @Test
    void nonJsonBodyFallsBackToItsFirstLine() {
        assertThat(GatewayErrorText.userMessage("<html>Bad gateway</html>\nmore")).isEqualTo("<html>Bad gateway</html>");
        assertThat(GatewayErrorText.fullText("<html>Bad gateway</html>")).isEqualTo("<html>Bad gateway</html>");
    }

    @Test
    void emptyBodyStillGivesAMessage() {
        assertThat(GatewayErrorText.userMessage("")).isNotBlank();
        assertThat(GatewayErrorText.userMessage(null)).isNotBlank();
    }

    @Test
    void veryLongMessagesAreCut() {
        String message = "x".repeat(2000);

        assertThat(GatewayErrorText.rootCauseLine("java.lang.RuntimeException: " + message)).hasSizeLessThan(600);
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = GatewayErrorTextTest.class.getResourceAsStream("/gateway-errors/" + name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
