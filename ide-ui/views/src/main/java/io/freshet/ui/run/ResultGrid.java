package io.freshet.ui.run;

import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.KeyModifier;
import com.vaadin.flow.component.Shortcuts;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.data.provider.CallbackDataProvider;
import com.vaadin.flow.data.provider.Query;
import com.vaadin.flow.data.provider.QuerySortOrder;
import com.vaadin.flow.data.provider.SortDirection;
import io.freshet.ui.common.ServiceException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * A run's result in a grid that loads lazily: the browser asks for the rows it shows and the service reads them from
 * its bounded store, so neither side ever holds the whole result. A finished result sorts on the server over all its
 * rows; columns are sized to their content and resizable; rows can be selected and copied as TSV (Ctrl+C).
 */
class ResultGrid extends Grid<ResultGrid.Line> {

    /** One grid line: the row's position in the result, its change kind and its values. */
    record Line(long index, String kind, List<String> values) {
    }

    private static final int WIDTH_SAMPLE = 50;
    private static final int MIN_CHARS = 4;
    private static final int MAX_CHARS = 60;

    private final RunService runs;
    private final CallbackDataProvider<Line, Void> provider;
    private final Consumer<String> problem;
    private UUID runId;
    private List<ResultColumn> columns = List.of();
    private long rowCount;
    private boolean sized;
    private Line focusedLine;
    private int focusedColumn = -1;

    ResultGrid(RunService runs, Consumer<String> problem) {
        this.runs = runs;
        this.problem = problem;
        setId("result-grid");
        addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES, GridVariant.LUMO_COLUMN_BORDERS);
        setPageSize(100);
        setHeight("22em");
        setSelectionMode(SelectionMode.MULTI);
        setMultiSort(false);
        provider = new CallbackDataProvider<>(this::fetch, query -> (int) Math.min(Integer.MAX_VALUE, rowCount),
                Line::index);
        setItems(provider);
        addCellFocusListener(e -> {
            focusedLine = e.getItem().orElse(null);
            focusedColumn = e.getColumn().map(c -> c.getKey() != null && c.getKey().startsWith("c")
                    ? Integer.parseInt(c.getKey().substring(1)) : -1).orElse(-1);
        });
        Shortcuts.addShortcutListener(this, this::copyToClipboard, Key.KEY_C, KeyModifier.CONTROL).listenOn(this);
        Shortcuts.addShortcutListener(this, this::copyToClipboard, Key.KEY_C, KeyModifier.META).listenOn(this);
    }

    /** Shows another run's result, or the same one grown by more rows. */
    void show(RunStatus status) {
        boolean sameColumns = status.runId().equals(runId) && status.columns().equals(columns);
        boolean grew = status.rowCount() != rowCount;
        if (!status.runId().equals(runId)) {
            sized = false;
            deselectAll();
            focusedLine = null;
        }
        runId = status.runId();
        rowCount = status.rowCount();
        if (!sameColumns) {
            columns = status.columns();
            rebuildColumns();
            provider.refreshAll();
        } else if (grew) {
            provider.refreshAll();
        }
        if (!sized && rowCount > 0) {
            sizeToContent();
        }
        if (grew || !sameColumns) {
            // the row number grows wider than the first page's: 10000 must not show as "1…"
            getColumnByKey("row-number").setWidth(chars(String.valueOf(rowCount).length()));
        }
    }

    UUID runId() {
        return runId;
    }

    /** The selected rows (in result order) as TSV with a header line; without a selection, the focused cell. */
    String copyText() {
        List<Line> selected = new ArrayList<>(getSelectedItems());
        if (selected.isEmpty()) {
            String cell = focusedLine == null || focusedColumn < 0 ? null : value(focusedLine, focusedColumn);
            return cell == null ? "" : cell;
        }
        selected.sort(Comparator.comparingLong(Line::index));
        return Tsv.of(columns.stream().map(ResultColumn::name).toList(), selected.stream().map(Line::values).toList());
    }

    /** Copies {@link #copyText()} to the browser's clipboard. */
    void copyToClipboard() {
        String text = copyText();
        if (text.isEmpty()) {
            problem.accept("Select rows (their check boxes) or click a cell to copy it.");
            return;
        }
        int rows = getSelectedItems().size();
        getElement().executeJs("return navigator.clipboard.writeText($0)", text).then(ok -> problem.accept(
                rows == 0 ? "Copied the cell." : "Copied " + rows + (rows == 1 ? " row" : " rows") + " as TSV."),
                failed -> problem.accept("The browser did not allow copying: " + failed));
    }

    private void rebuildColumns() {
        removeAllColumns();
        addColumn(line -> line.index() + 1).setHeader("#").setFlexGrow(0).setKey("row-number").setResizable(true);
        addColumn(Line::kind).setHeader("Change").setAutoWidth(true).setFlexGrow(0).setKey("row-kind")
                .setTooltipGenerator(line -> "+I insert, -U update before, +U update after, -D delete");
        for (int i = 0; i < columns.size(); i++) {
            int index = i;
            ResultColumn column = columns.get(i);
            Span header = new Span(column.name());
            header.getElement().setAttribute("title", column.name() + ": " + column.type());
            addColumn(line -> nullText(value(line, index))).setHeader(header).setKey("c" + i).setSortProperty("c" + i).setSortable(true)
                    .setResizable(true).setFlexGrow(0).setWidth(chars(column.name().length()))
                    .setTooltipGenerator(line -> {
                        String value = value(line, index);
                        return value != null && value.length() > MAX_CHARS ? value : null;
                    });
        }
    }

    /** Widths from the header and the first rows' values: nothing cut that fits, nothing wider than a screenful. */
    private void sizeToContent() {
        List<List<String>> sample;
        try {
            sample = runs.page(runId, 0, WIDTH_SAMPLE).rows();
        } catch (ServiceException gone) {
            return;
        }
        for (int i = 0; i < columns.size(); i++) {
            int widest = columns.get(i).name().length() + 2;
            for (List<String> row : sample) {
                widest = Math.max(widest, nullText(i < row.size() ? row.get(i) : null).length());
            }
            getColumnByKey("c" + i).setWidth(chars(widest));
        }
        sized = !sample.isEmpty();
    }

    /**
     * A width for so many characters, in rem: a column's width applies to each of its cells, and the header's smaller
     * font would make {@code ch} narrower there than in the body, shifting the header off its column.
     */
    private static String chars(int length) {
        int clamped = Math.max(MIN_CHARS, Math.min(MAX_CHARS, length));
        return String.format(java.util.Locale.ROOT, "%.1frem", clamped * 0.6 + 2);
    }

    private Stream<Line> fetch(Query<Line, Void> query) {
        if (runId == null || query.getLimit() == 0) {
            return Stream.empty();
        }
        ResultSort sort = sortOf(query.getSortOrders());
        ResultPage page;
        try {
            page = sorted(query.getOffset(), query.getLimit(), sort);
        } catch (ServiceException evicted) {
            return Stream.empty();
        }
        List<Line> lines = new ArrayList<>(page.rows().size());
        for (int i = 0; i < page.rows().size(); i++) {
            lines.add(new Line(page.indexes().get(i), page.kinds().get(i), page.rows().get(i)));
        }
        return lines.stream();
    }

    /** A sort the service cannot do (a growing or very large result) says why and leaves the rows in arrival order. */
    private ResultPage sorted(int offset, int limit, ResultSort sort) {
        if (sort != null) {
            try {
                return runs.page(runId, offset, limit, sort);
            } catch (ServiceException e) {
                problem.accept(e.userMessage());
            }
        }
        return runs.page(runId, offset, limit);
    }

    private static ResultSort sortOf(List<QuerySortOrder> orders) {
        if (orders.isEmpty() || !orders.get(0).getSorted().startsWith("c")) {
            return null;
        }
        QuerySortOrder order = orders.get(0);
        return new ResultSort(Integer.parseInt(order.getSorted().substring(1)),
                order.getDirection() != SortDirection.DESCENDING);
    }

    private static String value(Line line, int index) {
        return index < line.values().size() ? line.values().get(index) : null;
    }

    private static String nullText(String value) {
        return value == null ? "NULL" : value;
    }
}
