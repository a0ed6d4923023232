package io.freshet.ui.editor;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.script.TextRange;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which of the planner's findings survive an edit made before its next verdict arrives. */
class LiveDiagnosticsTest {

    private static final String BEFORE = "SELECT o.nosuchcol\nFROM ods.orders o;\nSELECT x FROM t";
    private static final EditorDiagnostic UNKNOWN_COLUMN = error(1, 10, 1, 18);
    private static final EditorDiagnostic LATER = error(3, 8, 3, 8);

    @Test
    void fixingTheUnderlinedTextDropsItsFindingAtOnce() {
        String after = BEFORE.replace("nosuchcol", "status");
        assertThat(LiveDiagnostics.stillInPlace(List.of(UNKNOWN_COLUMN, LATER), BEFORE, after))
                .containsExactly(LATER);
    }

    @Test
    void anEditElsewhereKeepsTheFindingUntilTheNextVerdict() {
        String after = BEFORE.replace("ods.orders o;", "ods.orders AS o;");
        assertThat(LiveDiagnostics.stillInPlace(List.of(UNKNOWN_COLUMN, LATER), BEFORE, after))
                .containsExactly(UNKNOWN_COLUMN, LATER);
    }

    @Test
    void aLineInsertedAboveMovesTheTextAwayFromTheFinding() {
        assertThat(LiveDiagnostics.stillInPlace(List.of(UNKNOWN_COLUMN), BEFORE, "-- note\n" + BEFORE)).isEmpty();
    }

    @Test
    void unchangedTextKeepsEverything() {
        assertThat(LiveDiagnostics.stillInPlace(List.of(UNKNOWN_COLUMN, LATER), BEFORE, BEFORE))
                .containsExactly(UNKNOWN_COLUMN, LATER);
    }

    private static EditorDiagnostic error(int startLine, int startColumn, int endLine, int endColumn) {
        return new EditorDiagnostic(EditorDiagnostic.Severity.ERROR, "finding",
                new TextRange(startLine, startColumn, endLine, endColumn), "validation", null);
    }
}
