package io.freshet.ui.lineage;

import static io.freshet.ui.testing.Components.byId;
import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextField;
import io.freshet.ui.common.Subscription;
import io.freshet.ui.testing.Fakes;
import io.freshet.ui.testing.UiExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
        assertThat(asked).as("shown once attached").containsExactly("follow team ", "graph team ");

        environment.setValue("dev_");

        // followed before asked, so that an analysis ending between the two is heard of
        assertThat(asked).endsWith("follow team dev_", "graph team dev_");
        assertThat(byId(view, "lineage-message", Span.class).getElement().getAttribute("data-environment"))
                .isEqualTo("dev_");
        assertThat(byId(view, "lineage-message", Span.class).getText()).isEqualTo("1 table");

        environment.setValue("");

        assertThat(asked).endsWith("follow team ", "graph team ");
    }

    @Test
    void aLargeGraphIsDrawnAsItsOverviewAndAFoundTableAsItsNeighbourhood() {
        LineageView view = open(where -> large());
        GraphCanvas canvas = byId(view, "lineage-graph", GraphCanvas.class);
        assertThat(byId(view, "lineage-message", Span.class).getText()).startsWith("1201 tables (too many to draw");
        String overview = canvas.getElement().getProperty("graph");
        assertThat(overview).contains("ods ODS · 1 table", "dwd DWD · 1200 tables").doesNotContain("t_5\"");

        byId(view, "lineage-search", TextField.class).setValue("t_600");
        byId(view, "lineage-find", Button.class).click();

        String part = canvas.getElement().getProperty("graph");
        assertThat(part).contains("\"lakehouse.dwd.t_598\"", "\"lakehouse.dwd.t_602\"", "\"c\"")
                .doesNotContain("\"lakehouse.dwd.t_597\"", "\"lakehouse.dwd.t_603\"", "group:");
        assertThat(byId(view, "lineage-message", Span.class).getText()).contains("shown: 5 tables");

        byId(view, "lineage-show-all", Button.class).click();

        assertThat(canvas.getElement().getProperty("graph")).isEqualTo(overview);

        // a group clicked: its first tables in project order, with their columns
        ComponentUtil.fireEvent(canvas, new GraphCanvas.NodeSelectEvent(canvas, true, "group:DWD:lakehouse.dwd", ""));

        assertThat(canvas.getElement().getProperty("graph")).contains("\"lakehouse.dwd.t_0\"", "\"lakehouse.dwd.t_149\"")
                .doesNotContain("\"lakehouse.dwd.t_150\"", "\"lakehouse.ods.src\"");
        assertThat(byId(view, "lineage-message", Span.class).getText()).contains("shown: 150 tables");
    }

    @Test
    void aGraphStillBeingComputedIsSaid() {
        LineageView view = open(where -> Optional.empty());

        assertThat(byId(view, "lineage-message", Span.class).getText()).isEqualTo("Computing the lineage of team…");
        assertThat(asked).as("followed before asked: an analysis ending between the two is heard of")
                .containsExactly("follow team ", "graph team ");
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
        return open(where -> Optional.of(graph(where)));
    }

    private LineageView open(Function<String, Optional<LineageGraph>> latest) {
        Map<String, Function<Object[], Object>> answers = Map.of(
                "projects", args -> List.of("team"),
                "latest", args -> {
                    asked.add("graph " + args[0] + " " + args[1]);
                    return latest.apply((String) args[1]);
                },
                "follow", args -> {
                    asked.add("follow " + args[0] + " " + args[1]);
                    return (Subscription) () -> { };
                });
        LineageView view = new LineageView(Fakes.of(LineageService.class, answers));
        ui.ui().add(view);
        return view;
    }

    /** A source and a chain of 1,200 tables reading it, each with one column: too many to draw at once. */
    private static Optional<LineageGraph> large() {
        List<LineageTable> tables = new ArrayList<>();
        List<TableEdge> edges = new ArrayList<>();
        List<ColumnEdge> columnEdges = new ArrayList<>();
        tables.add(new LineageTable("lakehouse.ods.src", "ods.src", "ODS", "TABLE",
                List.of(new LineageColumn("c", "INT")), null, 1L, "a.sql", 1));
        String before = "lakehouse.ods.src";
        for (int i = 0; i < 1200; i++) {
            String id = "lakehouse.dwd.t_" + i;
            tables.add(new LineageTable(id, "dwd.t_" + i, "DWD", "MATERIALIZED_TABLE",
                    List.of(new LineageColumn("c", "INT")), "1 HOUR", 1L, "a.sql", i + 2));
            edges.add(new TableEdge(before, id));
            columnEdges.add(new ColumnEdge(before, "c", id, "c", EdgeKind.DIRECT));
            before = id;
        }
        return Optional.of(new LineageGraph("team", tables, edges, columnEdges, List.of()));
    }

    /** One table, named as the environment names it. */
    private static LineageGraph graph(String environment) {
        String id = "lakehouse." + environment + "dwd.t";
        return new LineageGraph("team", List.of(new LineageTable(id, environment + "dwd.t", "DWD", "TABLE", List.of(),
                null, 1L, "t.sql", 1)), List.of(), List.of(), List.of());
    }
}
