package io.freshet.ui.audit;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/** The audit log for administrators, newest first, filtered by user, action and free text. */
@Route(value = "audit", layout = MainLayout.class)
@Menu(title = "Audit log", order = 10, icon = "vaadin:list")
@PageTitle("Audit log · Freshet")
@RolesAllowed(Roles.ADMIN)
public class AuditView extends Main {

    private static final int LIMIT = 500;
    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneId.systemDefault());

    private final AuditService audit;
    private final TextField actor = new TextField("User");
    private final TextField action = new TextField("Action");
    private final TextField text = new TextField("Contains");
    private final Grid<AuditEntry> grid = new Grid<>(AuditEntry.class, false);

    public AuditView(AuditService audit) {
        this.audit = audit;
        getStyle().set("padding", "var(--lumo-space-l)");
        actor.setId("audit-actor");
        action.setId("audit-action");
        text.setId("audit-text");
        Button filter = new Button("Filter", e -> refresh());
        filter.setId("audit-filter");
        grid.setId("audit-grid");
        grid.addColumn(e -> TIME.format(e.occurredAt())).setHeader("Time").setAutoWidth(true);
        grid.addColumn(AuditEntry::actor).setHeader("User").setAutoWidth(true);
        grid.addColumn(AuditEntry::action).setHeader("Action").setAutoWidth(true);
        grid.addColumn(AuditEntry::target).setHeader("Target");
        grid.addColumn(AuditEntry::outcome).setHeader("Outcome").setAutoWidth(true);
        grid.addColumn(AuditEntry::detail).setHeader("Detail");
        HorizontalLayout filters = new HorizontalLayout(actor, action, text, filter);
        filters.setAlignItems(HorizontalLayout.Alignment.BASELINE);
        add(new H2("Audit log"), filters, grid);
        refresh();
    }

    private void refresh() {
        grid.setItems(audit.find(new AuditQuery(actor.getValue(), action.getValue(), text.getValue(), LIMIT)));
    }
}
