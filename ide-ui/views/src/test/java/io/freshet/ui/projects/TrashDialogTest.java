package io.freshet.ui.projects;

import static io.freshet.ui.testing.Components.byId;
import static io.freshet.ui.testing.Components.find;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Span;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.testing.Cells;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The trash against a fake project service: who may restore or empty, and that the tree hears of each change. */
class TrashDialogTest {

    private static final TrashEntry ORDERS = new TrashEntry(11, "shop", "dwd/orders.sql", "dev",
            Instant.parse("2026-12-07T04:05:06Z"));

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<String> calls = new ArrayList<>();
    private final List<Object> restored = new ArrayList<>();
    private final AtomicInteger changed = new AtomicInteger();
    private final Map<String, Function<Object[], Object>> answers = new HashMap<>(Map.of(
            "trash", args -> List.of(ORDERS),
            "restore", args -> {
                restored.add(args[0]);
                return null;
            },
            "emptyTrash", args -> 3));

    @Test
    void eachDeletedScriptShowsWhoDeletedItAndWhenInUtc() {
        TrashDialog dialog = dialog(true, true);

        assertThat(Cells.headers(grid(dialog))).containsExactly("Project", "Path", "Deleted by", "Deleted at (UTC)");
        assertThat(Cells.row(grid(dialog), ORDERS)).containsExactly("shop", "dwd/orders.sql", "dev",
                "2026-12-07 04:05:06");
    }

    @Test
    void restoringIsForDevelopersAndEmptyingForAdministrators() {
        TrashDialog viewer = dialog(false, false);
        assertThat(find(viewer, "trash-restore", Button.class)).isEmpty();
        assertThat(find(viewer, "trash-empty", Button.class)).isEmpty();
        assertThat(find(viewer, "trash-close", Button.class)).isPresent();

        TrashDialog developer = dialog(true, false);
        assertThat(find(developer, "trash-restore", Button.class)).isPresent();
        assertThat(find(developer, "trash-empty", Button.class)).isEmpty();

        assertThat(find(dialog(true, true), "trash-empty", Button.class)).isPresent();
    }

    @Test
    void restoreAsksForARowFirst() {
        TrashDialog dialog = dialog(true, true);

        byId(dialog, "trash-restore", Button.class).click();

        assertThat(message(dialog)).isEqualTo("Select a script to restore.");
        assertThat(restored).isEmpty();
        assertThat(changed).hasValue(0);
    }

    @Test
    void aRestoredScriptLeavesTheTrashAndTheTreeReloads() {
        TrashDialog dialog = dialog(true, true);
        grid(dialog).select(ORDERS);

        byId(dialog, "trash-restore", Button.class).click();

        assertThat(restored).containsExactly(11L);
        assertThat(message(dialog)).isEqualTo("Restored dwd/orders.sql");
        assertThat(calls).containsExactly("trash", "restore", "trash");
        assertThat(changed).hasValue(1);
    }

    @Test
    void emptyingSaysHowManyScriptsAreGoneForGood() {
        TrashDialog dialog = dialog(true, true);

        byId(dialog, "trash-empty", Button.class).click();

        assertThat(message(dialog)).isEqualTo("Deleted 3 scripts for good.");
        assertThat(changed).hasValue(1);
    }

    @Test
    void aRefusalIsShownAndTheTreeIsNotReloaded() {
        answers.put("emptyTrash", args -> {
            throw new ServiceException("Only an administrator empties the trash.");
        });
        TrashDialog dialog = dialog(true, true);

        byId(dialog, "trash-empty", Button.class).click();

        assertThat(message(dialog)).isEqualTo("Only an administrator empties the trash.");
        assertThat(changed).hasValue(0);
        assertThat(calls).containsExactly("trash", "emptyTrash");
    }

    private TrashDialog dialog(boolean canRestore, boolean canEmpty) {
        return new TrashDialog(Fakes.of(ProjectService.class, answers, calls), canRestore, canEmpty,
                changed::incrementAndGet);
    }

    @SuppressWarnings("unchecked")
    private static Grid<TrashEntry> grid(TrashDialog dialog) {
        return byId(dialog, "trash-grid", Grid.class);
    }

    private static String message(TrashDialog dialog) {
        return byId(dialog, "trash-message", Span.class).getText();
    }
}
