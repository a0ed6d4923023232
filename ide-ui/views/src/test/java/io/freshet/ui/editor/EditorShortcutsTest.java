package io.freshet.ui.editor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class EditorShortcutsTest {

    @Test
    void everyToolbarActionNamesItsKeyInTheTooltip() {
        for (EditorShortcuts.Action action : EditorShortcuts.Action.values()) {
            assertThat(action.tooltip()).as(action.name()).endsWith("(" + action.keys() + ")");
        }
        assertThat(EditorShortcuts.Action.RUN_STATEMENT.tooltip()).contains("Ctrl+Enter");
        assertThat(EditorShortcuts.Action.EXPLAIN.tooltip()).contains("Ctrl+Shift+E");
    }

    @Test
    void theSheetListsEveryActionOnceAndNoKeyTwice() {
        List<EditorShortcuts.Shortcut> sheet = EditorShortcuts.all();
        assertThat(sheet).extracting(EditorShortcuts.Shortcut::keys)
                .containsAll(Arrays.stream(EditorShortcuts.Action.values()).map(EditorShortcuts.Action::keys).toList())
                .doesNotHaveDuplicates()
                .contains("Ctrl+Space", "Ctrl+F");
    }

    @Test
    void anExplainResultBecomesThePlanText() {
        assertThat(ExplainDialog.planText(List.of(List.of("== Abstract Syntax Tree ==\nLogicalProject"),
                Arrays.asList((String) null)))).isEqualTo("== Abstract Syntax Tree ==\nLogicalProject");
        assertThat(ExplainDialog.planText(List.of())).isEmpty();
    }
}
