package io.freshet.ui.projects;

import static io.freshet.ui.testing.Components.byId;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.server.VaadinSession;
import io.freshet.ui.common.PromptDialog;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.projects.ProjectNode.Kind;
import io.freshet.ui.scripts.ScriptDocument;
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

/** The tree's prompts against a fake project service: where a new item goes, what a rename or move sends. */
class ProjectTreeActionsTest {

    private static final ProjectInfo SHOP = new ProjectInfo(7, "shop", null, null, null, null);
    private static final ProjectNode DWD = new ProjectNode(Kind.FOLDER, 7, "shop", "dwd", 0);
    private static final ProjectNode ORDERS = new ProjectNode(Kind.SCRIPT, 7, "shop", "dwd/orders.sql", 2);

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<List<Object>> sent = new ArrayList<>();
    private final Map<String, Function<Object[], Object>> answers = new HashMap<>();

    @Test
    void aNewScriptStartsInTheChosenRowsFolderAndOpensOnceCreated() {
        answers.put("createScript", args -> {
            sent.add(List.of(args));
            return new ScriptDocument(21, "shop", ((String) args[1]).strip(), "", 1, "dev", null);
        });
        ProjectTree tree = tree();
        List<Long> opened = new ArrayList<>();
        grid(tree).select(ORDERS);
        tree.addOpenScriptListener(e -> opened.add(e.scriptId()));

        byId(tree, "tree-new-script", Button.class).click();
        PromptDialog prompt = prompt();
        assertThat(prompt.getHeaderTitle()).isEqualTo("New script in shop");
        TextField field = byId(prompt, "prompt-field", TextField.class);
        assertThat(field.getValue()).isEqualTo("dwd/");
        field.setValue("dwd/fact.sql");
        byId(prompt, "prompt-ok", Button.class).click();

        assertThat(sent).containsExactly(List.of(7L, "dwd/fact.sql", ""));
        assertThat(message(tree)).isEqualTo("Created dwd/fact.sql");
        assertThat(opened).containsExactly(21L);
    }

    @Test
    void withoutAChosenRowANewScriptGoesToTheFirstProjectsRoot() {
        ProjectTree tree = tree();

        byId(tree, "tree-new-script", Button.class).click();

        PromptDialog prompt = prompt();
        assertThat(prompt.getHeaderTitle()).isEqualTo("New script in shop");
        assertThat(byId(prompt, "prompt-field", TextField.class).getValue()).isEmpty();
    }

    @Test
    void renamingAScriptKeepsItInItsFolder() {
        answers.put("moveScript", args -> {
            sent.add(List.of(args));
            return new ScriptDocument(2, "shop", (String) args[1], "", 1, "dev", null);
        });
        ProjectTree tree = tree();
        grid(tree).select(ORDERS);

        byId(tree, "tree-rename", Button.class).click();
        PromptDialog prompt = prompt();
        TextField field = byId(prompt, "prompt-field", TextField.class);
        assertThat(field.getValue()).isEqualTo("orders.sql");
        field.setValue(" fact.sql ");
        byId(prompt, "prompt-ok", Button.class).click();

        assertThat(sent).containsExactly(List.of(2L, "dwd/fact.sql"));
        assertThat(message(tree)).isEqualTo("Moved dwd/orders.sql to dwd/fact.sql");
    }

    @Test
    @SuppressWarnings("unchecked")
    void aFolderMovesOnlyIntoFoldersOutsideItself() {
        answers.put("moveFolder", args -> {
            sent.add(List.of(args));
            return null;
        });
        ProjectTree tree = tree();
        grid(tree).select(DWD);

        byId(tree, "tree-move", Button.class).click();
        PromptDialog prompt = prompt();
        ComboBox<String> to = byId(prompt, "prompt-choice", ComboBox.class);
        assertThat(to.getListDataView().getItems()).containsExactly(PromptDialog.ROOT, "dwdx");
        to.setValue("dwdx");
        byId(prompt, "prompt-ok", Button.class).click();

        assertThat(sent).containsExactly(List.of(7L, "dwd", "dwdx/dwd"));
        assertThat(message(tree)).isEqualTo("Moved dwd to dwdx/dwd");
    }

    @Test
    void aRefusedNameKeepsThePromptOpenWithTheReasonAndTheTreeUnchanged() {
        answers.put("createFolder", args -> {
            throw new ServiceException("The folder dwd exists already.");
        });
        ProjectTree tree = tree();
        grid(tree).select(DWD);

        byId(tree, "tree-new-folder", Button.class).click();
        PromptDialog prompt = prompt();
        assertThat(byId(prompt, "prompt-field", TextField.class).getValue()).isEqualTo("dwd/");
        byId(prompt, "prompt-field", TextField.class).setValue("dwd");
        byId(prompt, "prompt-ok", Button.class).click();

        assertThat(byId(prompt, "prompt-error", Span.class).getText()).isEqualTo("The folder dwd exists already.");
        assertThat(prompt.isOpened()).isTrue();
        assertThat(message(tree)).isEmpty();
    }

    private ProjectTree tree() {
        answers.put("projects", args -> List.of(SHOP));
        answers.put("contents", args -> new ProjectContents(SHOP, List.of("dwd", "dwd/daily", "dwdx"), List.of(
                new ScriptEntry(2, "dwd/orders.sql", 0, 1, "dev", null))));
        CurrentUserService developer = Fakes.of(CurrentUserService.class,
                Map.of("hasRole", args -> !Roles.ADMIN.equals(args[0])));
        return new ProjectTree(Fakes.of(ProjectService.class, answers), Fakes.of(ScriptService.class, Map.of()),
                developer);
    }

    /**
     * The prompt the last click opened: a dialog joins the UI just before the response, so the test runs what runs
     * then, in a session that counts as locked as it is during a request.
     */
    private PromptDialog prompt() {
        if (ui.ui().getSession() == null) {
            ui.ui().getInternals().setSession(new VaadinSession(null) {
                @Override
                public boolean hasLock() {
                    return true;
                }
            });
        }
        ui.ui().getInternals().getStateTree().runExecutionsBeforeClientResponse();
        List<PromptDialog> open = ui.ui().getChildren().filter(PromptDialog.class::isInstance)
                .map(PromptDialog.class::cast).filter(PromptDialog::isOpened).toList();
        assertThat(open).hasSize(1);
        return open.get(0);
    }

    private static String message(ProjectTree tree) {
        return byId(tree, "tree-message", Span.class).getText();
    }

    @SuppressWarnings("unchecked")
    private static Grid<ProjectNode> grid(ProjectTree tree) {
        return byId(tree, "project-tree", Grid.class);
    }
}
