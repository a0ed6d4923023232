package io.freshet.ui.status;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.deploy.DeployService;
import io.freshet.ui.deploy.Welcome;
import io.freshet.ui.health.HealthService;
import io.freshet.ui.health.HealthSummary;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;

/**
 * The landing page: with an empty lakehouse it greets the user with the sample project and the button that deploys
 * it; afterwards it shows the health model's counts and worst tables, and points to each project's deployment,
 * lineage and scripts, and to the Status page.
 */
@Route(value = "", layout = MainLayout.class)
@Menu(title = "Home", order = 1, icon = "vaadin:home")
@PageTitle("Freshet")
@RolesAllowed(Roles.VIEWER)
public class HomeView extends Main {

    public HomeView(DeployService deploys, CurrentUserService user, HealthService health) {
        getStyle().set("padding", "var(--lumo-space-l)").set("max-width", "56em");
        setId("home");
        add(new H2("Welcome to Freshet"));
        Welcome welcome;
        try {
            welcome = deploys.welcome();
        } catch (ServiceException e) {
            add(new Paragraph(e.userMessage()), statusLink());
            return;
        }
        boolean developer = user.hasRole(Roles.DEVELOPER);
        if (welcome.catalogEmpty() && welcome.sampleProject() != null) {
            Paragraph greeting = new Paragraph("Your lakehouse is empty. The sample project "
                    + welcome.sampleProject() + " is ready: an online shop layered ODS → DWD → DWS with materialized"
                    + " tables that Flink keeps fresh, continuously or on a schedule. Deploying it runs its scripts"
                    + " in order, then fills its scheduled tables.");
            greeting.setId("home-greeting");
            add(greeting);
            if (developer) {
                // the button deploys: the deploy page starts at once (once Flink is up), then refreshes and backfills
                Button deploy = new Button("Deploy the sample project", e -> e.getSource().getUI()
                        .ifPresent(ui -> ui.navigate("deploy/" + welcome.sampleProject(),
                                io.freshet.ui.deploy.DeployView.deployAll())));
                deploy.setId("home-deploy-sample");
                deploy.addThemeVariants(ButtonVariant.LUMO_PRIMARY, ButtonVariant.LUMO_LARGE);
                add(deploy);
            } else {
                add(new Paragraph("Ask a developer to deploy it; you can read its scripts under Scripts meanwhile."));
            }
        } else {
            Paragraph summary = new Paragraph(welcome.catalogEmpty() ? "Your lakehouse is empty."
                    : "Your lakehouse holds " + welcome.tables() + (welcome.tables() == 1 ? " table." : " tables."));
            summary.setId("home-summary");
            add(summary);
            if (!welcome.catalogEmpty()) {
                add(new HealthSummary(health));
            }
        }
        Div projects = new Div();
        projects.setId("home-projects");
        for (String name : welcome.projects()) {
            Div row = new Div(new Span(name));
            row.getElement().setAttribute("data-project", name);
            row.getStyle().set("display", "flex").set("gap", "var(--lumo-space-m)").set("padding", "var(--lumo-space-xs) 0");
            if (developer) {
                row.add(new Anchor("deploy/" + name, "Deploy"));
            }
            row.add(new Anchor("lineage?project=" + name, "Lineage"), new Anchor("scripts", "Scripts"));
            projects.add(row);
        }
        if (!welcome.projects().isEmpty()) {
            add(new Paragraph("Projects:"), projects);
        }
        add(statusLink());
    }

    private static Paragraph statusLink() {
        Anchor status = new Anchor("status", "Status of Flink, the catalog and the database");
        status.setId("home-status");
        return new Paragraph(status);
    }
}
