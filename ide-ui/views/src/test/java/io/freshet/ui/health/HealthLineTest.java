package io.freshet.ui.health;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The table page's health line: the model's entry of that table, kept current while shown. */
class HealthLineTest {

    private static final String TABLE = "lakehouse.dwd.order_detail";
    private static final HealthEntry FRESH = entry(HealthSubject.Kind.MATERIALIZED_TABLE, TABLE, HealthState.FRESH,
            "5 s behind");
    private static final HealthEntry FAILING = entry(HealthSubject.Kind.MATERIALIZED_TABLE, TABLE,
            HealthState.FAILING, "Not running: the refresh job was cancelled");

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<List<HealthEntry>> evaluations = new ArrayList<>();

    @Test
    void theLineFollowsTheModelAndEmptiesWhenTheModelDropsTheTable() {
        HealthLine line = new HealthLine(FRESH, service(), TABLE);
        assertThat(line.getElement().getAttribute("data-state")).isEqualTo("FRESH");

        // an ingestion of the same name is not the table
        evaluations.add(List.of(entry(HealthSubject.Kind.INGESTION, TABLE, HealthState.SUSPENDED, "Stopped"),
                FAILING));
        line.update();
        assertThat(line.getElement().getAttribute("data-state")).isEqualTo("FAILING");
        assertThat(line.getElement().getTextRecursively()).contains("Not running: the refresh job was cancelled");

        evaluations.add(List.of());
        line.update();
        assertThat(line.getElement().hasAttribute("data-state")).isFalse();
        assertThat(line.getChildren()).isEmpty();
    }

    @Test
    void aStateIsWordedWithItsSinceAndReasonWhereKnown() {
        assertThat(HealthLine.words(HealthState.LATE, null, "")).isEqualTo("LATE");
        assertThat(HealthLine.words(HealthState.LATE, null, "12 min behind")).isEqualTo("LATE: 12 min behind");
        assertThat(HealthLine.words(HealthState.LATE, Instant.parse("2026-12-07T10:00:00Z"), "12 min behind"))
                .startsWith("LATE since 2026-12-07 ").endsWith(": 12 min behind");
    }

    private HealthService service() {
        return Fakes.of(HealthService.class, Map.of("current", args -> evaluations.isEmpty() ? List.of()
                : evaluations.get(evaluations.size() - 1)));
    }

    private static HealthEntry entry(HealthSubject.Kind kind, String name, HealthState state, String reason) {
        return new HealthEntry(new HealthSubject(kind, name), state, reason, Instant.parse("2026-12-07T10:00:00Z"),
                null, "dwd", null, null);
    }
}
