package io.freshet.ui.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Span;
import io.freshet.ui.backfill.BackfillService;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthState;
import io.freshet.ui.health.HealthSubject;
import io.freshet.ui.scripts.ScriptService;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.serving.ServingService;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A table page's header: its alarm badge is the health model's state, never a judgement of its own. */
class TablePanelTest {

    private static final TableRef REF = new TableRef("lakehouse", "ods", "orders");

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<String> errors = new ArrayList<>();

    @Test
    void aTableThatNeedsAttentionCarriesTheModelsStateWithItsReasonAndAFreshOneNone() {
        HealthEntry upstream = entry(HealthState.UPSTREAM, "Reads from ingestion shop.public #3, which is FAILING");

        List<Span> badges = badges(panel(upstream));
        assertThat(badges).extracting(Span::getText).containsExactly("UPSTREAM");
        assertThat(badges.get(0).getElement().getAttribute("title"))
                .isEqualTo("Reads from ingestion shop.public #3, which is FAILING");

        assertThat(badges(panel(entry(HealthState.FRESH, "Latest commit")))).isEmpty();
        assertThat(badges(panel(null))).as("not judged by the model yet").isEmpty();
        assertThat(errors).isEmpty();
    }

    private TablePanel panel(HealthEntry health) {
        CatalogService catalog = Fakes.of(CatalogService.class, Map.of("table", args -> new TableDetail(REF,
                ObjectKind.TABLE, List.of(), List.of(), List.of(), Map.of(), "", "CREATE TABLE ...", null)));
        CurrentUserService user = Fakes.of(CurrentUserService.class, Map.of("hasRole", args -> false));
        return new TablePanel(catalog, Fakes.of(ScriptService.class, Map.of()), Fakes.of(BackfillService.class,
                Map.of()), Fakes.of(ServingService.class, Map.of()), user, REF, health, errors::add, () -> { });
    }

    /** The spans with a badge attribute, anywhere in the panel. */
    private static List<Span> badges(Component root) {
        return descendants(root).filter(Span.class::isInstance).map(Span.class::cast)
                .filter(s -> s.getElement().hasAttribute("data-badge")).toList();
    }

    private static Stream<Component> descendants(Component root) {
        return Stream.concat(Stream.of(root), root.getChildren().flatMap(TablePanelTest::descendants));
    }

    private static HealthEntry entry(HealthState state, String reason) {
        return new HealthEntry(new HealthSubject(HealthSubject.Kind.TABLE, REF.toString()), state, reason,
                Instant.parse("2026-12-07T10:00:00Z"), null, "ods", null, null);
    }
}
