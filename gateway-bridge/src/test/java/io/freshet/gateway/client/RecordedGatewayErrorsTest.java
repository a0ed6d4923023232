package io.freshet.gateway.client;

import io.freshet.analysis.script.TextRange;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.FakeGateway.Answer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Error bodies recorded from the real Flink 2.0.0 gateway (src/test/resources/gateway-errors, see its
 * README) replayed through the client: one short message, the position, the full text kept.
 */
class RecordedGatewayErrorsTest {

    private static final String OPERATION = "/v4/sessions/s1/operations/op1";

    private FakeGateway gateway;
    private GatewayClient client;

    @BeforeEach
    void startFake() throws IOException {
        gateway = new FakeGateway()
                .on("POST /v4/sessions/s1/statements", "{\"operationHandle\":\"op1\"}")
                .on("DELETE " + OPERATION + "/close", "{\"status\":\"CLOSED\"}");
        client = new GatewayClient(gateway.uri());
    }

    @AfterEach
    void stopFake() {
        gateway.close();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            validation-multiline.json  | From line 2, column 3 to line 2, column 11: Column 'nosuchcol' not found in any table | 2 | 3  | 2 | 11
            unknown-table.json         | From line 1, column 15 to line 1, column 27: Object 'no_such_table' not found       | 1 | 15 | 1 | 27
            parse-error-multiline.json | Incorrect syntax near the keyword 'FROM' at line 2, column 3.                        | 2 | 3  | 2 | 3
            parse-error.json           | Encountered "<EOF>" at line 1, column 26.                                             | 1 | 26 | 1 | 26
            show-mts.json              | Incorrect syntax near the keyword 'SHOW' at line 1, column 1.                        | 1 | 1  | 1 | 1
            """)
    void statementErrorsArePositioned(String file, String message, int startLine, int startColumn, int endLine,
            int endColumn) throws IOException {
        GatewayException error = failingFetch(file);

        assertThat(error.kind()).isEqualTo(GatewayException.Kind.STATEMENT);
        assertThat(error.userMessage()).isEqualTo(message);
        assertThat(error.position()).contains(new TextRange(startLine, startColumn, endLine, endColumn));
        assertThat(error.details()).contains("Caused by: ").contains("\tat ");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            unknown-catalog.json    | A catalog with name [nosuchcatalog] does not exist.
            refresh-unknown-mt.json | Cannot find table '`default_catalog`.`default_database`.`no_such_mt`' in any of the catalogs [default_catalog], nor as a temporary table.
            unknown-function.json   | From line 1, column 8 to line 1, column 20: No match found for function signature NO_SUCH_FN(<NUMERIC>)
            """)
    void otherStatementErrorsAreTheRootCause(String file, String message) throws IOException {
        GatewayException error = failingFetch(file);

        assertThat(error.userMessage()).isEqualTo(message).doesNotContain("Exception", "\n");
        assertThat(error.details()).isEqualTo(GatewayErrorText.fullText(resource(file)));
    }

    @Test
    void unknownCatalogHasNoPosition() throws IOException {
        assertThat(failingFetch("unknown-catalog.json").position()).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({"unknown-session-submit.json", "unknown-session-status.json", "unknown-session-heartbeat.json"})
    void missingSessionIsRecognised(String file) throws IOException {
        String body = resource(file);

        assertThat(GatewayErrorText.isMissingSession(GatewayErrorText.fullText(body))).isTrue();
        assertThat(GatewayErrorText.userMessage(body))
                .isEqualTo("Session '00000000-0000-0000-0000-000000000000' does not exist.");
    }

    @Test
    void otherErrorsAreNotAMissingSession() throws IOException {
        assertThat(GatewayErrorText.isMissingSession(GatewayErrorText.fullText(resource("unknown-operation-status.json"))))
                .isFalse();
        assertThat(GatewayErrorText.isMissingSession(GatewayErrorText.fullText(resource("unknown-table.json")))).isFalse();
    }

    @Test
    void unknownOperationOutsideAStatementIsAnHttpError() throws IOException {
        String body = resource("unknown-operation-status.json");
        gateway.on("GET " + OPERATION + "/status", request -> new Answer(500, body));

        GatewayException error = catchThrowableOfType(GatewayException.class,
                () -> client.status(new OperationHandle(new SessionHandle("s1"), "op1")));

        assertThat(error.kind()).isEqualTo(GatewayException.Kind.HTTP);
        assertThat(error.userMessage()).startsWith("The Flink SQL Gateway answered HTTP 500 to GET " + OPERATION + "/status: ")
                .endsWith("Can not find the submitted operation in the OperationManager with the"
                        + " 00000000-0000-0000-0000-000000000001.");
        assertThat(error.position()).isEmpty();
    }

    private GatewayException failingFetch(String file) throws IOException {
        String body = resource(file);
        gateway.on("GET " + OPERATION + "/result/0", request -> new Answer(500, body));
        return catchThrowableOfType(GatewayException.class,
                () -> client.execute(new SessionHandle("s1"), "SELECT 1"));
    }

    static String resource(String name) throws IOException {
        try (InputStream in = RecordedGatewayErrorsTest.class.getResourceAsStream("/gateway-errors/" + name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
