package io.freshet.ui.editor;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.script.TextRange;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Which of the planner's findings survive an edit made before its next verdict arrives, and how the findings of
 * the statement being edited, which come first, replace the older ones.
 */
class LiveDiagnosticsTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private static final String BEFORE = "SELECT o.nosuchcol\nFROM ods.orders o;\nSELECT x FROM t";
    private static final EditorDiagnostic UNKNOWN_COLUMN = error(1, 10, 1, 18);
    private static final EditorDiagnostic LATER = error(3, 8, 3, 8);

    private final List<Validation> requests = new ArrayList<>();
    private final List<Integer> cursors = new ArrayList<>();
    private final EditorAnalysisService analysis = Fakes.of(EditorAnalysisService.class, Map.of(
            "checkSyntax", args -> List.of(),
            "release", args -> null,
            "validate", args -> {
                cursors.add((Integer) args[3]);
                Validation validation = new Validation(new CompletableFuture<>(), new CompletableFuture<>());
                requests.add(validation);
                return validation;
            }));

    @Test
    void fixingTheUnderlinedTextDropsItsFindingAtOnce() {
        String after = BEFORE.replace("nosuchcol", "status");
        assertThat(EditShift.between(BEFORE, after).carry(List.of(UNKNOWN_COLUMN, LATER))).containsExactly(LATER);
    }

    @Test
    void typingRightAfterTheUnderlinedTextDropsItsFindingToo() {
        String after = BEFORE.replace("nosuchcol", "nosuchcolx");
        assertThat(EditShift.between(BEFORE, after).carry(List.of(UNKNOWN_COLUMN, LATER))).containsExactly(LATER);
    }

    @Test
    void anEditElsewhereKeepsTheFindingUntilTheNextVerdict() {
        String after = BEFORE.replace("ods.orders o;", "ods.orders AS o;");
        assertThat(EditShift.between(BEFORE, after).carry(List.of(UNKNOWN_COLUMN, LATER)))
                .containsExactly(UNKNOWN_COLUMN, LATER);
    }

    @Test
    void aLineInsertedAboveMovesTheFindingDownWithItsText() {
        EditShift edit = EditShift.between(BEFORE, "-- note\n" + BEFORE);
        assertThat(edit.carry(List.of(UNKNOWN_COLUMN, LATER))).containsExactly(error(2, 10, 2, 18),
                error(4, 8, 4, 8));
        assertThat(edit.end()).as("the cursor after the inserted line").isEqualTo(8);
    }

    @Test
    void unchangedTextKeepsEverything() {
        assertThat(EditShift.between(BEFORE, BEFORE).carry(List.of(UNKNOWN_COLUMN, LATER)))
                .containsExactly(UNKNOWN_COLUMN, LATER);
    }

    @Test
    void theFindingsAtTheCursorReplaceTheOlderOnesInTheirStatementsOnly() {
        SqlEditor editor = new SqlEditor();
        List<List<EditorDiagnostic>> shown = new ArrayList<>();
        LiveDiagnostics live = new LiveDiagnostics(editor, analysis, null, shown::add, (u, command) -> command.execute());
        editor.setValue(BEFORE);
        live.textChanged();
        requests.get(0).whole().complete(List.of(UNKNOWN_COLUMN, LATER));

        String fixed = BEFORE.replace("SELECT x FROM t", "SELECT y FROM t");
        editor.setValue(fixed);
        live.textChanged();
        assertThat(cursors).containsExactly(BEFORE.length(), fixed.indexOf("y FROM t") + 1);
        assertThat(live.current()).as("the edit touched only the later statement").containsExactly(UNKNOWN_COLUMN);

        EditorDiagnostic unknownY = error(3, 8, 3, 8);
        requests.get(1).atCursor().complete(new CheckedFindings(List.of(new TextRange(3, 1, 3, 15)),
                List.of(unknownY)));
        assertThat(live.current()).as("the first statement's finding stays until the whole verdict")
                .containsExactly(UNKNOWN_COLUMN, unknownY);

        requests.get(1).whole().complete(List.of(unknownY));
        assertThat(live.current()).containsExactly(unknownY);
    }

    @Test
    void aSupersededValidationPublishesNothingAfterTheNewerOne() {
        SqlEditor editor = new SqlEditor();
        LiveDiagnostics live = new LiveDiagnostics(editor, analysis, null, d -> { }, (u, command) -> command.execute());
        editor.setValue(BEFORE);
        live.textChanged();
        String newer = BEFORE + ";\nSELECT 2";
        editor.setValue(newer);
        live.textChanged();
        EditorDiagnostic fresh = error(4, 1, 4, 6);
        requests.get(1).atCursor().complete(new CheckedFindings(List.of(new TextRange(4, 1, 4, 8)), List.of(fresh)));

        requests.get(0).atCursor().complete(new CheckedFindings(List.of(new TextRange(1, 1, 2, 17)),
                List.of(UNKNOWN_COLUMN)));
        requests.get(0).whole().complete(List.of(UNKNOWN_COLUMN, LATER));

        assertThat(live.current()).containsExactly(fresh);
    }

    private static EditorDiagnostic error(int startLine, int startColumn, int endLine, int endColumn) {
        return new EditorDiagnostic(EditorDiagnostic.Severity.ERROR, "finding",
                new TextRange(startLine, startColumn, endLine, endColumn), "validation", null);
    }
}
