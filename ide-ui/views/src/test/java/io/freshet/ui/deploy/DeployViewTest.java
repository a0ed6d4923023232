package io.freshet.ui.deploy;

import static io.freshet.ui.testing.Components.byId;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.html.Paragraph;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The deploy page against a fake service: Deploy waits for the gateway and its catalog, and says so. */
class DeployViewTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<String> calls = new ArrayList<>();

    @Test
    void whileTheGatewayStartsDeployIsOffAndThePageSaysWhy() {
        DeployView view = open(Optional.of("Deploying needs the Flink SQL Gateway, which is not ready: Starting"));

        assertThat(byId(view, "deploy-start", Button.class).isEnabled()).isFalse();
        assertThat(byId(view, "deploy-waiting", Paragraph.class).getText())
                .startsWith("Deploying needs the Flink SQL Gateway, which is not ready: Starting");
        assertThat(calls).doesNotContain("start");
    }

    @Test
    void aReadyGatewayLeavesDeployOnAndNoWaitingLine() {
        DeployView view = open(Optional.empty());

        assertThat(byId(view, "deploy-start", Button.class).isEnabled()).isTrue();
        assertThat(byId(view, "deploy-waiting", Paragraph.class).isVisible()).isFalse();
    }

    @Test
    void aStatementsTimeIsWrittenShortEnoughForItsColumn() {
        assertThat(ProgressPanel.took(0)).as("not run yet").isEmpty();
        assertThat(ProgressPanel.took(840)).isEqualTo("840 ms");
        assertThat(ProgressPanel.took(12_345)).isEqualTo("12.3 s");
        assertThat(ProgressPanel.took(59_999)).isEqualTo("59.9 s");
        assertThat(ProgressPanel.took(75_400)).isEqualTo("1 min 15 s");
    }

    @SuppressWarnings("unchecked")
    private DeployView open(Optional<String> notReady) {
        DeployService deploys = Fakes.of(DeployService.class, Map.<String, Function<Object[], Object>>of(
                "notReady", args -> notReady,
                "plan", args -> new DeployPlan("ecommerce", List.of()),
                "latest", args -> Optional.empty()), calls);
        DeployView view = new DeployView(deploys);
        ComboBox<String> project = byId(view, "deploy-project", ComboBox.class);
        project.setItems("ecommerce");
        project.setValue("ecommerce");
        return view;
    }
}
