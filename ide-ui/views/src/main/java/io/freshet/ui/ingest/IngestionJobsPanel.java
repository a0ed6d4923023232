package io.freshet.ui.ingest;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import io.freshet.ui.common.ServiceException;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * The ingestion Flink's jobs for an administrator (on the Status page): every job it knows with its status and the
 * ingestion that owns it by name, so a job no ingestion claims, or a second one, is seen and can be dealt with.
 */
public class IngestionJobsPanel extends Div {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    private final IngestionService ingestions;
    private final Grid<IngestionJob> grid = new Grid<>(IngestionJob.class, false);
    private final Paragraph message = new Paragraph();

    public IngestionJobsPanel(IngestionService ingestions) {
        this.ingestions = ingestions;
        setId("status-ingestion-jobs");
        grid.setId("status-ingestion-jobs-grid");
        grid.setAllRowsVisible(true);
        grid.addColumn(IngestionJob::jobId).setHeader("Job").setAutoWidth(true);
        grid.addColumn(IngestionJob::name).setHeader("Name").setAutoWidth(true);
        grid.addColumn(IngestionJob::status).setHeader("Status").setAutoWidth(true);
        grid.addColumn(j -> j.ingestion() == null ? "none" : "#" + j.ingestion()).setHeader("Ingestion")
                .setAutoWidth(true);
        grid.addColumn(j -> j.started() == null ? "" : TIME.format(j.started())).setHeader("Started")
                .setAutoWidth(true);
        message.setId("status-ingestion-jobs-message");
        Button refresh = new Button("Refresh", e -> load());
        refresh.setId("status-ingestion-jobs-refresh");
        add(new H3("Ingestion Flink jobs"), refresh, message, grid);
        load();
    }

    private void load() {
        try {
            List<IngestionJob> jobs = ingestions.flinkJobs();
            grid.setItems(jobs);
            message.setText(jobs.isEmpty() ? "The ingestion Flink runs no job (or is not running)."
                    : jobs.size() + " job(s); a job of no ingestion, or two running jobs of one, hold replication"
                    + " slots: delete or stop the ingestion, or cancel the job in the ingestion Flink.");
        } catch (ServiceException e) {
            message.setText(e.userMessage());
        }
    }
}
