package io.freshet.ui.projects;

import static io.freshet.ui.testing.Components.byId;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Span;
import io.freshet.ui.scripts.ScriptService;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The project tree's "Git…" entry: there for every role (a viewer sees the status), and asks for a row first. */
class ProjectTreeGitTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    @Test
    void aViewerFindsGitAmongTheMoreActionsAndIsToldToChooseARowFirst() {
        ProjectInfo shop = new ProjectInfo(7, "shop", null, null, null, null);
        ProjectService projects = Fakes.of(ProjectService.class, Map.<String, Function<Object[], Object>>of(
                "projects", args -> List.of(shop),
                "contents", args -> new ProjectContents(shop, List.of(), List.of())));
        CurrentUserService viewer = Fakes.of(CurrentUserService.class, Map.<String, Function<Object[], Object>>of(
                "hasRole", args -> Roles.VIEWER.equals(args[0])));
        ProjectTree tree = new ProjectTree(projects, Fakes.of(ScriptService.class, Map.of()), viewer);

        byId(tree, "tree-git", Button.class).click();

        assertThat(byId(tree, "tree-git", Button.class).getText()).isEqualTo("Git…");
        assertThat(byId(tree, "tree-message", Span.class).getText())
                .isEqualTo("Choose a project or one of its scripts to see it in git.");
    }
}
