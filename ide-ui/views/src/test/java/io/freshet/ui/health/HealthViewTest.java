package io.freshet.ui.health;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.PollEvent;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.shared.Registration;
import io.freshet.ui.common.UiPolling;
import io.freshet.ui.testing.Components;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class HealthViewTest {

    private static final Instant T = Instant.parse("2026-12-06T12:00:00Z");
    private static final HealthEntry FAILING = new HealthEntry(new HealthSubject(HealthSubject.Kind.MATERIALIZED_TABLE,
            "lakehouse.dwd.order_detail"), HealthState.FAILING, "Not running: the refresh job was cancelled", T,
            null, "dwd", null, Duration.ofSeconds(30));
    private static final HealthEntry UPSTREAM = new HealthEntry(new HealthSubject(HealthSubject.Kind.MATERIALIZED_TABLE,
            "lakehouse.dws.user_summary"), HealthState.UPSTREAM, "Reads from lakehouse.dwd.order_detail, which is"
            + " FAILING", T, null, "dws", Duration.ofSeconds(4), Duration.ofSeconds(30));
    private static final HealthEntry INGESTION = new HealthEntry(new HealthSubject(HealthSubject.Kind.INGESTION,
            "shop.public #3"), HealthState.FRESH, "Running", null, null, null, null, null);

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    @Test
    void countsLayersAndRowsWorstFirstEachLinkedToItsPage() {
        HealthView view = new HealthView(service(List.of(FAILING, UPSTREAM, INGESTION)));
        assertThat(Components.byId(view, "health-counts-FAILING", Component.class).getElement()
                .getAttribute("data-count")).isEqualTo("1");
        assertThat(Components.byId(view, "health-counts-LATE", Component.class).getElement()
                .getAttribute("data-count")).isEqualTo("0");
        List<Component> rows = Components.byId(view, "health-rows", Component.class).getChildren().toList();
        assertThat(rows).extracting(r -> r.getElement().getAttribute("data-subject"))
                .containsExactly("lakehouse.dwd.order_detail", "lakehouse.dws.user_summary", "shop.public #3");
        assertThat(((HealthRow) rows.get(0)).getChildren().filter(Anchor.class::isInstance).map(Anchor.class::cast)
                .findFirst().orElseThrow().getHref()).isEqualTo("catalog/lakehouse.dwd.order_detail");
        assertThat(HealthRow.link(INGESTION.subject())).isEqualTo("ingestions");
        assertThat(Components.byId(view, "health-layers", Component.class).getElement().getTextRecursively())
                .contains("dwd: 1, 1 FAILING").contains("dws: 1, 1 UPSTREAM");
        // the table with lag samples has its chart
        assertThat(rows.get(1).getElement().getOuterHTML()).contains("<svg");
    }

    @Test
    void anEmptyModelSaysSo() {
        HealthView view = new HealthView(service(List.of()));
        assertThat(Components.find(view, "health-empty", Component.class)).isPresent();
    }

    @Test
    void theChartDrawsTheLagAgainstTheTarget() {
        String svg = LagChart.svg(List.of(new HealthLag(T, Duration.ofSeconds(5), Duration.ofSeconds(30)),
                new HealthLag(T.plusSeconds(30), Duration.ofSeconds(60), Duration.ofSeconds(30))));
        assertThat(svg).startsWith("<svg").contains("<polyline").contains("stroke-dasharray");
        assertThat(LagChart.svg(List.of(new HealthLag(T, Duration.ofSeconds(5), null)))).isNull();
    }

    @Test
    void whileShownEachPollReadsTheModelAgainAndLeavingKeepsAnotherHoldersPoll() {
        // a result still streaming in another part of the same UI polls faster than the page
        Registration other = UiPolling.hold(ui.ui(), 500);
        List<String> calls = new ArrayList<>();
        HealthView view = new HealthView(Fakes.of(HealthService.class, Map.of("current", args -> List.of(INGESTION),
                "lags", args -> List.of()), calls));
        ui.ui().add(view);
        assertThat(ui.ui().getPollInterval()).isEqualTo(500);

        ComponentUtil.fireEvent(ui.ui(), new PollEvent(ui.ui(), true));
        assertThat(calls).containsExactly("current", "current");

        ui.ui().remove(view);
        ComponentUtil.fireEvent(ui.ui(), new PollEvent(ui.ui(), true));
        assertThat(calls).as("no read after the page left").hasSize(2);
        assertThat(ui.ui().getPollInterval()).as("the other holder's poll goes on").isEqualTo(500);
        other.remove();
        assertThat(ui.ui().getPollInterval()).isEqualTo(-1);
    }

    private static HealthService service(List<HealthEntry> entries) {
        return Fakes.of(HealthService.class, Map.of(
                "current", args -> entries,
                "lags", args -> List.of(new HealthLag(T, Duration.ofSeconds(3), Duration.ofSeconds(30)),
                        new HealthLag(T.plusSeconds(30), Duration.ofSeconds(4), Duration.ofSeconds(30)))));
    }
}
