package io.freshet.gateway.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.gateway.embedded.server.fsguard.AllowedRoots;
import io.freshet.gateway.embedded.server.sandbox.AllowedHosts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Engine texts that quote what a parser read, or carry a guard's refusal, never reach people as they are. */
class WithheldErrorTextTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest
    @ValueSource(strings = {
            "org.apache.paimon.shade.jackson2.com.fasterxml.jackson.core.JsonParseException: Unrecognized token"
                    + " 'AdminPasswordToken42': was expecting (JSON String, Number, Array, Object or token 'null')",
            "com.fasterxml.jackson.core.JsonParseException: Unexpected character ('s' (code 115)): expected a value",
            "java.lang.NumberFormatException: For input string: \"AdminPasswordToken42\"",
            "java.lang.RuntimeException: file:/home/f/secret.key is not a Parquet file. Expected magic number at tail,"
                    + " but found [65, 100, 109, 105]",
            "java.nio.charset.MalformedInputException: Input length = 1"})
    void aTextThatQuotesReadContentBecomesTheRulesWords(String cause) throws Exception {
        String body = body("org.apache.flink.table.api.TableException: Failed to execute\n\tat a.B.c(B.java:1)\n"
                + "Caused by: " + cause + "\n\tat a.B.d(B.java:2)");

        assertThat(GatewayErrorText.userMessage(body)).isEqualTo(WithheldErrorText.QUOTES_CONTENT);
        assertThat(GatewayErrorText.fullText(body)).isEqualTo(WithheldErrorText.QUOTES_CONTENT);
        assertThat(GatewayErrorText.rootCauseLine(cause)).isEqualTo(WithheldErrorText.QUOTES_CONTENT);
    }

    @Test
    void aFileGuardRefusalIsItsOwnLineWithoutTheStack() throws Exception {
        String refusal = "Access to /home/f/secret.key is refused: it is " + AllowedRoots.REFUSAL + ".";
        String body = body("org.apache.flink.table.api.TableException: Failed to execute sql\n\tat a.B.c(B.java:1)\n"
                + "Caused by: java.lang.RuntimeException: java.lang.SecurityException: " + refusal
                + "\n\tat a.B.d(B.java:2)\nCaused by: java.lang.SecurityException: " + refusal + "\n\tat a.B.e(B.java:3)");

        assertThat(GatewayErrorText.userMessage(body)).isEqualTo(refusal);
        assertThat(GatewayErrorText.fullText(body)).isEqualTo(refusal);
    }

    @Test
    void aConnectionRefusalIsItsOwnLine() throws Exception {
        String refusal = "A connection to 127.0.0.1:8080 is refused: " + AllowedHosts.REFUSAL + ".";

        assertThat(GatewayErrorText.userMessage(body("java.lang.SecurityException: " + refusal + "\n\tat a.B.c(B.java:1)")))
                .isEqualTo(refusal);
    }

    @Test
    void flinksCastOfTheUsersOwnTextIsNotWithheld() {
        String cast = "Caused by: java.lang.NumberFormatException: For input string: 'not a number'. Invalid character"
                + " found.";

        assertThat(WithheldErrorText.replacement(cast)).isEmpty();
        assertThat(WithheldErrorText.replacement("java.lang.NumberFormatException: For input string: \"secret\""))
                .contains(WithheldErrorText.QUOTES_CONTENT);
    }

    @Test
    void ordinaryErrorsKeepTheirFullText() throws Exception {
        String trace = "org.apache.flink.table.api.ValidationException: Object 'nope' not found\n\tat a.B.c(B.java:1)";

        assertThat(GatewayErrorText.userMessage(body(trace))).isEqualTo("Object 'nope' not found");
        assertThat(GatewayErrorText.fullText(body(trace))).contains("\tat a.B.c");
    }

    private static String body(String trace) throws Exception {
        return JSON.writeValueAsString(Map.of("errors", List.of("Internal server error.", trace)));
    }
}
