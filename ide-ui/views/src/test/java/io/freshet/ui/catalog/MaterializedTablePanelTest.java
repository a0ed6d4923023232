package io.freshet.ui.catalog;

import static io.freshet.ui.testing.Components.byId;
import static io.freshet.ui.testing.Components.find;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Span;
import io.freshet.ui.backfill.BackfillService;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.scripts.ScriptService;
import io.freshet.ui.security.CurrentUserService;
import io.freshet.ui.security.Roles;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A materialized table's panel against fake services: what each role may do, and the facts it shows. */
class MaterializedTablePanelTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private static final TableRef REF = new TableRef("lakehouse", "dws", "category_gmv_daily");

    private final List<String> catalogCalls = new ArrayList<>();
    private final List<String> errors = new ArrayList<>();
    private final CatalogService catalog = Fakes.of(CatalogService.class, Map.<String, Function<Object[], Object>>of(
            "freshnessThreshold", args -> Duration.ofMinutes(30),
            "refreshHistory", args -> List.of(),
            "freshness", args -> actual()), catalogCalls);
    private final BackfillService backfills = Fakes.of(BackfillService.class, Map.of());

    @Test
    void aScheduleIsNamedByItsTableNotByFlinksWorkflowId() {
        assertThat(MaterializedTablePanel.scheduleName("quartz_job_`lakehouse`.`dws`.`item_gmv_hourly`"))
                .isEqualTo("lakehouse.dws.item_gmv_hourly");
        assertThat(MaterializedTablePanel.scheduleName("0 0 * * * ?")).isEqualTo("0 0 * * * ?");
    }

    @Test
    void aViewerSeesTheFactsButNoAction() {
        MaterializedTablePanel panel = panel(full(), Set.of(Roles.VIEWER), noScripts());

        assertThat(byId(panel, "mt-mode", Span.class).getText()).isEqualTo("Refresh mode: FULL (derived from freshness)");
        assertThat(byId(panel, "mt-handle", Span.class).getText()).isEqualTo("Schedule: 0 0 * * * ?");
        assertThat(byId(panel, "mt-status", Span.class).getText()).isEqualTo("Status: ACTIVATED");
        for (String action : List.of("mt-open-in-editor", "mt-suspend", "mt-refresh", "freshness-apply", "mt-drop")) {
            assertThat(find(panel, action, Button.class)).as(action).isEmpty();
        }
    }

    @Test
    void aDeveloperGetsTheLifecycleAndTheFreshnessButNotDrop() {
        MaterializedTablePanel panel = panel(full(), Set.of(Roles.VIEWER, Roles.DEVELOPER), noScripts());

        assertThat(byId(panel, "mt-suspend", Button.class).isEnabled()).as("an active table can be suspended").isTrue();
        assertThat(byId(panel, "mt-resume", Button.class).isEnabled()).as("and not resumed").isFalse();
        assertThat(find(panel, "freshness-apply", Button.class)).isPresent();
        assertThat(find(panel, "mt-open-in-editor", Button.class)).isPresent();
        assertThat(find(panel, "mt-drop", Button.class)).isEmpty();
    }

    @Test
    void anAdminMayAlsoDrop() {
        MaterializedTablePanel panel = panel(full(), Set.of(Roles.VIEWER, Roles.DEVELOPER, Roles.ADMIN), noScripts());

        assertThat(find(panel, "mt-drop", Button.class)).isPresent();
    }

    @Test
    void applyingTheSameFreshnessSaysSoWithoutAskingTheService() {
        MaterializedTablePanel panel = panel(full(), Set.of(Roles.DEVELOPER), noScripts());

        byId(panel, "freshness-apply", Button.class).click();

        assertThat(errors).containsExactly("The table already has a freshness of " + Freshness.of(1, FreshnessUnit.HOUR).words() + ".");
        assertThat(catalogCalls).doesNotContain("planFreshnessChange", "changeFreshness");
    }

    @Test
    void aContinuousTableShowsItsJobAndTheModeAsWritten() {
        MaterializedTableDetail continuous = new MaterializedTableDetail("SELECT 1", Freshness.of(30, FreshnessUnit.SECOND),
                RefreshMode.CONTINUOUS, "CONTINUOUS", "SUSPENDED", null, actual(), "0123456789abcdef0123456789abcdef",
                null, Map.of());

        MaterializedTablePanel panel = panel(continuous, Set.of(Roles.DEVELOPER), noScripts());

        assertThat(byId(panel, "mt-handle", Span.class).getText()).isEqualTo("Job: 0123456789abcdef0123456789abcdef");
        assertThat(byId(panel, "mt-mode", Span.class).getText()).endsWith("(written as CONTINUOUS)");
        assertThat(byId(panel, "mt-resume", Button.class).isEnabled()).as("a suspended table can be resumed").isTrue();
        assertThat(byId(panel, "mt-suspend", Button.class).isEnabled()).isFalse();
    }

    @Test
    void aScriptThatCannotBeCreatedIsReportedInsteadOfOpened() {
        ScriptService refusing = Fakes.of(ScriptService.class, Map.of("create", args -> {
            throw new ServiceException("You may not write to the Scratch project.");
        }));
        MaterializedTablePanel panel = panel(full(), Set.of(Roles.DEVELOPER), refusing);

        byId(panel, "mt-open-in-editor", Button.class).click();

        assertThat(errors).containsExactly("You may not write to the Scratch project.");
    }

    private MaterializedTablePanel panel(MaterializedTableDetail mt, Set<String> roles, ScriptService scripts) {
        CurrentUserService user = Fakes.of(CurrentUserService.class, Map.of(
                "hasRole", args -> roles.contains((String) args[0]), "userName", args -> "someone"));
        TableDetail detail = new TableDetail(REF, ObjectKind.MATERIALIZED_TABLE, List.of(), List.of(), List.of("ds"),
                Map.of(), "", "", mt);
        return new MaterializedTablePanel(catalog, scripts, backfills, user, detail, errors::add, () -> { });
    }

    private static MaterializedTableDetail full() {
        return new MaterializedTableDetail("SELECT ds, SUM(gmv) FROM t GROUP BY ds", Freshness.of(1, FreshnessUnit.HOUR),
                RefreshMode.FULL, "AUTOMATIC", "ACTIVATED", Instant.EPOCH, actual(), null, "0 0 * * * ?",
                Map.of("ds", "yyyy-MM-dd"));
    }

    private static ActualFreshness actual() {
        return new ActualFreshness(ActualFreshness.Verdict.FRESH, Duration.ofMinutes(5), Instant.EPOCH, "5 minutes behind");
    }

    private static ScriptService noScripts() {
        return Fakes.of(ScriptService.class, Map.of());
    }
}
