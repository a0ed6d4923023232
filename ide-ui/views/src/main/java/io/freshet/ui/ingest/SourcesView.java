package io.freshet.ui.ingest;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The source databases of ingestions: administrators add, edit, test, re-test and delete them; developers read the
 * list. Readiness is what the last test on this page found: a test connects to the database (up to 10 s for a host
 * that does not answer), so the page tests on request ("Re-test", "Re-test all"), not on every opening.
 */
@Route(value = "sources", layout = MainLayout.class)
@Menu(title = "Sources", order = 9.1, icon = "vaadin:connect")
@PageTitle("Sources · Freshet")
@RolesAllowed(Roles.DEVELOPER)
public class SourcesView extends Main {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    private final IngestSourceService sources;
    private final boolean admin;
    private final Grid<SourceSummary> grid = new Grid<>(SourceSummary.class, false);
    private final Map<String, SourceTestResult> readiness = new HashMap<>();
    private final SourceForm form = new SourceForm();
    private final CheckList checks = new CheckList();
    private final Paragraph message = new Paragraph();
    private final HorizontalLayout formActions = new HorizontalLayout();

    public SourcesView(IngestSourceService sources, CurrentUserService user) {
        this.sources = sources;
        this.admin = user.hasRole(Roles.ADMIN);
        getStyle().set("padding", "var(--lumo-space-l)");
        message.setId("source-message");
        grid.setId("source-grid");
        grid.addColumn(SourceSummary::name).setHeader("Name").setAutoWidth(true);
        grid.addColumn(s -> s.kind().label()).setHeader("Kind").setAutoWidth(true);
        grid.addColumn(s -> s.host() + ":" + s.port() + "/" + s.database()).setHeader("Address").setAutoWidth(true);
        grid.addColumn(SourceSummary::user).setHeader("User").setAutoWidth(true);
        grid.addComponentColumn(this::readinessCell).setHeader("Readiness").setFlexGrow(3);
        grid.addColumn(s -> s.updatedBy() + (s.updatedAt() == null ? "" : ", " + TIME.format(s.updatedAt())))
                .setHeader("Changed").setAutoWidth(true);
        grid.setAllRowsVisible(true);
        add(new H2("Sources"), new Paragraph("The operational databases ingestions read (PostgreSQL, MySQL)."
                + (admin ? "" : " Only administrators add, change, test or delete sources.")));
        if (admin) {
            add(adminActions());
        }
        add(message, grid);
        if (admin) {
            add(form, formActions, checks);
        }
        refresh();
    }

    private HorizontalLayout adminActions() {
        Button addSource = button("Add source", "source-add", () -> {
            form.openNew();
            showForm();
        });
        Button edit = button("Edit", "source-edit", () -> selected().ifPresent(s -> {
            form.openEdit(s);
            showForm();
        }));
        Button retest = button("Re-test", "source-retest", () -> selected().ifPresent(this::retest));
        Button retestAll = button("Re-test all", "source-retest-all", this::retestAll);
        Button delete = button("Delete", "source-delete", () -> selected().ifPresent(this::confirmDelete));
        delete.addThemeVariants(ButtonVariant.LUMO_ERROR);
        for (Button b : new Button[] {edit, retest, delete}) {
            b.setEnabled(false);
        }
        grid.asSingleSelect().addValueChangeListener(e -> {
            for (Button b : new Button[] {edit, retest, delete}) {
                b.setEnabled(e.getValue() != null);
            }
        });
        Button test = button("Test", "source-test", () -> form.definition().ifPresent(d -> {
            SourceTestResult result = sources.test(d);
            checks.show("Test of " + d.name(), result);
        }));
        Button save = button("Save", "source-save", () -> form.definition().ifPresent(this::save));
        save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        Button cancel = button("Cancel", "source-cancel", this::hideForm);
        formActions.add(test, save, cancel);
        formActions.setVisible(false);
        return new HorizontalLayout(addSource, edit, retest, delete, retestAll);
    }

    private void save(SourceDefinition d) {
        SourceTestResult result = sources.save(d);
        checks.show((result.saved() ? "Saved " : "Not saved ") + d.name(), result);
        if (!result.saved()) {
            message.setText(d.name() + " was not saved: it does not connect. " + String.join(" ", result.problems()));
            return;
        }
        readiness.put(d.name(), result);
        message.setText("Saved " + d.name() + " (" + Readiness.verdict(result) + ").");
        hideForm();
        refresh();
    }

    private void retest(SourceSummary s) {
        SourceTestResult result = sources.retest(s.name());
        readiness.put(s.name(), result);
        checks.show("Re-test of " + s.name(), result);
        message.setText(s.name() + ": " + Readiness.describe(result));
        grid.getDataProvider().refreshItem(s);
    }

    /** Tests every source once, so the grid shows each one's readiness (each test connects to its database). */
    private void retestAll() {
        List<String> said = new ArrayList<>();
        for (SourceSummary s : sources.list()) {
            try {
                SourceTestResult result = sources.retest(s.name());
                readiness.put(s.name(), result);
                said.add(s.name() + ": " + Readiness.verdict(result));
            } catch (ServiceException e) {
                said.add(s.name() + ": " + e.userMessage());
            }
        }
        checks.clear();
        message.setText(said.isEmpty() ? "There is no source to test." : String.join("; ", said) + ".");
        refresh();
    }

    private void confirmDelete(SourceSummary s) {
        ConfirmDialog dialog = Readiness.deleteConfirmation(s, () -> act(() -> {
            sources.delete(s.name());
            readiness.remove(s.name());
            message.setText("Deleted " + s.name() + ".");
            hideForm();
            refresh();
        }));
        // in the page's tree while open, so it is found there; gone once answered
        dialog.addConfirmListener(e -> remove(dialog));
        dialog.addCancelListener(e -> remove(dialog));
        add(dialog);
        dialog.open();
    }

    /** The grid's readiness text of a source: its last test on this page, with each failed check's message. */
    String readinessText(String name) {
        SourceTestResult result = readiness.get(name);
        return result == null ? (admin ? "Not tested on this page: Re-test" : "Not tested on this page")
                : Readiness.describe(result);
    }

    private Span readinessCell(SourceSummary s) {
        return Readiness.cell(s.name(), readinessText(s.name()), readiness.get(s.name()));
    }

    private Optional<SourceSummary> selected() {
        return grid.asSingleSelect().getOptionalValue();
    }

    private void showForm() {
        checks.clear();
        formActions.setVisible(true);
    }

    private void hideForm() {
        form.close();
        formActions.setVisible(false);
    }

    private void refresh() {
        act(() -> grid.setItems(sources.list()));
    }

    private Button button(String text, String id, Runnable action) {
        Button b = new Button(text, e -> act(action));
        b.setId(id);
        return b;
    }

    /** Runs an action; a service refusal is shown where the user is looking (the open form, else the page). */
    private void act(Runnable action) {
        try {
            action.run();
        } catch (ServiceException e) {
            if (form.isVisible()) {
                form.showError(e.userMessage());
            } else {
                message.setText(e.userMessage());
            }
        }
    }
}
