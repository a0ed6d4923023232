package io.freshet.ui.lineage;

import static io.freshet.ui.testing.Components.byId;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextField;
import io.freshet.ui.common.Subscription;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The Lineage page in an environment (issue 35 point 4): the environment field the Deploy page has, and each plain
 * prefix typed shows and follows the project's graph there; a prefix the plan would refuse is said at the field.
 */
class LineageViewTest {

    @RegisterExtension
    final UiExtension ui = new UiExtension();

    /** Each graph and follow request: "graph project environment", "follow project environment". */
    private final List<String> asked = new ArrayList<>();

    @Test
    void anEnvironmentTypedShowsAndFollowsTheProjectThereAndEmptyIsProductionAgain() {
        LineageView view = open();
        TextField environment = byId(view, "lineage-environment", TextField.class);
        assertThat(environment.getValue()).as("production").isEmpty();
        assertThat(asked).containsExactly("graph team ", "follow team ");

        environment.setValue("dev_");

        assertThat(asked).endsWith("graph team dev_", "follow team dev_");
        assertThat(byId(view, "lineage-message", Span.class).getElement().getAttribute("data-environment"))
                .isEqualTo("dev_");
        assertThat(byId(view, "lineage-message", Span.class).getText()).isEqualTo("1 table");

        environment.setValue("");

        assertThat(asked).endsWith("graph team ", "follow team ");
    }

    @Test
    void aPrefixThePlanWouldRefuseIsSaidAtTheFieldAndNotShown() {
        LineageView view = open();
        TextField environment = byId(view, "lineage-environment", TextField.class);
        int before = asked.size();

        environment.setValue("Dev-1");

        assertThat(environment.isInvalid()).isTrue();
        assertThat(environment.getErrorMessage()).contains("'Dev-1' is not a database prefix");
        assertThat(asked).hasSize(before);
    }

    private LineageView open() {
        Map<String, Function<Object[], Object>> answers = Map.of(
                "projects", args -> List.of("team"),
                "graph", args -> {
                    String where = args.length > 1 ? (String) args[1] : LineageService.PRODUCTION;
                    asked.add("graph " + args[0] + " " + where);
                    return graph(where);
                },
                "follow", args -> {
                    asked.add("follow " + args[0] + " " + args[1]);
                    return (Subscription) () -> { };
                });
        LineageView view = new LineageView(Fakes.of(LineageService.class, answers));
        ui.ui().add(view);
        return view;
    }

    /** One table, named as the environment names it. */
    private static LineageGraph graph(String environment) {
        String id = "lakehouse." + environment + "dwd.t";
        return new LineageGraph("team", List.of(new LineageTable(id, environment + "dwd.t", "DWD", "TABLE", List.of(),
                null, 1L, "t.sql", 1)), List.of(), List.of(), List.of());
    }
}
