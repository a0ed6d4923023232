package io.freshet.ui.deploy;

import static io.freshet.ui.testing.Components.byId;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.PollEvent;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextField;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthService;
import io.freshet.ui.health.HealthState;
import io.freshet.ui.health.HealthSubject;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The deploy page against a fake service: Deploy waits for the gateway and its catalog, and says so; it applies
 * exactly the plan shown, which a re-create choice makes again; a statement the policy refuses blocks it with the
 * reason; the page says what is deployed from which commit.
 */
class DeployViewTest {

    private static final String DETAIL = "lakehouse.dwd.order_detail";
    private static final PlanCommit COMMIT = new PlanCommit("main", "1a2b3c4d5e6f".repeat(3) + "abcd", false);

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<String> calls = new ArrayList<>();
    private final List<Object> applied = new ArrayList<>();
    private final List<PlanOptions> planned = new ArrayList<>();
    private final List<ProjectPlan> made = new ArrayList<>();
    private String refusal;
    private List<HealthEntry> health = List.of();
    private Optional<String> notReadyNow;
    private DeployState progressState = DeployState.RUNNING;

    @Test
    void whileTheGatewayStartsDeployIsOffAndThePageSaysWhy() {
        DeployView view = open(Optional.of("Deploying needs the Flink SQL Gateway, which is not ready: Starting"),
                null, Optional.empty());

        assertThat(byId(view, "deploy-start", Button.class).isEnabled()).isFalse();
        assertThat(byId(view, "deploy-waiting", Paragraph.class).getText())
                .startsWith("Deploying needs the Flink SQL Gateway, which is not ready: Starting");
        assertThat(calls).doesNotContain("start", "apply");
    }

    @Test
    void aReadyGatewayLeavesDeployOnAndNoWaitingLine() {
        DeployView view = open(Optional.empty(), null, Optional.empty());

        assertThat(byId(view, "deploy-start", Button.class).isEnabled()).isTrue();
        assertThat(byId(view, "deploy-waiting", Paragraph.class).isVisible()).isFalse();
        assertThat(byId(view, "deploy-last", Paragraph.class).getText()).isEqualTo("Not deployed by Freshet yet.");
    }

    @Test
    void deployAppliesExactlyThePlanShownAndAReCreateChoicePlansAgain() {
        DeployView view = open(Optional.empty(), null, Optional.empty());
        assertThat(planned).containsExactly(PlanOptions.DEFAULT);

        byId(view, "deploy-recreate-" + DETAIL, Checkbox.class).setValue(true);
        assertThat(planned).last().isEqualTo(new PlanOptions(Set.of(DETAIL), false, false));
        assertThat(byId(view, "deploy-recreate-" + DETAIL, Checkbox.class).getValue())
                .as("the new plan keeps the choice").isTrue();
        byId(view, "deploy-start", Button.class).click();

        assertThat(applied).singleElement().isSameAs(made.get(made.size() - 1));
        assertThat(calls).doesNotContain("start");
    }

    @Test
    void anEnvironmentTypedPlansThereAndDeployAppliesThatPlan() {
        DeployView view = open(Optional.empty(), null, Optional.empty());
        TextField environment = byId(view, "deploy-environment", TextField.class);
        assertThat(environment.getValue()).as("production").isEmpty();

        environment.setValue("dev_");
        assertThat(planned).last().isEqualTo(PlanOptions.DEFAULT.withEnvironment("dev_"));
        assertThat(byId(view, "deploy-summary", Paragraph.class).getText()).startsWith("In environment dev_: ");
        byId(view, "deploy-start", Button.class).click();
        assertThat(applied).singleElement().satisfies(p -> assertThat(((ProjectPlan) p).options().environment())
                .isEqualTo("dev_"));

        environment.setValue("");
        assertThat(planned).last().as("back to production").isEqualTo(PlanOptions.DEFAULT);
    }

    @Test
    void anEnvironmentThatIsNotAPlainPrefixIsSaidAtTheFieldAndNotPlanned() {
        DeployView view = open(Optional.empty(), null, Optional.empty());
        TextField environment = byId(view, "deploy-environment", TextField.class);
        int plans = planned.size();

        environment.setValue("Dev-1");
        assertThat(environment.isInvalid()).isTrue();
        assertThat(environment.getErrorMessage()).contains("'Dev-1' is not a database prefix");
        assertThat(planned).as("not planned").hasSize(plans);

        environment.setValue("dev_");
        assertThat(environment.isInvalid()).isFalse();
        assertThat(planned).hasSize(plans + 1);
    }

    @Test
    void aPlanTheServiceNoLongerAppliesIsMadeAgainAndTheRefusalShown() {
        refusal = "Not deployed: the plan no longer holds (lakehouse.dwd.order_detail was to KEEP, now CREATE).";
        DeployView view = open(Optional.empty(), null, Optional.empty());

        byId(view, "deploy-start", Button.class).click();

        assertThat(applied).hasSize(1);
        assertThat(planned).as("planned again after the refusal").hasSize(2);
        assertThat(byId(view, "deploy-error", Paragraph.class).getText()).isEqualTo(refusal);
        assertThat(byId(view, "deploy-progress", ProgressPanel.class).isVisible()).isFalse();
    }

    @Test
    void aStatementThePolicyRefusesBlocksDeployWithItsReason() {
        DeployView view = open(Optional.empty(), StatementVerdict.refused("PATH",
                "The path is outside the lakehouse warehouse.", 9), Optional.empty());

        assertThat(byId(view, "deploy-start", Button.class).isEnabled()).isFalse();
        Paragraph blocked = byId(view, "deploy-blocked", Paragraph.class);
        assertThat(blocked.isVisible()).isTrue();
        assertThat(blocked.getText()).isEqualTo("Deploy is blocked: 02_dws.sql line 9 is refused by the statement"
                + " policy: The path is outside the lakehouse warehouse.");
    }

    @Test
    void thePageSaysWhatIsDeployedFromWhichCommitByWhomAndWhen() {
        DeployProgress last = new DeployProgress(7, "ecommerce", "dev", Instant.parse("2026-12-07T03:40:00Z"),
                Instant.parse("2026-12-07T03:41:00Z"), DeployState.DONE, List.of(), List.of(), "Deployed", COMMIT);
        DeployView view = open(Optional.empty(), null, Optional.of(last));

        Paragraph deployed = byId(view, "deploy-last", Paragraph.class);
        assertThat(deployed.getText()).isEqualTo("Deployed from main at 1a2b3c4d by dev, 2026-12-07 03:40 UTC"
                + " (deployment 7, done).");
        assertThat(deployed.getElement().getAttribute("data-commit")).isEqualTo(COMMIT.commit());
        assertThat(byId(view, "deploy-plan-commit", Paragraph.class).getText())
                .isEqualTo("Planned at main at 1a2b3c4d.");
    }

    @Test
    void aTableRowSaysWhyWhatItDropsHowItRefillsAndWhatFollows() {
        TablePlan recreate = table(TableAction.RECREATE);
        assertThat(TablePlanList.facts(recreate)).isEqualTo("query differs; drops 1,234 rows in 5 partitions, 2.0 KiB;"
                + " refill: its job recomputes it from the sources; downstream: dws.user_summary");
        assertThat(TablePlanList.facts(table(TableAction.KEEP))).startsWith("query differs; a re-create would drop"
                + " 1,234 rows");
        assertThat(PlanPanel.summary(plan(TableAction.RECREATE, null))).isEqualTo("Deploying creates 0, re-creates 1"
                + " and drops 0 of 1 table; 0 changed tables are kept as they are.");
    }

    @Test
    void eachLiveTableOfThePlanShowsItsStateInTheHealthModelWithSinceAndWhy() {
        health = List.of(new HealthEntry(new HealthSubject(HealthSubject.Kind.MATERIALIZED_TABLE, DETAIL),
                HealthState.FAILING, "Not running: the refresh job was cancelled", Instant.parse("2026-12-07T10:00:00Z"),
                null, "dwd", null, null));
        DeployView view = open(Optional.empty(), null, Optional.empty());

        Component row = byId(view, "deploy-tables", Component.class).getChildren().findFirst().orElseThrow();
        Span state = row.getChildren().filter(DeployViewTest::isHealth).map(Span.class::cast).findFirst()
                .orElseThrow();
        assertThat(state.getText()).isEqualTo("FAILING");
        assertThat(state.getElement().getAttribute("data-state")).isEqualTo("FAILING");
        assertThat(state.getElement().getAttribute("title")).startsWith("FAILING since 2026-12-07 ")
                .endsWith(": Not running: the refresh job was cancelled");

        health = List.of();
        DeployView notLive = open(Optional.empty(), null, Optional.empty());
        assertThat(byId(notLive, "deploy-tables", Component.class).getChildren().findFirst().orElseThrow()
                .getChildren().filter(DeployViewTest::isHealth)).as("a table not live yet").isEmpty();
    }

    private static boolean isHealth(Component c) {
        return c.getElement().getClassList().contains("deploy-table-health");
    }

    @Test
    void thePagePollsOnlyWhileADeploymentRunsAndStopsWhenItIsDone() {
        DeployView view = open(Optional.empty(), null, Optional.empty());
        ui.ui().add(view);
        assertThat(ui.ui().getPollInterval()).as("ready and idle").isEqualTo(-1);

        byId(view, "deploy-start", Button.class).click();
        assertThat(ui.ui().getPollInterval()).as("running").isEqualTo(DeployView.POLL_MILLIS);
        progressState = DeployState.DONE;
        ComponentUtil.fireEvent(ui.ui(), new PollEvent(ui.ui(), true));

        assertThat(calls).contains("progress");
        assertThat(ui.ui().getPollInterval()).as("done").isEqualTo(-1);
        ui.ui().remove(view);
    }

    @Test
    void whileTheGatewayStartsThePagePollsUntilItIsReady() {
        notReadyNow = Optional.of("Deploying needs the Flink SQL Gateway, which is not ready: Starting");
        DeployView view = open(notReadyNow, null, Optional.empty());
        ui.ui().add(view);
        assertThat(ui.ui().getPollInterval()).isEqualTo(DeployView.POLL_MILLIS);

        notReadyNow = Optional.empty();
        ComponentUtil.fireEvent(ui.ui(), new PollEvent(ui.ui(), true));

        assertThat(byId(view, "deploy-start", Button.class).isEnabled()).isTrue();
        assertThat(ui.ui().getPollInterval()).isEqualTo(-1);
        ui.ui().remove(view);
    }

    @Test
    void aOneClickDeployStartsOnceReadyAndRunsTheFollowUpsOfItsOwnDeploymentOnly() {
        OneClick auto = new OneClick();
        auto.asked(true);
        assertThat(auto.deployNow(false, true)).as("the gateway is starting").isFalse();
        assertThat(auto.waitsToDeploy()).isTrue();
        assertThat(auto.deployNow(true, true)).isTrue();
        assertThat(auto.deployNow(true, true)).as("once").isFalse();
        assertThat(auto.followUpNow(progress(3, DeployState.SCRIPTS_DONE), 4L)).as("another deployment").isFalse();
        assertThat(auto.followUpNow(progress(4, DeployState.SCRIPTS_DONE), 4L)).isTrue();
        assertThat(auto.followUpNow(progress(4, DeployState.SCRIPTS_DONE), 4L)).as("once").isFalse();
        auto.asked(false);
        assertThat(auto.deployNow(true, true)).isFalse();
    }

    @SuppressWarnings("unchecked")
    private DeployView open(Optional<String> notReady, StatementVerdict verdict, Optional<DeployProgress> last) {
        DeployService deploys = Fakes.of(DeployService.class, Map.<String, Function<Object[], Object>>of(
                "notReady", args -> notReadyNow == null ? notReady : notReadyNow,
                "plan", args -> {
                    PlanOptions options = (PlanOptions) args[1];
                    planned.add(options);
                    ProjectPlan plan = plan(options.recreates(DETAIL) ? TableAction.RECREATE : TableAction.KEEP,
                            verdict, options);
                    made.add(plan);
                    return plan;
                },
                "apply", args -> {
                    applied.add(args[0]);
                    if (refusal != null) {
                        throw new ServiceException(refusal);
                    }
                    return progress(1, DeployState.RUNNING);
                },
                "lastApplied", args -> last,
                "progress", args -> progress(1, progressState),
                "latest", args -> Optional.empty()), calls);
        DeployView view = new DeployView(deploys, Fakes.of(HealthService.class, Map.of("current", args -> health)));
        ComboBox<String> project = byId(view, "deploy-project", ComboBox.class);
        project.setItems("ecommerce");
        project.setValue("ecommerce");
        return view;
    }

    private static ProjectPlan plan(TableAction action, StatementVerdict verdict) {
        return plan(action, verdict, PlanOptions.DEFAULT);
    }

    private static ProjectPlan plan(TableAction action, StatementVerdict verdict, PlanOptions options) {
        TableChange change = new TableChange(DETAIL, 3, "02_dws.sql", 7, "AS SELECT 1", "AS SELECT 2");
        PlannedStep step = new PlannedStep(0, "02_dws.sql", 7, "CREATE_MATERIALIZED_TABLE", DETAIL,
                PlannedStep.Action.RUN, "creates " + DETAIL, "CREATE MATERIALIZED TABLE ...",
                verdict == null ? StatementVerdict.ALLOWED : verdict);
        return new ProjectPlan("ecommerce", options, COMMIT, "dev", Instant.EPOCH, List.of(table(action)),
                List.of(step), List.of(new ScriptPlan(3, "02_dws.sql", ScriptStatus.CHANGED, 1, List.of(DETAIL),
                List.of(change))), "f".repeat(64));
    }

    private static TablePlan table(TableAction action) {
        return new TablePlan(DETAIL, action, "MATERIALIZED_TABLE", "CONTINUOUS", "02_dws.sql", 7,
                List.of(DefinitionPart.QUERY), null, new TableData(1234, 5, 2048), Refill.of(Refill.Kind.CONTINUOUS),
                List.of("lakehouse.dws.user_summary"));
    }

    private static DeployProgress progress(long id, DeployState state) {
        return new DeployProgress(id, "ecommerce", "dev", Instant.EPOCH, null, state, List.of(), List.of(), "", null);
    }
}
