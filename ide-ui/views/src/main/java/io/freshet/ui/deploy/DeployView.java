package io.freshet.ui.deploy;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.QueryParameters;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.common.PollSwitch;
import io.freshet.ui.health.HealthService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;

/**
 * Deploy a project in one action: what is deployed now (commit, who, when), the plan (per table its action and
 * cost, each script with diffs and the re-create choice, the statements with the policy's verdicts), applied exactly
 * as shown, then the statements' progress, then the first refreshes and backfill. DEVELOPER and ADMIN.
 * With {@code ?run=all} (the home page's "Deploy the sample project") the page deploys by itself as soon as the
 * gateway is ready, then runs every offered follow-up: one click from the home page to tables holding rows.
 */
@Route(value = "deploy/:project?", layout = MainLayout.class)
@Menu(title = "Deploy", order = 9, icon = "vaadin:rocket")
@PageTitle("Deploy · Freshet")
@RolesAllowed(Roles.DEVELOPER)
public class DeployView extends Main implements BeforeEnterObserver {

    static final int POLL_MILLIS = 500;
    private static final String RUN = "run";
    private static final String ALL = "all";

    private final DeployService deploys;
    private final ComboBox<String> project = new ComboBox<>("Project");
    private final Button start = new Button("Deploy");
    private final Button stop = new Button("Stop");
    private final Paragraph error = new Paragraph();
    private final ReadyLine waiting = new ReadyLine();
    private final LastDeployed deployed = new LastDeployed();
    private final PlanPanel plan;
    private final ProgressPanel progress;
    private Long running;
    /** The shown deployment's state at the last look: once its statements ran, the plan is made again. */
    private DeployState seen;
    /** Whether the gateway and catalog were ready at the last look; Deploy stays off until they are. */
    private boolean ready;
    /** Whether the shown deployment leaves Deploy free (none, or one that ended). */
    private boolean startable = true;
    private final OneClick auto = new OneClick();
    private final PollSwitch polling;
    private boolean busy;

    /** The query that makes the page deploy by itself and run every follow-up. */
    public static QueryParameters deployAll() {
        return QueryParameters.of(RUN, ALL);
    }

    public DeployView(DeployService deploys, HealthService health) {
        this.deploys = deploys;
        this.plan = new PlanPanel(deploys, health, error::setText, this::enableStart);
        this.progress = new ProgressPanel(this::followUp);
        this.polling = new PollSwitch(this, POLL_MILLIS, this::poll);
        getStyle().set("padding", "var(--lumo-space-l)");
        project.setId("deploy-project");
        project.addValueChangeListener(e -> showPlan(e.getValue()));
        start.setId("deploy-start");
        start.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        start.addClickListener(e -> start());
        stop.setId("deploy-stop");
        stop.setEnabled(false);
        stop.addClickListener(e -> act(() -> deploys.cancel(running)));
        error.setId("deploy-error");
        error.getStyle().set("color", "var(--lumo-error-text-color)");
        progress.setVisible(false);
        HorizontalLayout bar = new HorizontalLayout(project, start, stop);
        bar.setDefaultVerticalComponentAlignment(com.vaadin.flow.component.orderedlayout.FlexComponent.Alignment.BASELINE);
        add(new H2("Deploy a project"), bar, waiting, error, deployed, plan, progress);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        auto.asked(event.getLocation().getQueryParameters().getSingleParameter(RUN).filter(ALL::equals).isPresent());
        act(() -> {
            Welcome welcome = deploys.welcome();
            project.setItems(welcome.projects());
            String wanted = event.getRouteParameters().get("project").orElse(welcome.sampleProject());
            if (wanted == null && !welcome.projects().isEmpty()) {
                wanted = welcome.projects().get(0);
            }
            project.setValue(wanted);
        });
    }

    private void showPlan(String name) {
        if (name == null) {
            return;
        }
        act(() -> {
            lookIfReady();
            plan.load(name);
            deployed.show(deploys.lastApplied(name));
            seen = null;
            deploys.latest(name).ifPresentOrElse(p -> {
                running = p.id();
                show(p);
            }, () -> progress.setVisible(false));
            startIfAsked();
        });
    }

    /** A one-click deploy starts as soon as the gateway is ready and no deployment of the project is under way. */
    private void startIfAsked() {
        if (auto.deployNow(ready, startable)) {
            start();
            // a reload of the page shows this deployment instead of starting another
            getUI().or(() -> java.util.Optional.ofNullable(com.vaadin.flow.component.UI.getCurrent()))
                    .ifPresent(ui -> ui.getPage().getHistory().replaceState(null, "deploy/" + project.getValue()));
        }
    }

    private void start() {
        act(() -> {
            auto.started();
            DeployProgress started = plan.apply();
            running = started.id();
            show(started);
        });
    }

    private void followUp(boolean refresh, boolean backfill) {
        act(() -> show(deploys.followUp(running, refresh, backfill)));
    }

    /**
     * A first start shows this page while the embedded Flink is still starting: Deploy waits for it, and the plan
     * is made again once the live catalog can be read.
     */
    private void poll() {
        if (!ready && lookIfReady()) {
            showPlan(project.getValue());
        }
        if (running == null) {
            return;
        }
        try {
            show(deploys.progress(running));
        } catch (ServiceException e) {
            error.setText(e.userMessage());
            running = null;
            busy = false;
            pollWhileWaiting();
        }
    }

    /** The page polls only while it waits for the gateway or a deployment runs. */
    private void pollWhileWaiting() {
        polling.set(!ready || busy);
    }

    private void show(DeployProgress p) {
        progress.setVisible(true);
        progress.show(p);
        busy = p.state() == DeployState.RUNNING || p.state() == DeployState.FOLLOWING_UP;
        startable = !busy && p.state() != DeployState.SCRIPTS_DONE;
        if (seen == DeployState.RUNNING && p.state() != DeployState.RUNNING) {
            // the statements ran (or stopped): the live tables moved, so plan again and say what is deployed
            plan.replan();
            deployed.show(deploys.lastApplied(project.getValue()));
        }
        seen = p.state();
        enableStart();
        stop.setEnabled(busy);
        project.setEnabled(!busy);
        pollWhileWaiting();
        if (auto.followUpNow(p, running)) {
            followUp(true, true);
        }
    }

    /** Reads whether a deployment can start now and shows why not; true when it can. */
    private boolean lookIfReady() {
        ready = waiting.show(deploys.notReady(), auto.waitsToDeploy());
        enableStart();
        pollWhileWaiting();
        return ready;
    }

    /** Deploy applies the shown plan: only when the gateway is ready, nothing runs, and no statement is refused. */
    private void enableStart() {
        start.setEnabled(ready && startable && plan.shown() != null && plan.shown().blocked().isEmpty());
    }

    private void act(Runnable action) {
        try {
            error.setText("");
            action.run();
        } catch (ServiceException e) {
            error.setText(e.userMessage());
        }
    }
}
