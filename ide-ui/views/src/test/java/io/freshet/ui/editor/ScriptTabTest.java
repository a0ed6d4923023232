package io.freshet.ui.editor;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.textfield.TextArea;
import io.freshet.ui.scripts.ScriptConflictException;
import io.freshet.ui.scripts.ScriptDocument;
import io.freshet.ui.scripts.ScriptDraft;
import io.freshet.ui.scripts.ScriptService;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Which text a script's tab opens with when the user's draft is kept: the draft, or the saved version beside it. */
class ScriptTabTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private static final Instant SAVED_AT = Instant.parse("2026-12-07T00:00:00Z");
    private static final ScriptDocument VERSION_3 = new ScriptDocument(7, "keys", "a.sql", "SELECT 'first'", 3, "dev",
            SAVED_AT);

    private final List<String> calls = new ArrayList<>();
    private final List<Object[]> saves = new ArrayList<>();
    private final Map<String, Function<Object[], Object>> answers = new HashMap<>();
    private final EditorAnalysisService analysis = Fakes.of(EditorAnalysisService.class, Map.of(
            "checkSyntax", args -> List.of(),
            "validate", args -> new Validation(new CompletableFuture<>(), new CompletableFuture<>())));

    @Test
    void aDraftEditedFromTheSavedVersionComesBackInTheEditor() {
        draft("SELECT 42", 3);

        ScriptTab tab = open();

        assertThat(tab.editor().getValue()).isEqualTo("SELECT 42");
        assertThat(tab.saveState()).isEqualTo(ScriptTab.SaveState.DIRTY);
        assertThat(offer(tab).isVisible()).isFalse();
    }

    @Test
    void aDraftEditedFromAnOlderVersionIsOfferedBesideTheSavedVersionAndOpensIntoTheConflict() {
        draft("SELECT 'second'", 2);
        answers.put("save", args -> {
            saves.add(args);
            throw new ScriptConflictException(VERSION_3, (long) args[1]);
        });

        ScriptTab tab = open();

        assertThat(tab.editor().getValue()).as("the version saved since, not the older draft")
                .isEqualTo("SELECT 'first'");
        assertThat(tab.saveState()).isEqualTo(ScriptTab.SaveState.SAVED);
        assertThat(offer(tab).isVisible()).isTrue();
        assertThat(((TextArea) withClass(tab, "draft-offer-text")).getValue()).isEqualTo("SELECT 'second'");
        tab.save(false);
        assertThat(calls).as("nothing to keep while the editor holds the saved version").doesNotContain("saveDraft");

        ((Button) withClass(tab, "draft-offer-open")).click();

        assertThat(tab.editor().getValue()).isEqualTo("SELECT 'second'");
        assertThat(offer(tab).isVisible()).isFalse();
        tab.save(true);
        assertThat(saves).as("saved against the version the draft was edited from").hasSize(1);
        assertThat((long) saves.get(0)[1]).isEqualTo(2L);
        assertThat(tab.saveState()).isEqualTo(ScriptTab.SaveState.CONFLICT);
    }

    @Test
    void discardingTheOfferedDraftSavesTheUnchangedTextWhichTakesTheDraftAlong() {
        draft("SELECT 'second'", 2);
        answers.put("save", args -> {
            saves.add(args);
            return VERSION_3;
        });
        ScriptTab tab = open();

        tab.save(true);
        assertThat(saves).as("no version while a draft waits for a decision").isEmpty();
        ((Button) withClass(tab, "draft-offer-discard")).click();

        assertThat(saves).hasSize(1);
        assertThat(saves.get(0)).containsExactly(7L, 3L, "SELECT 'first'");
        assertThat(offer(tab).isVisible()).isFalse();
        assertThat(tab.editor().getValue()).isEqualTo("SELECT 'first'");
        assertThat(DraftOffer.text(2, 3)).contains("edited from version 2", "version 3 was saved since");
    }

    private void draft(String content, long baseVersion) {
        answers.put("draft", args -> Optional.of(new ScriptDraft(7, content, baseVersion, SAVED_AT.plusSeconds(60))));
    }

    private ScriptTab open() {
        return new ScriptTab(VERSION_3, Fakes.of(ScriptService.class, answers, calls), analysis, true, found -> { });
    }

    private static Component offer(ScriptTab tab) {
        return withClass(tab, "draft-offer");
    }

    private static Component withClass(Component root, String className) {
        return find(root, className).orElseThrow(() -> new AssertionError("no ." + className));
    }

    private static Optional<Component> find(Component root, String className) {
        if (root.hasClassName(className)) {
            return Optional.of(root);
        }
        return root.getChildren().map(c -> find(c, className)).flatMap(Optional::stream).findFirst();
    }
}
