package io.freshet.ui.status;

import static io.freshet.ui.testing.Components.byId;
import static io.freshet.ui.testing.Components.find;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.deploy.DeployService;
import io.freshet.ui.deploy.Welcome;
import io.freshet.ui.health.HealthService;
import io.freshet.ui.health.HealthSummary;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The landing page against fake services: the greeting with an empty lakehouse, the summary after, per role. */
class HomeViewTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<String> healthCalls = new ArrayList<>();

    @Test
    void anEmptyLakehouseGreetsADeveloperWithTheSampleAndTheButtonThatDeploysIt() {
        HomeView view = home(() -> new Welcome(true, 0, List.of("shop"), "shop"), true);

        assertThat(byId(view, "home-greeting", Paragraph.class).getText())
                .startsWith("Your lakehouse is empty. The sample project shop is ready");
        assertThat(byId(view, "home-deploy-sample", Button.class).getText()).isEqualTo("Deploy the sample project");
        assertThat(find(view, "home-summary", Paragraph.class)).isEmpty();
        assertThat(healthCalls).as("no health model to show yet").isEmpty();
    }

    @Test
    void aViewerIsGreetedButAskedToLetADeveloperDeploy() {
        HomeView view = home(() -> new Welcome(true, 0, List.of("shop"), "shop"), false);

        assertThat(find(view, "home-greeting", Paragraph.class)).isPresent();
        assertThat(find(view, "home-deploy-sample", Button.class)).isEmpty();
        assertThat(paragraphs(view)).anyMatch(t -> t.startsWith("Ask a developer to deploy it"));
    }

    @Test
    void anEmptyLakehouseWithoutASampleSaysSoAndShowsNoHealth() {
        HomeView view = home(() -> new Welcome(true, 0, List.of(), null), true);

        assertThat(byId(view, "home-summary", Paragraph.class).getText()).isEqualTo("Your lakehouse is empty.");
        assertThat(find(view, "home-greeting", Paragraph.class)).isEmpty();
        assertThat(find(view, "home-health", HealthSummary.class)).isEmpty();
        assertThat(paragraphs(view)).doesNotContain("Projects:");
    }

    @Test
    void aFilledLakehouseCountsItsTablesInWordsAndShowsTheHealthSummary() {
        HomeView one = home(() -> new Welcome(false, 1, List.of(), "shop"), true);
        assertThat(byId(one, "home-summary", Paragraph.class).getText()).isEqualTo("Your lakehouse holds 1 table.");
        assertThat(find(one, "home-greeting", Paragraph.class)).as("the sample is no news once tables exist").isEmpty();
        assertThat(find(one, "home-health", HealthSummary.class)).isPresent();

        HomeView many = home(() -> new Welcome(false, 12, List.of(), null), true);
        assertThat(byId(many, "home-summary", Paragraph.class).getText()).isEqualTo("Your lakehouse holds 12 tables.");
        assertThat(healthCalls).containsExactly("current", "current");
    }

    @Test
    void eachProjectLinksToItsLineageAndScriptsAndForADeveloperToItsDeployment() {
        Supplier<Welcome> welcome = () -> new Welcome(false, 3, List.of("shop", "crm"), null);

        HomeView developer = home(welcome, true);
        assertThat(shownName(project(developer, "shop"))).isEqualTo("shop");
        assertThat(links(project(developer, "shop"))).containsExactly("deploy/shop", "lineage?project=shop", "scripts");
        assertThat(links(project(developer, "crm"))).containsExactly("deploy/crm", "lineage?project=crm", "scripts");

        HomeView viewer = home(welcome, false);
        assertThat(links(project(viewer, "shop"))).containsExactly("lineage?project=shop", "scripts");
    }

    @Test
    void aFailingWelcomeShowsTheReasonAndTheWayToTheStatusPage() {
        HomeView view = home(() -> {
            throw new ServiceException("The metadata database is not reachable.");
        }, true);

        assertThat(paragraphs(view)).contains("The metadata database is not reachable.");
        assertThat(byId(view, "home-status", Anchor.class).getHref()).isEqualTo("status");
        assertThat(find(view, "home-projects", Div.class)).isEmpty();
    }

    private HomeView home(Supplier<Welcome> welcome, boolean developer) {
        DeployService deploys = Fakes.of(DeployService.class, Map.of("welcome", args -> welcome.get()));
        CurrentUserService user = Fakes.of(CurrentUserService.class,
                Map.of("hasRole", args -> developer || Roles.VIEWER.equals(args[0])));
        HealthService health = Fakes.of(HealthService.class, Map.of("current", args -> List.of()), healthCalls);
        return new HomeView(deploys, user, health);
    }

    private static Div project(HomeView view, String name) {
        return descendants(byId(view, "home-projects", Div.class)).filter(c -> c instanceof Div)
                .map(Div.class::cast).filter(d -> name.equals(d.getElement().getAttribute("data-project")))
                .findFirst().orElseThrow();
    }

    private static String shownName(Div row) {
        return descendants(row).filter(c -> c instanceof Span).map(c -> ((Span) c).getText()).findFirst().orElse("");
    }

    private static List<String> links(Div row) {
        return descendants(row).filter(c -> c instanceof Anchor).map(c -> ((Anchor) c).getHref()).toList();
    }

    private static List<String> paragraphs(HomeView view) {
        return descendants(view).filter(c -> c instanceof Paragraph).map(c -> ((Paragraph) c).getText()).toList();
    }

    private static Stream<Component> descendants(Component root) {
        List<Component> all = new ArrayList<>();
        root.getChildren().forEach(child -> {
            all.add(child);
            descendants(child).forEach(all::add);
        });
        return all.stream();
    }
}
