package io.freshet.ui.ingest;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.Roles;
import io.freshet.ui.shell.MainLayout;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;

/**
 * The ingestion wizard: source, schema, tables, target database, and a preview of each target table's type mapping
 * and DDL; "Next" stays disabled while the current step is incomplete or any chosen table cannot be ingested. Its
 * last step shows the statements the ingestion runs and creates it.
 */
@Route(value = "ingestion/new", layout = MainLayout.class)
@Menu(title = "New ingestion", order = 9.2, icon = "vaadin:download")
@PageTitle("New ingestion · Freshet")
@RolesAllowed(Roles.DEVELOPER)
public class IngestionWizardView extends Main {

    private final IngestSourceService sources;
    private final IngestionService ingestions;
    private final Span stepTitle = new Span();
    private final Div content = new Div();
    private final Paragraph blocker = new Paragraph();
    private final Paragraph message = new Paragraph();
    private final Button back = new Button("Back");
    private final Button next = new Button("Next");
    private WizardState state = WizardState.start();
    private List<String> schemas = List.of();

    public IngestionWizardView(IngestSourceService sources, IngestionService ingestions) {
        this.sources = sources;
        this.ingestions = ingestions;
        getStyle().set("padding", "var(--lumo-space-l)");
        stepTitle.setId("wizard-step");
        content.setId("wizard-content");
        blocker.setId("wizard-blocker");
        blocker.getStyle().set("color", "var(--lumo-secondary-text-color)");
        message.setId("wizard-message");
        message.getStyle().set("color", "var(--lumo-error-text-color)");
        back.setId("wizard-back");
        back.addClickListener(e -> go(state.back()));
        next.addClickListener(e -> advance());
        next.setId("wizard-next");
        next.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        add(new H2("New ingestion"), stepTitle, content, message, blocker, new HorizontalLayout(back, next));
        render();
    }

    WizardState state() {
        return state;
    }

    /** Goes on, loading what the next step shows; a refusal of the service keeps the wizard where it is. */
    private void advance() {
        try {
            WizardState moved = state.next();
            if (moved.step() == WizardState.Step.SCHEMA) {
                schemas = sources.schemas(moved.source());
            }
            if (moved.step() == WizardState.Step.PREVIEW) {
                moved = moved.withPreviews(sources.preview(moved.source(), moved.schema(), moved.chosen(),
                        moved.targetDatabase()));
            }
            go(moved);
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }

    private void go(WizardState s) {
        state = s;
        message.setText("");
        render();
    }

    /** The state changed within a step: only the gating is redrawn, so fields keep their focus. */
    private void update(WizardState s) {
        state = s;
        gate();
    }

    private void render() {
        WizardState.Step step = state.step();
        stepTitle.setText("Step " + (step.ordinal() + 1) + " of " + WizardState.Step.values().length + ": "
                + step.title());
        content.removeAll();
        switch (step) {
            case SOURCE -> content.add(sourcePicker());
            case SCHEMA -> content.add(schemaPicker());
            case TABLES -> content.add(new TableChoice(state, names -> update(state.withChosen(names))));
            case TARGET -> content.add(targetField());
            case PREVIEW -> content.add(new PreviewList(state));
            case MODE -> content.add(new ModeStep(ingestions, sources, state));
        }
        back.setEnabled(step != WizardState.Step.SOURCE);
        next.setVisible(step != WizardState.Step.MODE);
        gate();
    }

    private void gate() {
        List<String> why = state.blockers();
        next.setEnabled(why.isEmpty());
        blocker.setText(state.step() == WizardState.Step.MODE ? "" : String.join(" ", why));
    }

    private ComboBox<SourceSummary> sourcePicker() {
        ComboBox<SourceSummary> picker = new ComboBox<>("Source");
        picker.setId("wizard-source");
        picker.setItemLabelGenerator(s -> s.name() + " (" + s.kind().label() + " " + s.host() + ":" + s.port() + "/"
                + s.database() + ")");
        picker.setWidth("30em");
        try {
            List<SourceSummary> all = sources.list();
            picker.setItems(all);
            all.stream().filter(s -> s.name().equals(state.source())).findFirst().ifPresent(picker::setValue);
            if (all.isEmpty()) {
                message.setText("There is no source yet: an administrator adds one on the Sources page.");
            }
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
        picker.addValueChangeListener(e -> update(state.withSource(e.getValue() == null ? null : e.getValue().name())));
        return picker;
    }

    private ComboBox<String> schemaPicker() {
        ComboBox<String> picker = new ComboBox<>("Schema of " + state.source());
        picker.setId("wizard-schema");
        picker.setItems(schemas);
        picker.setValue(state.schema());
        if (schemas.isEmpty()) {
            message.setText("The source " + state.source() + " has no schema with tables its user can see: check the"
                    + " user's USAGE and SELECT rights in the source.");
        }
        picker.addValueChangeListener(e -> {
            if (e.getValue() == null) {
                update(state.withSchema(null, List.of()));
                return;
            }
            try {
                update(state.withSchema(e.getValue(), sources.tables(state.source(), e.getValue())));
                message.setText("");
            } catch (ServiceException ex) {
                update(state.withSchema(null, List.of()));
                message.setText(ex.userMessage());
            }
        });
        return picker;
    }

    private TextField targetField() {
        TextField target = new TextField("Target database in the lakehouse");
        target.setId("wizard-target");
        target.setValue(state.targetDatabase());
        target.setHelperText("Each chosen table becomes a Paimon primary-key table in this database.");
        target.setValueChangeMode(ValueChangeMode.EAGER);
        target.addValueChangeListener(e -> update(state.withTargetDatabase(e.getValue())));
        return target;
    }
}
