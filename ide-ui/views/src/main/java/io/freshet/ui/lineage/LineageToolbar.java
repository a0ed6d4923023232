package io.freshet.ui.lineage;

import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.TextField;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/** The Lineage page's bar: the project, the table search, the graph's actions and the freshness legend. */
final class LineageToolbar extends HorizontalLayout {

    /** What the bar's buttons do; the page carries them out ({@code follow}: the follow direction changed). */
    record Actions(Runnable find, Runnable toggleColumns, BiConsumer<Integer, Integer> focus, Runnable showAll,
                   Runnable impact, Consumer<String> export, Runnable follow) {
    }

    /** Which way a selected column is followed through the graph. */
    enum Follow {
        BOTH("Up- and downstream"), UPSTREAM("Upstream"), DOWNSTREAM("Downstream");

        private final String label;

        Follow(String label) {
            this.label = label;
        }
    }

    private final ComboBox<String> project = new ComboBox<>("Project");
    private final TextField search = new TextField("Find table");
    private final IntegerField up = depthField("Upstream");
    private final IntegerField down = depthField("Downstream");
    private final Select<Follow> follow = new Select<>();

    LineageToolbar(Actions actions) {
        project.setId("lineage-project");
        search.setId("lineage-search");
        search.addKeyDownListener(Key.ENTER, e -> actions.find().run());
        Span legend = new Span("Border: green fresh, red stale or not running, double red the first such table upstream (the cause)");
        legend.setId("lineage-legend");
        legend.getStyle().set("font-size", "var(--lumo-font-size-xs)").set("color", "var(--lumo-secondary-text-color)");
        follow.setLabel("Follow a column");
        follow.setId("lineage-follow");
        follow.setItems(Follow.values());
        follow.setItemLabelGenerator(f -> f.label);
        follow.setValue(Follow.BOTH);
        follow.setWidth("13em");
        follow.addValueChangeListener(e -> actions.follow().run());
        Span edges = new Span("Edges: solid, a value computed from the source; dashed, the source only filters, joins,"
                + " groups, sorts or windows the rows");
        edges.setId("lineage-edge-legend");
        edges.getStyle().set("font-size", "var(--lumo-font-size-xs)").set("color", "var(--lumo-secondary-text-color)");
        add(project, search, button("Find", "lineage-find", actions.find()),
                button("Columns", "lineage-expand", actions.toggleColumns()), up, down,
                button("Focus", "lineage-focus", () -> actions.focus().accept(depth(up), depth(down))),
                button("Show all", "lineage-show-all", actions.showAll()),
                button("Impact", "lineage-impact", actions.impact()), follow,
                button("PNG", "lineage-export-png", () -> actions.export().accept("png")),
                button("JSON", "lineage-export-json", () -> actions.export().accept("json")), legend, edges);
        setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
        setPadding(true);
        getStyle().set("flex-wrap", "wrap");
    }

    ComboBox<String> project() {
        return project;
    }

    String searchText() {
        return search.getValue();
    }

    Follow follow() {
        return follow.getValue() == null ? Follow.BOTH : follow.getValue();
    }

    private static IntegerField depthField(String label) {
        IntegerField field = new IntegerField(label);
        field.setValue(1);
        field.setMin(0);
        field.setWidth("7em");
        return field;
    }

    /** An emptied depth field means no limit. */
    private static int depth(IntegerField field) {
        return field.getValue() == null ? LineageService.ALL : field.getValue();
    }

    private static Button button(String text, String id, Runnable action) {
        Button button = new Button(text, e -> action.run());
        button.setId(id);
        return button;
    }
}
