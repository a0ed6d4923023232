package io.freshet.ui.serving;

import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import io.freshet.ui.common.ServiceException;
import java.util.List;

/**
 * The Serve panel of a database or table page in the catalog: for a chosen serving target, the statement to copy, the
 * findings of the database's tables (or the one table) and the freshness a reader sees; an ADMIN may run the statement
 * on a StarRocks or Doris target and see the tables the engine then lists. Ids start with {@code serve-}.
 */
public class ServePanel extends Div {

    private final ServingService serving;
    private final boolean admin;
    private final String database;
    private final String table;
    private final Select<ServingTarget> target = new Select<>();
    private final Paragraph message = new Paragraph();
    private final ServingPlanView plan = new ServingPlanView("serve");
    private final Button run = new Button("Run on the engine");
    private final Div ran = new Div();

    /** @param table the table to serve, or null for every table of the database */
    public ServePanel(ServingService serving, boolean admin, String database, String table) {
        this.serving = serving;
        this.admin = admin;
        this.database = database;
        this.table = table;
        setId("serve-panel");
        message.setId("serve-message");
        ran.setId("serve-run-result");
        target.setLabel("Serving target");
        target.setId("serve-target");
        target.setItemLabelGenerator(t -> t.name() + " (" + t.kind().displayName() + " " + t.version() + ")");
        run.setId("serve-run");
        run.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        run.setVisible(false);
        run.addClickListener(e -> runStatement());
        HorizontalLayout pick = new HorizontalLayout(target, run);
        pick.setAlignItems(HorizontalLayout.Alignment.BASELINE);
        add(pick, message, ran, plan);
        List<ServingTarget> targets = serving.targets();
        if (targets.isEmpty()) {
            pick.setVisible(false);
            message.add(new Text("No serving target yet: an administrator adds one on the "),
                    new Anchor("serving", "Serving page"), new Text("."));
            return;
        }
        target.setItems(targets);
        target.addValueChangeListener(e -> show());
        target.setValue(targets.get(0));
    }

    private void show() {
        ran.removeAll();
        plan.removeAll();
        run.setVisible(false);
        if (target.getValue() == null) {
            return;
        }
        try {
            ServingPlan shown = serving.plan(target.getValue().id(), database, table);
            message.setText("");
            plan.show(shown);
            run.setVisible(admin && shown.runnable());
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }

    private void runStatement() {
        ran.removeAll();
        try {
            ServingRun result = serving.run(target.getValue().id(), database);
            ran.add(new Paragraph((result.created() ? "Created the catalog " : "The engine had the catalog ")
                    + result.catalogName() + (result.created() ? "" : " already (Freshet did not replace it)")
                    + "; " + result.target() + " lists " + result.tables().size() + " tables in "
                    + result.catalogName() + "." + result.database() + (result.tables().isEmpty() ? "." : ":")));
            UnorderedList tables = new UnorderedList();
            result.tables().forEach(t -> {
                ListItem item = new ListItem(t);
                item.getElement().setAttribute("data-table", t);
                tables.add(item);
            });
            ran.add(tables);
            message.setText("");
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }
}
