package io.freshet.ui.projects;

import static io.freshet.ui.testing.Components.byId;
import static io.freshet.ui.testing.Components.find;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import io.freshet.ui.scripts.ScriptConflictException;
import io.freshet.ui.scripts.ScriptDocument;
import io.freshet.ui.scripts.ScriptRevision;
import io.freshet.ui.scripts.ScriptService;
import io.freshet.ui.testing.Cells;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A script's history against fake services: the line diff of a chosen version, and restoring it or a conflict. */
class VersionHistoryDialogTest {

    private static final Instant T = Instant.parse("2026-12-07T04:05:06Z");
    private static final ScriptDocument CURRENT = new ScriptDocument(11, "shop", "dwd/orders.sql", "a\nb\nc", 3, "dev", T);
    private static final ScriptRevision FIRST = new ScriptRevision(1, "a\nx\nc", "vera", T.minusSeconds(3600));
    private static final ScriptRevision THIRD = new ScriptRevision(3, "a\nb\nc", "dev", T);

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<String> scriptCalls = new ArrayList<>();
    private final List<List<Object>> restores = new ArrayList<>();
    private final Map<String, Function<Object[], Object>> projectAnswers = new HashMap<>();

    @Test
    void theVersionsShowWhoSavedThemAndWhenInUtc() {
        VersionHistoryDialog dialog = dialog(true);

        assertThat(dialog.getHeaderTitle()).isEqualTo("History of dwd/orders.sql");
        assertThat(Cells.headers(grid(dialog))).containsExactly("Version", "Saved by", "Saved at (UTC)");
        assertThat(Cells.row(grid(dialog), FIRST)).containsExactly("1", "vera", "2026-12-07 03:05:06");
    }

    @Test
    void aChosenVersionIsShownAsALineDiffAgainstTheCurrentText() {
        VersionHistoryDialog dialog = dialog(true);

        grid(dialog).select(FIRST);

        assertThat(message(dialog)).isEqualTo("Version 1 (−) compared with the current version 3 (+)");
        List<Div> rows = diffRows(dialog);
        assertThat(rows).extracting(Div::getText).containsExactly("  a", "- x", "+ b", "  c");
        assertThat(rows).extracting(r -> r.getClassNames().iterator().next())
                .containsExactly("diff-same", "diff-removed", "diff-added", "diff-same");
    }

    @Test
    void restoreAsksForAVersionFirstAndAViewerHasNoRestore() {
        VersionHistoryDialog dialog = dialog(true);
        byId(dialog, "history-restore", Button.class).click();
        assertThat(message(dialog)).isEqualTo("Select a version to restore.");
        assertThat(restores).isEmpty();

        assertThat(find(dialog(false), "history-restore", Button.class)).isEmpty();
    }

    @Test
    void aRestoredVersionBecomesTheNewestAndTheTreeIsTold() {
        ScriptDocument restored = new ScriptDocument(11, "shop", "dwd/orders.sql", "a\nx\nc", 4, "boss", T);
        projectAnswers.put("restoreVersion", args -> {
            restores.add(List.of(args));
            return restored;
        });
        VersionHistoryDialog dialog = dialog(true);
        List<ScriptDocument> told = new ArrayList<>();
        dialog.addRestoredListener(e -> told.add(e.script()));
        grid(dialog).select(FIRST);

        byId(dialog, "history-restore", Button.class).click();

        assertThat(restores).containsExactly(List.of(11L, 3L, 1L));
        assertThat(message(dialog)).isEqualTo("Restored version 1 as version 4");
        assertThat(told).containsExactly(restored);
        assertThat(diffRows(dialog)).isEmpty();
        assertThat(scriptCalls).containsExactly("open", "history", "history");
    }

    @Test
    void aConflictShowsWhoSavedMeanwhileAndTheNextRestoreStartsFromTheirVersion() {
        ScriptDocument theirs = new ScriptDocument(11, "shop", "dwd/orders.sql", "z", 5, "vera", T.plusSeconds(9));
        projectAnswers.put("restoreVersion", args -> {
            restores.add(List.of(args));
            throw new ScriptConflictException(theirs, (long) args[1]);
        });
        VersionHistoryDialog dialog = dialog(true);
        List<ScriptDocument> told = new ArrayList<>();
        dialog.addRestoredListener(e -> told.add(e.script()));
        grid(dialog).select(FIRST);

        byId(dialog, "history-restore", Button.class).click();

        assertThat(message(dialog)).startsWith("This script was saved by vera (version 5) after you opened version 3.");
        assertThat(told).isEmpty();
        grid(dialog).deselectAll();
        grid(dialog).select(FIRST);
        assertThat(message(dialog)).as("the diff is now against their version")
                .isEqualTo("Version 1 (−) compared with the current version 5 (+)");
        byId(dialog, "history-restore", Button.class).click();
        assertThat(restores).containsExactly(List.of(11L, 3L, 1L), List.of(11L, 5L, 1L));
    }

    private VersionHistoryDialog dialog(boolean canRestore) {
        ScriptService scripts = Fakes.of(ScriptService.class, Map.of(
                "open", args -> CURRENT,
                "history", args -> List.of(THIRD, FIRST)), scriptCalls);
        return new VersionHistoryDialog(scripts, Fakes.of(ProjectService.class, projectAnswers), 11, canRestore);
    }

    private static List<Div> diffRows(VersionHistoryDialog dialog) {
        return byId(dialog, "history-diff", Div.class).getChildren().map(Div.class::cast).toList();
    }

    @SuppressWarnings("unchecked")
    private static Grid<ScriptRevision> grid(VersionHistoryDialog dialog) {
        return byId(dialog, "history-grid", Grid.class);
    }

    private static String message(VersionHistoryDialog dialog) {
        return byId(dialog, "history-message", Span.class).getText();
    }
}
