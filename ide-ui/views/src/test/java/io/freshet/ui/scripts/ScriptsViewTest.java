package io.freshet.ui.scripts;

import static io.freshet.ui.testing.Components.byId;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.projects.ProjectContents;
import io.freshet.ui.projects.ProjectInfo;
import io.freshet.ui.projects.ProjectNode;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.projects.ProjectTree;
import io.freshet.ui.projects.ScriptEntry;
import io.freshet.ui.projects.ScriptRemovedEvent;
import io.freshet.ui.projects.TreeChangedEvent;
import io.freshet.ui.projects.VersionRestoredEvent;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
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

/** The Scripts page against fake services: the read-only preview follows the tree's choice, rename and delete. */
class ScriptsViewTest {

    private static final ProjectInfo SHOP = new ProjectInfo(7, "shop", null, null, null, null);
    private static final Instant SAVED = Instant.parse("2026-12-07T04:05:59Z");
    private static final ProjectNode ORDERS = new ProjectNode(ProjectNode.Kind.SCRIPT, 7, "shop", "dwd/orders.sql", 11);

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<ScriptEntry> live = new ArrayList<>(List.of(
            new ScriptEntry(11, "dwd/orders.sql", 0, 3, "dev", SAVED),
            new ScriptEntry(12, "readme.sql", 1, 1, "dev", null)));
    private final List<String> scriptCalls = new ArrayList<>();
    private final Map<String, Function<Object[], Object>> scriptAnswers = new HashMap<>();
    private ScriptDocument opened = new ScriptDocument(11, "shop", "dwd/orders.sql", "SELECT 1;", 3, "dev", SAVED);

    @Test
    void beforeAChoiceNothingIsShownAndNothingCanBeOpened() {
        ScriptsView view = view();

        assertThat(byId(view, "script-title", H3.class).getText()).isEqualTo("No script chosen");
        assertThat(byId(view, "script-details", Span.class).getText())
                .isEqualTo("Choose a script in the tree to see it here.");
        assertThat(byId(view, "script-open-in-editor", Button.class).isEnabled()).isFalse();
        assertThat(scriptCalls).isEmpty();
    }

    @Test
    void aScriptChosenInTheTreeIsShownReadOnlyWithItsVersionAndWhoSavedItWhen() {
        ScriptsView view = view();

        tree(view).select(ORDERS);

        assertThat(scriptCalls).containsExactly("open");
        assertThat(byId(view, "script-title", H3.class).getText()).isEqualTo("shop / dwd/orders.sql");
        assertThat(byId(view, "script-details", Span.class).getText())
                .isEqualTo("Version 3, saved by dev at 2026-12-07 04:05 UTC. Read-only here.");
        assertThat(byId(view, "script-preview", Pre.class).getText()).isEqualTo("SELECT 1;");
        assertThat(byId(view, "script-open-in-editor", Button.class).isEnabled()).isTrue();
    }

    @Test
    void aScriptWithoutASaveTimeLeavesTheTimeOutAndAFolderOpensNothing() {
        opened = new ScriptDocument(12, "shop", "readme.sql", "-- read me", 1, "dev", null);
        ScriptsView view = view();

        tree(view).select(new ProjectNode(ProjectNode.Kind.FOLDER, 7, "shop", "dwd", 0));
        assertThat(scriptCalls).isEmpty();
        tree(view).select(new ProjectNode(ProjectNode.Kind.SCRIPT, 7, "shop", "readme.sql", 12));

        assertThat(byId(view, "script-details", Span.class).getText()).isEqualTo("Version 1, saved by dev. Read-only here.");
    }

    @Test
    void aScriptGoneMeanwhileClearsThePreviewAndSaysWhy() {
        ScriptsView view = view();
        tree(view).select(ORDERS);
        scriptAnswers.put("open", args -> {
            throw new ServiceException("There is no script 12.");
        });

        tree(view).select(new ProjectNode(ProjectNode.Kind.SCRIPT, 7, "shop", "readme.sql", 12));

        assertThat(byId(view, "script-title", H3.class).getText()).isEqualTo("No script chosen");
        assertThat(byId(view, "script-preview", Pre.class).getText()).isEmpty();
        assertThat(byId(view, "script-message", Paragraph.class).getText()).isEqualTo("There is no script 12.");
        assertThat(byId(view, "script-open-in-editor", Button.class).isEnabled()).isFalse();
    }

    @Test
    void deletingTheShownScriptInTheTreeClearsThePreview() {
        List<Object> deleted = new ArrayList<>();
        ScriptsView view = view(Map.of("deleteScript", args -> {
            deleted.add(args[0]);
            live.removeIf(s -> s.id() == (long) args[0]);
            return null;
        }));
        tree(view).select(ORDERS);

        byId(view, "tree-delete", Button.class).click();

        assertThat(deleted).containsExactly(11L);
        assertThat(byId(view, "tree-message", Span.class).getText()).isEqualTo("Moved dwd/orders.sql to the trash");
        assertThat(byId(view, "script-title", H3.class).getText()).isEqualTo("No script chosen");
        assertThat(byId(view, "script-preview", Pre.class).getText()).isEmpty();
    }

    @Test
    void removingOtherScriptsKeepsThePreview() {
        ScriptsView view = view();
        tree(view).select(ORDERS);

        ComponentUtil.fireEvent(projectTree(view), new ScriptRemovedEvent(projectTree(view), List.of(12L, 99L)));

        assertThat(byId(view, "script-title", H3.class).getText()).isEqualTo("shop / dwd/orders.sql");
    }

    @Test
    void aChangeInTheTreeReadsTheShownScriptAgainForItsNewPath() {
        ScriptsView view = view();
        tree(view).select(ORDERS);
        opened = new ScriptDocument(11, "shop", "dwd/orders_v2.sql", "SELECT 1;", 3, "dev", SAVED);

        ComponentUtil.fireEvent(projectTree(view), new TreeChangedEvent(projectTree(view)));

        assertThat(scriptCalls).containsExactly("open", "open");
        assertThat(byId(view, "script-title", H3.class).getText()).isEqualTo("shop / dwd/orders_v2.sql");
    }

    @Test
    void aChangeInTheTreeWithNothingShownReadsNothing() {
        ScriptsView view = view();

        ComponentUtil.fireEvent(projectTree(view), new TreeChangedEvent(projectTree(view)));

        assertThat(scriptCalls).isEmpty();
    }

    @Test
    void aRestoredVersionIsShownAsTheTreeHandsItOver() {
        ScriptsView view = view();
        tree(view).select(ORDERS);

        ComponentUtil.fireEvent(projectTree(view), new VersionRestoredEvent(projectTree(view),
                new ScriptDocument(11, "shop", "dwd/orders.sql", "SELECT 0;", 4, "vera", SAVED.plusSeconds(60))));

        assertThat(scriptCalls).as("the restored text comes with the event").containsExactly("open");
        assertThat(byId(view, "script-details", Span.class).getText())
                .isEqualTo("Version 4, saved by vera at 2026-12-07 04:06 UTC. Read-only here.");
        assertThat(byId(view, "script-preview", Pre.class).getText()).isEqualTo("SELECT 0;");
    }

    private ScriptsView view() {
        return view(Map.of());
    }

    private ScriptsView view(Map<String, Function<Object[], Object>> more) {
        Map<String, Function<Object[], Object>> projectAnswers = new HashMap<>(more);
        projectAnswers.put("projects", args -> List.of(SHOP));
        projectAnswers.put("contents", args -> new ProjectContents(SHOP, List.of("dwd"), List.copyOf(live)));
        scriptAnswers.putIfAbsent("open", args -> opened);
        CurrentUserService developer = Fakes.of(CurrentUserService.class,
                Map.of("hasRole", args -> !Roles.ADMIN.equals(args[0])));
        return new ScriptsView(Fakes.of(ScriptService.class, scriptAnswers, scriptCalls),
                Fakes.of(ProjectService.class, projectAnswers), developer);
    }

    private static ProjectTree projectTree(ScriptsView view) {
        return (ProjectTree) byId(view, "script-list", Div.class).getChildren().findFirst().orElseThrow();
    }

    @SuppressWarnings("unchecked")
    private static Grid<ProjectNode> tree(ScriptsView view) {
        return byId(view, "project-tree", Grid.class);
    }
}
