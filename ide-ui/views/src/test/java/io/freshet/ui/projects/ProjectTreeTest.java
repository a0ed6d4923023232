package io.freshet.ui.projects;

import static io.freshet.ui.testing.Components.byId;
import static io.freshet.ui.testing.Components.find;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.upload.Upload;
import io.freshet.ui.projects.ProjectNode.Kind;
import io.freshet.ui.scripts.ScriptService;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The project tree against a fake project service: row order, what each role gets, and the toolbar's refusals. */
class ProjectTreeTest {

    private static final ProjectInfo SHOP = new ProjectInfo(7, "shop", null, null, null, null);
    private static final ProjectInfo CRM = new ProjectInfo(8, "crm", null, null, null, null);
    private static final ProjectNode SHOP_ROW = new ProjectNode(Kind.PROJECT, 7, "shop", "", 0);
    private static final ProjectNode DWD = new ProjectNode(Kind.FOLDER, 7, "shop", "dwd", 0);
    private static final ProjectNode ORDERS = new ProjectNode(Kind.SCRIPT, 7, "shop", "dwd/orders.sql", 2);

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<ProjectInfo> projects = new ArrayList<>(List.of(SHOP, CRM));
    private final List<String> calls = new ArrayList<>();
    private final Map<String, Function<Object[], Object>> answers = new HashMap<>();

    @Test
    void rowsGoDepthFirstSubfoldersBeforeTheFoldersScriptsEachProjectAfterTheLast() {
        ProjectTree tree = tree(true);

        assertThat(grid(tree).getGenericDataView().getItems().map(n -> n.kind() + " " + n.projectName() + ":" + n.path()))
                .containsExactly("PROJECT shop:", "FOLDER shop:dwd", "FOLDER shop:dwd/daily",
                        "SCRIPT shop:dwd/daily/gmv.sql", "SCRIPT shop:dwd/orders.sql", "FOLDER shop:dwdx",
                        "SCRIPT shop:dwdx/extra.sql", "SCRIPT shop:top.sql", "PROJECT crm:");
    }

    @Test
    void aViewerGetsNoActionThatChangesAProject() {
        ProjectTree tree = tree(false);

        for (String id : List.of("tree-new-script", "tree-new-folder", "tree-delete", "tree-new-project",
                "tree-rename", "tree-move", "tree-deploy")) {
            assertThat(find(tree, id, Button.class)).as(id).isEmpty();
        }
        assertThat(find(tree, "tree-import", Upload.class)).isEmpty();
        for (String id : List.of("tree-history", "tree-trash", "tree-git")) {
            assertThat(find(tree, id, Button.class)).as(id).isPresent();
        }
    }

    @Test
    void aDeveloperFindsTheRarerActionsBehindMore() {
        ProjectTree tree = tree(true);
        HorizontalLayout more = byId(tree, "tree-more-actions", HorizontalLayout.class);
        assertThat(more.isVisible()).isFalse();
        assertThat(find(more, "tree-rename", Button.class)).isPresent();
        assertThat(find(more, "tree-import", Upload.class)).isPresent();

        byId(tree, "tree-more", Button.class).click();
        assertThat(more.isVisible()).isTrue();
        byId(tree, "tree-more", Button.class).click();
        assertThat(more.isVisible()).isFalse();
    }

    @Test
    void actionsThatNeedARowSayWhichOne() {
        ProjectTree tree = tree(true);

        assertThat(click(tree, "tree-history")).isEqualTo("Select a script to see its history.");
        assertThat(click(tree, "tree-deploy")).isEqualTo("Choose a project or one of its scripts to deploy.");
        for (String id : List.of("tree-rename", "tree-move", "tree-delete", "tree-new-folder")) {
            assertThat(click(tree, id)).as(id).isEqualTo("Select a project, folder or script first.");
        }
        grid(tree).select(DWD);
        assertThat(click(tree, "tree-history")).as("a folder has no history").isEqualTo("Select a script to see its history.");
    }

    @Test
    void aNewScriptNeedsAProjectToGoTo() {
        projects.clear();
        ProjectTree tree = tree(true);

        assertThat(click(tree, "tree-new-script")).isEqualTo("Create a project first: every script belongs to one.");
    }

    @Test
    void aProjectIsNeitherMovedNorDeletedFromTheTree() {
        ProjectTree tree = tree(true);
        grid(tree).select(SHOP_ROW);

        assertThat(click(tree, "tree-move")).isEqualTo("Select a folder or script to move; projects are renamed.");
        assertThat(click(tree, "tree-delete")).startsWith("Delete the project's folders and scripts");
        assertThat(calls).doesNotContain("deleteFolder", "deleteScript");
    }

    @Test
    void deletingAFolderTellsWhichScriptsWentToTheTrashButNotThoseOfASimilarlyNamedFolder() {
        List<Object> deleted = new ArrayList<>();
        answers.put("deleteFolder", args -> {
            deleted.add(args[0] + " " + args[1]);
            return 2;
        });
        ProjectTree tree = tree(true);
        List<List<Long>> removed = new ArrayList<>();
        tree.addScriptRemovedListener(e -> removed.add(e.scriptIds()));
        List<TreeChangedEvent> changed = new ArrayList<>();
        tree.addTreeChangedListener(changed::add);
        grid(tree).select(DWD);

        assertThat(click(tree, "tree-delete")).isEqualTo("Deleted folder dwd (2 scripts to the trash)");
        assertThat(deleted).containsExactly("7 dwd");
        assertThat(removed).containsExactly(List.of(1L, 2L));
        assertThat(changed).hasSize(1);
    }

    @Test
    void choosingAScriptOpensItButAReloadThatKeepsTheRowDoesNot() {
        ProjectTree tree = tree(true);
        List<Long> opened = new ArrayList<>();
        tree.addOpenScriptListener(e -> opened.add(e.scriptId()));

        grid(tree).select(DWD);
        grid(tree).select(ORDERS);
        tree.reload();

        assertThat(opened).containsExactly(2L);
        assertThat(tree.selection()).contains(ORDERS);
    }

    @Test
    void exportNeedsAChosenRow() {
        ProjectTree tree = tree(false);
        Anchor export = byId(tree, "tree-export", Anchor.class);
        assertThat(export.isEnabled()).isFalse();

        grid(tree).select(ORDERS);

        assertThat(export.isEnabled()).isTrue();
    }

    private ProjectTree tree(boolean developer) {
        answers.put("projects", args -> List.copyOf(projects));
        answers.put("contents", args -> (long) args[0] == 7
                ? new ProjectContents(SHOP, List.of("dwd", "dwd/daily", "dwdx"), List.of(
                        new ScriptEntry(1, "dwd/daily/gmv.sql", 0, 1, "dev", null),
                        new ScriptEntry(2, "dwd/orders.sql", 1, 1, "dev", null),
                        new ScriptEntry(3, "dwdx/extra.sql", 2, 1, "dev", null),
                        new ScriptEntry(4, "top.sql", 3, 1, "dev", null)))
                : new ProjectContents(CRM, List.of(), List.of()));
        CurrentUserService user = Fakes.of(CurrentUserService.class,
                Map.of("hasRole", args -> Roles.VIEWER.equals(args[0]) || developer && Roles.DEVELOPER.equals(args[0])));
        return new ProjectTree(Fakes.of(ProjectService.class, answers, calls), Fakes.of(ScriptService.class, Map.of()),
                user);
    }

    /** Clicks the button and returns what the tree says afterwards. */
    private static String click(Component tree, String id) {
        byId(tree, id, Button.class).click();
        return byId(tree, "tree-message", Span.class).getText();
    }

    @SuppressWarnings("unchecked")
    private static Grid<ProjectNode> grid(ProjectTree tree) {
        return byId(tree, "project-tree", Grid.class);
    }
}
