package io.freshet.ui.editor;

import static io.freshet.ui.testing.Components.byId;
import static io.freshet.ui.testing.Components.find;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import io.freshet.ui.testing.UiExtension;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The editor's buttons do what their keys do, and say which key that is. */
class EditorToolbarTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<EditorShortcuts.Action> done = new ArrayList<>();

    @Test
    void eachButtonSendsItsAction() {
        EditorToolbar bar = new EditorToolbar(true, done::add);

        for (String id : List.of("editor-run-statement", "editor-run-script", "editor-stop", "editor-explain",
                "editor-format", "editor-shortcuts")) {
            byId(bar, id, Button.class).click();
        }

        assertThat(done).containsExactly(EditorShortcuts.Action.RUN_STATEMENT, EditorShortcuts.Action.RUN_SCRIPT,
                EditorShortcuts.Action.STOP, EditorShortcuts.Action.EXPLAIN, EditorShortcuts.Action.FORMAT,
                EditorShortcuts.Action.SHORTCUTS);
    }

    @Test
    void aReaderGetsNoFormatButton() {
        EditorToolbar bar = new EditorToolbar(false, done::add);

        assertThat(find(bar, "editor-format", Button.class)).isEmpty();
        assertThat(find(bar, "editor-run-statement", Button.class)).isPresent();
    }

    @Test
    void aReaderSeesTheRunButtonsDisabledAndWhy() {
        EditorToolbar bar = new EditorToolbar(false, done::add);

        for (String id : List.of("editor-run-statement", "editor-run-script", "editor-stop", "editor-explain")) {
            assertThat(byId(bar, id, Button.class).isEnabled()).as(id).isFalse();
        }
        assertThat(byId(bar, "editor-cannot-run", com.vaadin.flow.component.html.Span.class).getElement()
                .getChildren().map(e -> e.getAttribute("id")).toList())
                .containsExactly("editor-run-statement", "editor-run-script", "editor-stop", "editor-explain");
        assertThat(com.vaadin.flow.component.shared.Tooltip.forComponent(byId(bar, "editor-cannot-run",
                com.vaadin.flow.component.html.Span.class)).getText()).contains("SQL console");
    }

    @Test
    void tooltipsNameTheKeys() {
        EditorToolbar bar = new EditorToolbar(true, done::add);

        assertThat(byId(bar, "editor-run-statement", Button.class).getTooltip().getText()).endsWith("(Ctrl+Enter)");
        assertThat(byId(bar, "editor-shortcuts", Button.class).getTooltip().getText()).isEqualTo("Keyboard shortcuts (F1)");
        assertThat(byId(bar, "editor-shortcuts", Button.class).getElement().getAttribute("aria-label"))
                .isEqualTo("Keyboard shortcuts");
    }
}
