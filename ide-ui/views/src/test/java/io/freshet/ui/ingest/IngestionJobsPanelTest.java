package io.freshet.ui.ingest;

import static io.freshet.ui.testing.Components.byId;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Paragraph;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class IngestionJobsPanelTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    @Test
    void listsEveryJobWithItsIngestionOrNone() {
        IngestionJobsPanel panel = new IngestionJobsPanel(Fakes.of(IngestionService.class, Map.of("flinkJobs",
                args -> List.of(new IngestionJob("a".repeat(32), "freshet-ingest-shop-public", "RESTARTING", 3L,
                        Instant.EPOCH), new IngestionJob("b".repeat(32), "freshet-ingest-old-public", "RUNNING", null,
                        null)))));
        @SuppressWarnings("unchecked")
        Grid<IngestionJob> grid = byId(panel, "status-ingestion-jobs-grid", Grid.class);
        assertThat(grid.getListDataView().getItems().map(IngestionJob::status)).containsExactly("RESTARTING",
                "RUNNING");
        assertThat(grid.getColumns().stream().map(Grid.Column::getHeaderText)).contains("Job", "Status", "Ingestion");
        assertThat(byId(panel, "status-ingestion-jobs-message", Paragraph.class).getText()).startsWith("2 job(s)");
    }

    @Test
    void aRefusalIsShownAsTheServiceSaysIt() {
        IngestionJobsPanel panel = new IngestionJobsPanel(Fakes.of(IngestionService.class, Map.of("flinkJobs",
                args -> {
                    throw new ServiceException("The ingestion gateway is not available.");
                })));
        assertThat(byId(panel, "status-ingestion-jobs-message", Paragraph.class).getText())
                .isEqualTo("The ingestion gateway is not available.");
    }
}
