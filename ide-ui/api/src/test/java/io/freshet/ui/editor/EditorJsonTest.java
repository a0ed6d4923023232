package io.freshet.ui.editor;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.script.SourceText;
import io.freshet.analysis.script.TextRange;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The JSON the browser editor reads for squiggles and completion. */
class EditorJsonTest {

    @Test
    void diagnosticsCarryBrowserOffsetsAndEscapedMessages() {
        String text = "SELECT nosuchcol\nFROM t";
        EditorDiagnostic d = new EditorDiagnostic(EditorDiagnostic.Severity.ERROR,
                "Column 'nosuchcol' not found \"here\"\n", new TextRange(1, 8, 1, 16), "validation", null);
        assertThat(EditorJson.diagnostics(List.of(d), new SourceText(text))).isEqualTo(
                "[{\"from\":7,\"to\":16,\"severity\":\"error\",\"source\":\"validation\","
                        + "\"message\":\"Column 'nosuchcol' not found \\\"here\\\"\\n\"}]");
    }

    @Test
    void completionsStartWhereTheReplacedPrefixStarts() {
        String json = EditorJson.completions(List.of(new CompletionProposal("order_id", "COLUMN", "column", 12),
                new CompletionProposal("order_time", "COLUMN", null, 12)), 14);
        assertThat(json).isEqualTo("{\"from\":12,\"options\":[{\"label\":\"order_id\",\"kind\":\"COLUMN\","
                + "\"detail\":\"column\"},{\"label\":\"order_time\",\"kind\":\"COLUMN\",\"detail\":null}]}");
        assertThat(EditorJson.completions(List.of(), 5)).isEqualTo("{\"from\":5,\"options\":[]}");
    }

    @Test
    void controlCharactersAreEscaped() {
        assertThat(EditorJson.string("a\tb\u0001\\")).isEqualTo("\"a\\tb\\u0001\\\\\"");
    }
}
