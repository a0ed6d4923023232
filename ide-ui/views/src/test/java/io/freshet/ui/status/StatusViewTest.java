package io.freshet.ui.status;

import static io.freshet.ui.testing.Components.byId;
import static io.freshet.ui.testing.Components.find;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.PollEvent;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import io.freshet.ui.ingest.IngestionJobsPanel;
import io.freshet.ui.ingest.IngestionService;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.status.ComponentStatus.Health;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The status page against a fake status service: one card per dependency, its health in words, and the polling. */
class StatusViewTest {

    private static final Instant CHECKED = Instant.parse("2026-12-07T04:05:06Z");

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final AtomicInteger reads = new AtomicInteger();
    private SystemStatus status = new SystemStatus(List.of(
            new ComponentStatus("gateway", "Flink SQL Gateway", Health.UP, "http://127.0.0.1:8083", "2.0.1",
                    "Answering.", ""),
            new ComponentStatus("catalog", "Paimon catalog", Health.STARTING, "", "", "Opening the warehouse.", ""),
            new ComponentStatus("database", "Metadata database", Health.DOWN, "jdbc:postgresql://db/freshet", "",
                    "Connection refused.", "See logs/freshet.log")), CHECKED);

    @Test
    void eachDependencyGetsACardWithItsHealthInWordsAndOnlyTheLinesItHas() {
        StatusView view = new StatusView(service(), user(false), ingestions());

        Div gateway = byId(view, "status-gateway", Div.class);
        assertThat(gateway.getElement().getAttribute("data-health")).isEqualTo("UP");
        assertThat(health(gateway).getText()).isEqualTo("Reachable");
        assertThat(health(gateway).getElement().getAttribute("theme")).contains("badge").contains("success")
                .doesNotContain("error");
        assertThat(lines(gateway, "target")).containsExactly("http://127.0.0.1:8083");
        assertThat(lines(gateway, "version")).containsExactly("2.0.1");
        assertThat(lines(gateway, "hint")).isEmpty();

        Div catalog = byId(view, "status-catalog", Div.class);
        assertThat(health(catalog).getText()).isEqualTo("Starting");
        assertThat(health(catalog).getElement().getAttribute("theme")).contains("badge").contains("contrast");
        assertThat(lines(catalog, "target")).as("no empty target line").isEmpty();
        assertThat(lines(catalog, "version")).isEmpty();
        assertThat(lines(catalog, "detail")).containsExactly("Opening the warehouse.");

        Div database = byId(view, "status-database", Div.class);
        assertThat(database.getElement().getAttribute("data-health")).isEqualTo("DOWN");
        assertThat(health(database).getText()).isEqualTo("Unreachable");
        assertThat(health(database).getElement().getAttribute("theme")).contains("badge").contains("error");
        assertThat(lines(database, "detail")).containsExactly("Connection refused.");
        assertThat(lines(database, "hint")).containsExactly("See logs/freshet.log");
    }

    @Test
    void theCheckTimeIsShownToTheSecondWithThePollingInterval() {
        StatusView view = new StatusView(service(), user(false), ingestions());

        String local = LocalTime.ofInstant(CHECKED, ZoneId.systemDefault()).toString();
        assertThat(byId(view, "status-checked-at", Paragraph.class).getText())
                .isEqualTo("Checked at " + local + ", refreshed every 2 s");
    }

    @Test
    void onlyAnAdministratorSeesTheIngestionJobs() {
        assertThat(find(new StatusView(service(), user(false), ingestions()), "status-ingestion-jobs",
                IngestionJobsPanel.class)).isEmpty();
        assertThat(find(new StatusView(service(), user(true), ingestions()), "status-ingestion-jobs",
                IngestionJobsPanel.class)).isPresent();
    }

    @Test
    void whileAttachedEachPollReadsTheStatusAgainAndAfterwardsNoneDoes() {
        StatusView view = new StatusView(service(), user(false), ingestions());
        ui.ui().add(view);
        assertThat(ui.ui().getPollInterval()).isEqualTo(StatusView.POLL_MILLIS);
        status = new SystemStatus(List.of(new ComponentStatus("gateway", "Flink SQL Gateway", Health.DOWN, "", "",
                "Not answering.", "")), CHECKED.plusSeconds(2));

        ComponentUtil.fireEvent(ui.ui(), new PollEvent(ui.ui(), true));

        assertThat(reads).hasValue(2);
        assertThat(byId(view, "status-gateway", Div.class).getElement().getAttribute("data-health")).isEqualTo("DOWN");
        assertThat(find(view, "status-catalog", Div.class)).as("cards of the last check only").isEmpty();

        ui.ui().remove(view);
        ComponentUtil.fireEvent(ui.ui(), new PollEvent(ui.ui(), true));

        assertThat(ui.ui().getPollInterval()).isEqualTo(-1);
        assertThat(reads).hasValue(2);
    }

    private static Span health(Div card) {
        return descendants(card).filter(c -> c instanceof Span s && s.hasClassName("health")).map(Span.class::cast)
                .findFirst().orElseThrow();
    }

    private static List<String> lines(Div card, String cssClass) {
        return descendants(card).filter(c -> c instanceof Span s && s.hasClassName(cssClass))
                .map(c -> ((Span) c).getText()).toList();
    }

    private static Stream<Component> descendants(Component root) {
        List<Component> all = new ArrayList<>();
        root.getChildren().forEach(child -> {
            all.add(child);
            descendants(child).forEach(all::add);
        });
        return all.stream();
    }

    private SystemStatusService service() {
        return () -> {
            reads.incrementAndGet();
            return status;
        };
    }

    private static CurrentUserService user(boolean admin) {
        return Fakes.of(CurrentUserService.class, Map.of("hasRole", args -> admin || !Roles.ADMIN.equals(args[0])));
    }

    private static IngestionService ingestions() {
        return Fakes.of(IngestionService.class, Map.of("flinkJobs", args -> List.of()));
    }
}
