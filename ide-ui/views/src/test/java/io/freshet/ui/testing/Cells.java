package io.freshet.ui.testing;

import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.data.renderer.Rendering;
import com.vaadin.flow.dom.Element;
import elemental.json.Json;
import elemental.json.JsonObject;
import elemental.json.JsonValue;
import java.util.List;
import java.util.stream.IntStream;

/** Reads a grid's headers and the text a value column sends the browser for one item, without a browser. */
public final class Cells {

    private Cells() {
    }

    /** The column headers, left to right. */
    public static List<String> headers(Grid<?> grid) {
        return grid.getColumns().stream().map(Grid.Column::getHeaderText).toList();
    }

    /** The text of {@code item} in the column at {@code index}, as its renderer's data generator writes it. */
    public static <T> String text(Grid<T> grid, int index, T item) {
        Rendering<T> rendering = grid.getColumns().get(index).getRenderer().render(new Element("vaadin-grid-column"),
                null);
        JsonObject json = Json.createObject();
        rendering.getDataGenerator().orElseThrow().generateData(item, json);
        if (json.keys().length != 1) {
            throw new IllegalStateException("column " + index + " is not a single value column: " + json.toJson());
        }
        JsonValue value = json.get(json.keys()[0]);
        return switch (value.getType()) {
            case NULL -> "";
            case NUMBER -> value.asNumber() == Math.rint(value.asNumber()) ? String.valueOf((long) value.asNumber())
                    : String.valueOf(value.asNumber());
            default -> value.asString();
        };
    }

    /** Every column's text of {@code item}, left to right. */
    public static <T> List<String> row(Grid<T> grid, T item) {
        return IntStream.range(0, grid.getColumns().size()).mapToObj(i -> text(grid, i, item)).toList();
    }
}
