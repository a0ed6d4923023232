package io.freshet.ui.backfill;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.PollEvent;
import com.vaadin.flow.shared.Registration;
import io.freshet.ui.common.UiPolling;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The backfills page polls while a backfill runs (PollSwitch over the UI's shared polling) and stops once none does. */
class BackfillsViewTest {

    private static final Instant T = Instant.parse("2026-12-07T10:00:00Z");

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private BackfillState state = BackfillState.RUNNING;
    private final AtomicInteger reads = new AtomicInteger();

    @Test
    void pollsWhileABackfillRunsAndLeavesAnotherHoldersPollAlone() {
        Registration other = UiPolling.hold(ui.ui(), 5000);
        BackfillsView view = new BackfillsView(Fakes.of(BackfillService.class, Map.of("history", args -> {
            reads.incrementAndGet();
            return List.of(new BackfillSummary(1, "lakehouse.dws.gmv", Granularity.DAILY, "2026-12-01", "2026-12-03",
                    false, "dev", T, null, state, 3, 1, 0, 0, 1, null));
        })), Fakes.of(CurrentUserService.class, Map.of("hasRole", args -> false)));
        ui.ui().add(view);
        assertThat(ui.ui().getPollInterval()).as("a running backfill polls every second").isEqualTo(1000);

        state = BackfillState.SUCCEEDED;
        int before = reads.get();
        ComponentUtil.fireEvent(ui.ui(), new PollEvent(ui.ui(), true));
        assertThat(reads.get()).isEqualTo(before + 1);
        assertThat(ui.ui().getPollInterval()).as("none runs: only the other holder's poll is left").isEqualTo(5000);

        ui.ui().remove(view);
        assertThat(ui.ui().getPollInterval()).as("leaving the page keeps the other holder's poll").isEqualTo(5000);
        other.remove();
        assertThat(ui.ui().getPollInterval()).isEqualTo(-1);
    }
}
