package io.freshet.ui.ingest;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.editor.SqlEditor;

/**
 * The wizard's last step: the mode, the statements the ingestion will run (passwords shown as ***) and Create, which
 * starts the job through the {@link IngestionService}. The snapshot mode says it is not built yet.
 */
final class ModeStep extends Div {

    static final String SNAPSHOT_NOT_BUILT = "Snapshot ingestion is not built yet: choose CDC.";

    private final IngestionService ingestions;
    private final WizardState state;
    private final SqlEditor plan = new SqlEditor();
    private final Paragraph message = new Paragraph();
    private final Button create = new Button("Create ingestion");

    ModeStep(IngestionService ingestions, WizardState state) {
        this.ingestions = ingestions;
        this.state = state;
        RadioButtonGroup<IngestionMode> mode = new RadioButtonGroup<>("Mode");
        mode.setId("wizard-mode");
        mode.setItems(IngestionMode.values());
        mode.setItemLabelGenerator(m -> m == IngestionMode.CDC ? "CDC: snapshot, then continuous changes"
                : "Snapshot: periodic full reads (not built yet)");
        mode.setValue(IngestionMode.CDC);
        plan.setId("wizard-plan");
        plan.setReadOnly(true);
        plan.setWidthFull();
        message.setId("wizard-create-message");
        create.setId("wizard-create");
        create.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        create.addClickListener(e -> create(mode.getValue()));
        mode.addValueChangeListener(e -> showPlan(e.getValue()));
        add(mode, plan, message, create);
        showPlan(IngestionMode.CDC);
    }

    private void showPlan(IngestionMode mode) {
        if (mode != IngestionMode.CDC) {
            plan.setValue("");
            message.setText(SNAPSHOT_NOT_BUILT);
            create.setEnabled(false);
            return;
        }
        try {
            IngestionPlan p = ingestions.plan(state.source(), state.schema(), state.chosen(), state.targetDatabase(),
                    mode);
            plan.setValue(String.join(";\n\n", p.statements()) + ";");
            message.setText(p.slots().isEmpty() ? "" : "The job creates the replication slots "
                    + String.join(", ", p.slots()) + " in the source; deleting the ingestion drops them.");
            create.setEnabled(true);
        } catch (ServiceException e) {
            plan.setValue("");
            message.setText(e.userMessage());
            create.setEnabled(false);
        }
    }

    private void create(IngestionMode mode) {
        create.setEnabled(false);
        try {
            IngestionSummary created = ingestions.create(state.source(), state.schema(), state.chosen(),
                    state.targetDatabase(), mode);
            message.setText("Ingestion " + created.id() + " is " + created.state() + " (job " + created.jobId()
                    + "). Follow it on the Ingestions page.");
        } catch (ServiceException e) {
            message.setText(e.userMessage());
            create.setEnabled(true);
        }
    }
}
