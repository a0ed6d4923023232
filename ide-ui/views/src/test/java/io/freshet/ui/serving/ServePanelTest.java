package io.freshet.ui.serving;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.select.Select;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.testing.Components;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The catalog's Serve panel against a fake service: the plan of its database or table, and Run for an ADMIN. */
class ServePanelTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    private final List<Object[]> planned = new ArrayList<>();
    private final List<Object[]> ran = new ArrayList<>();
    private List<ServingTarget> targets = List.of(ServingViewTest.STARROCKS);
    private RuntimeException runFails;

    @Test
    void aDatabasesPanelShowsTheFirstTargetsPlanForEveryTableWithTheReadersFreshness() {
        ServePanel panel = new ServePanel(service(), false, "dws", null);

        assertThat(planned).singleElement().satisfies(args -> {
            assertThat(args[0]).isEqualTo(7L);
            assertThat(args[1]).isEqualTo("dws");
            assertThat(args[2]).isNull();
        });
        assertThat(Components.byId(panel, "serve-statement", Pre.class).getText())
                .startsWith("CREATE EXTERNAL CATALOG freshet");
        assertThat(Components.byId(panel, "serve-cache", Paragraph.class).getText())
                .startsWith("Freshness a reader sees:");
        Div plan = Components.byId(panel, "serve-plan", Div.class);
        assertThat(ServingViewTest.texts(plan)).anyMatch(t -> t.contains("dws.opening_hours: cannot be read"))
                .anyMatch(t -> t.startsWith("Flink keeps it within 1 hour(s) (FULL)"));
        assertThat(Components.byId(panel, "serve-run", Button.class).isVisible()).as("Run is for an ADMIN")
                .isFalse();
    }

    @Test
    void anAdministratorRunsTheStatementAndSeesWhatTheEngineLists() {
        ServePanel panel = new ServePanel(service(), true, "dws", "shop_revenue");
        assertThat(planned).singleElement().satisfies(args -> assertThat(args[2]).isEqualTo("shop_revenue"));
        Button run = Components.byId(panel, "serve-run", Button.class);
        assertThat(run.isVisible()).isTrue();

        run.click();
        assertThat(ran).singleElement().satisfies(args -> {
            assertThat(args[0]).isEqualTo(7L);
            assertThat(args[1]).isEqualTo("dws");
        });
        assertThat(ServingViewTest.texts(Components.byId(panel, "serve-run-result", Div.class)))
                .contains("Created the catalog freshet; reports lists 2 tables in freshet.dws:", "opening_hours",
                        "shop_revenue");

        runFails = new ServiceException("The server at db:3306 does not take the catalog statement (MySQL error"
                + " 1064, SQL state 42000)");
        run.click();
        assertThat(Components.byId(panel, "serve-message", Paragraph.class).getText())
                .startsWith("The server at db:3306 does not take the catalog statement");
        assertThat(Components.byId(panel, "serve-run-result", Div.class).getChildren()).isEmpty();
    }

    @Test
    void withoutATargetThePanelPointsToTheServingPage() {
        targets = List.of();
        ServePanel panel = new ServePanel(service(), true, "dws", null);

        assertThat(Components.byId(panel, "serve-message", Paragraph.class).getElement().getTextRecursively())
                .isEqualTo("No serving target yet: an administrator adds one on the Serving page.");
        assertThat(planned).isEmpty();
        @SuppressWarnings("unchecked")
        Select<ServingTarget> select = Components.byId(panel, "serve-target", Select.class);
        assertThat(select.getParent().orElseThrow().isVisible()).isFalse();
    }

    private ServingService service() {
        return Fakes.of(ServingService.class, Map.<String, Function<Object[], Object>>of(
                "targets", args -> targets,
                "plan", args -> {
                    planned.add(args);
                    return ServingViewTest.plan();
                },
                "run", args -> {
                    ran.add(args);
                    if (runFails != null) {
                        throw runFails;
                    }
                    return new ServingRun("reports", "freshet", "dws", true, List.of("opening_hours",
                            "shop_revenue"));
                }));
    }
}
