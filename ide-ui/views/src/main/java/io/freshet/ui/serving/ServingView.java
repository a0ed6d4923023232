package io.freshet.ui.serving;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Serving the warehouse to OLAP engines: everyone picks a target and a database (or one table of it) and gets the
 * catalog statement to copy, with secrets only named, and each table's compatibility findings ({@link ServingPlanView},
 * as the catalog's Serve panels show them); an ADMIN adds and removes targets.
 */
@Route(value = "serving", layout = MainLayout.class)
@Menu(title = "Serving", order = 9.5, icon = "vaadin:share")
@PageTitle("Serving · Freshet")
@RolesAllowed(Roles.VIEWER)
public class ServingView extends Main implements BeforeEnterObserver {

    private final ServingService serving;
    private final boolean admin;
    private final Grid<ServingTarget> targets = new Grid<>(ServingTarget.class, false);
    private final Select<ServingTarget> target = new Select<>();
    private final Paragraph message = new Paragraph();
    private final ServingPlanView plan = new ServingPlanView("serving");
    private final TargetForm form = new TargetForm(this::addTarget);
    private final TextField database = new TextField("Database");
    private final TextField table = new TextField("Table");

    public ServingView(ServingService serving, CurrentUserService user) {
        this.serving = serving;
        this.admin = user.hasRole(Roles.ADMIN);
        getStyle().set("padding", "var(--lumo-space-l)");
        message.setId("serving-message");
        targets.setId("serving-targets");
        targets.addColumn(ServingTarget::name).setHeader("Name");
        targets.addColumn(t -> t.kind().displayName() + " " + t.version()).setHeader("Engine");
        targets.addColumn(ServingTarget::catalogName).setHeader("Catalog");
        targets.addColumn(t -> t.jdbcUrl() == null ? "" : t.jdbcUrl()).setHeader("JDBC URL");
        if (admin) {
            targets.addComponentColumn(this::removeButton).setHeader("");
        }
        targets.setAllRowsVisible(true);

        target.setLabel("Target");
        target.setId("serving-target");
        target.setItemLabelGenerator(t -> t.name() + " (" + t.kind().displayName() + " " + t.version() + ")");
        database.setId("serving-database");
        database.setValue("dws");
        table.setId("serving-table");
        table.setPlaceholder("every table");
        Button show = new Button("Show", e -> show(database.getValue(), table.getValue()));
        show.setId("serving-show");
        show.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        HorizontalLayout pick = new HorizontalLayout(target, database, table, show);
        pick.setAlignItems(HorizontalLayout.Alignment.BASELINE);

        add(new H2("Serving"), new Paragraph("The OLAP engines that read Freshet's warehouse: the catalog"
                + " definition each needs, and what it can read of a table, checked against its documented Paimon"
                + " support."), targets);
        if (admin) {
            add(form);
        }
        add(message, pick, plan);
        refresh();
    }

    /** {@code serving?database=dws&table=t}, as a table or database page links here: that plan at once. */
    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        Map<String, List<String>> parameters = event.getLocation().getQueryParameters().getParameters();
        String db = parameters.getOrDefault("database", List.of()).stream().findFirst().orElse(null);
        if (db != null) {
            open(db, parameters.getOrDefault("table", List.of()).stream().findFirst().orElse(""));
        }
    }

    /** Shows the plan of this database (and table, unless blank) for the chosen target. */
    void open(String db, String tableName) {
        database.setValue(db);
        table.setValue(tableName == null ? "" : tableName);
        show(database.getValue(), table.getValue());
    }

    private void show(String dbName, String tableName) {
        plan.removeAll();
        if (target.getValue() == null) {
            message.setText(targets.getGenericDataView().getItems().findAny().isPresent() ? "Choose a target."
                    : "No serving target yet: an administrator adds one here.");
            return;
        }
        try {
            ServingPlan result = serving.plan(target.getValue().id(), dbName.strip(),
                    tableName == null || tableName.isBlank() ? null : tableName.strip());
            message.setText("");
            plan.show(result);
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }

    private void addTarget(NewServingTarget t) {
        act(() -> {
            ServingTarget added = serving.add(t);
            form.reset();
            return "Serving target " + added.name() + " added.";
        });
    }

    private Button removeButton(ServingTarget t) {
        Button remove = new Button("Remove", e -> act(() -> {
            serving.remove(t.id());
            return "Serving target " + t.name() + " removed; its secrets stay on the Secrets page.";
        }));
        remove.addClassName("serving-remove");
        remove.getElement().setAttribute("data-target", t.name());
        remove.addThemeVariants(ButtonVariant.LUMO_ERROR, ButtonVariant.LUMO_SMALL);
        return remove;
    }

    private void act(Supplier<String> action) {
        try {
            message.setText(action.get());
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
        refresh();
    }

    private void refresh() {
        List<ServingTarget> list = serving.targets();
        targets.setItems(list);
        ServingTarget chosen = target.getValue();
        target.setItems(list);
        target.setValue(list.stream().filter(t -> chosen != null && t.id() == chosen.id()).findFirst()
                .orElse(list.isEmpty() ? null : list.get(0)));
    }
}
