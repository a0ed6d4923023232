package io.freshet.ui.ingest;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.select.Select;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.editor.SqlEditor;

import java.time.Duration;
import java.util.List;

/**
 * The wizard's last step: the mode (with, for snapshots, how often the full reads refresh the tables), the statements
 * the ingestion will run (passwords shown as ***), for CDC the checks of what its job needs from the source for the
 * chosen tables, and Create, which starts it through the {@link IngestionService}.
 */
final class ModeStep extends Div {

    /** The freshness values Flink's FULL-mode scheduler accepts that make sense for a full read of a source. */
    static final List<Duration> FRESHNESS = List.of(Duration.ofMinutes(1), Duration.ofMinutes(5),
            Duration.ofMinutes(15), Duration.ofMinutes(30), Duration.ofHours(1), Duration.ofHours(2),
            Duration.ofHours(6), Duration.ofHours(12), Duration.ofDays(1));
    static final Duration DEFAULT_FRESHNESS = Duration.ofHours(1);

    private final IngestionService ingestions;
    private final IngestSourceService sources;
    private final WizardState state;
    private final CheckList checks = new CheckList("wizard-table-checks");
    private final RadioButtonGroup<IngestionMode> mode = new RadioButtonGroup<>("Mode");
    private final Select<Duration> freshness = new Select<>();
    private final SqlEditor plan = new SqlEditor();
    private final Paragraph message = new Paragraph();
    private final Button create = new Button("Create ingestion");

    ModeStep(IngestionService ingestions, IngestSourceService sources, WizardState state) {
        this.ingestions = ingestions;
        this.sources = sources;
        this.state = state;
        mode.setId("wizard-mode");
        mode.setItems(IngestionMode.values());
        mode.setItemLabelGenerator(m -> m == IngestionMode.CDC ? "CDC: snapshot, then continuous changes"
                : "Snapshot: full reads on a schedule (FULL materialized tables over JDBC)");
        mode.setValue(IngestionMode.CDC);
        freshness.setId("wizard-freshness");
        freshness.setLabel("Refresh every");
        freshness.setItems(FRESHNESS);
        freshness.setItemLabelGenerator(ModeStep::label);
        freshness.setValue(DEFAULT_FRESHNESS);
        freshness.setVisible(false);
        plan.setId("wizard-plan");
        plan.setReadOnly(true);
        plan.setWidthFull();
        message.setId("wizard-create-message");
        create.setId("wizard-create");
        create.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        create.addClickListener(e -> create());
        mode.addValueChangeListener(e -> showPlan());
        freshness.addValueChangeListener(e -> showPlan());
        add(mode, freshness, checks, plan, message, create);
        showPlan();
    }

    static String label(Duration d) {
        if (d.toDays() >= 1) {
            return d.toDays() + (d.toDays() == 1 ? " day" : " days");
        }
        return d.toHours() >= 1 ? d.toHours() + (d.toHours() == 1 ? " hour" : " hours")
                : d.toMinutes() + (d.toMinutes() == 1 ? " minute" : " minutes");
    }

    private boolean snapshot() {
        return mode.getValue() == IngestionMode.SNAPSHOT;
    }

    private IngestionMode chosenMode() {
        return snapshot() ? IngestionMode.SNAPSHOT : IngestionMode.CDC;
    }

    /** Only a snapshot ingestion has a freshness: the field stays filled but hidden after switching to CDC. */
    private Duration chosenFreshness() {
        return snapshot() ? freshness.getValue() : null;
    }

    private void showPlan() {
        freshness.setVisible(snapshot());
        try {
            IngestionPlan p = ingestions.plan(state.source(), state.schema(), state.chosen(),
                    state.targetDatabase(), chosenMode(), chosenFreshness());
            plan.setValue(String.join(";\n\n", p.statements()) + ";");
            message.setText(snapshot() ? "Each table is refreshed by a full read every " + label(freshness.getValue())
                    + "; the first read starts at once. Stopping suspends the tables; deleting keeps their rows."
                    : p.slots().isEmpty() ? "" : "The job creates the replication slots "
                    + String.join(", ", p.slots()) + " in the source; deleting the ingestion drops them.");
            create.setEnabled(snapshot() || tablesReady());
        } catch (ServiceException e) {
            checks.clear();
            plan.setValue("");
            message.setText(e.userMessage());
            create.setEnabled(false);
        }
    }

    /**
     * Shows what the CDC job needs from the source for the chosen tables, each failure with the statement that fixes
     * it; the create would be refused with the same words, so it waits until they pass (Re-check after fixing).
     */
    private boolean tablesReady() {
        if (snapshot()) {
            checks.clear();
            return true;
        }
        SourceTestResult result = sources.checkTables(state.source(), state.schema(), state.chosen());
        checks.show("The chosen tables", result);
        if (!result.cdcReady()) {
            message.setText("Fix what the checks above name in the source, then choose the mode again to re-check: "
                    + String.join(" ", result.problems()));
        }
        return result.cdcReady();
    }

    private void create() {
        create.setEnabled(false);
        try {
            IngestionSummary created = ingestions.create(state.source(), state.schema(), state.chosen(),
                    state.targetDatabase(), chosenMode(), chosenFreshness());
            message.setText("Ingestion " + created.id() + " is " + created.state() + (created.jobId() == null ? ""
                    : " (job " + created.jobId() + ")") + ". Follow it on the Ingestions page.");
        } catch (ServiceException e) {
            message.setText(e.userMessage());
            create.setEnabled(true);
        }
    }
}
