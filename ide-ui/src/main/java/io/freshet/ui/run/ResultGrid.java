package io.freshet.ui.run;

import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.data.provider.CallbackDataProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * A run's result in a grid that loads lazily: the browser asks for the rows it shows and the service
 * reads them from its bounded store, so neither side ever holds the whole result.
 */
class ResultGrid extends Grid<ResultGrid.Line> {

    /** One grid line: the row's position in the result, its change kind and its values. */
    record Line(long index, String kind, List<String> values) {
    }

    private final RunService runs;
    private final CallbackDataProvider<Line, Void> provider;
    private UUID runId;
    private List<ResultColumn> columns = List.of();
    private long rowCount;

    ResultGrid(RunService runs) {
        this.runs = runs;
        setId("result-grid");
        addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES, GridVariant.LUMO_COLUMN_BORDERS);
        setPageSize(100);
        setHeight("22em");
        provider = new CallbackDataProvider<>(query -> fetch(query.getOffset(), query.getLimit()),
                query -> (int) Math.min(Integer.MAX_VALUE, rowCount), Line::index);
        setItems(provider);
    }

    /** Shows another run's result, or the same one grown by more rows. */
    void show(RunStatus status) {
        boolean sameColumns = status.runId().equals(runId) && status.columns().equals(columns);
        boolean grew = status.rowCount() != rowCount;
        runId = status.runId();
        rowCount = status.rowCount();
        if (!sameColumns) {
            columns = status.columns();
            rebuildColumns();
            provider.refreshAll();
        } else if (grew) {
            provider.refreshAll();
        }
    }

    UUID runId() {
        return runId;
    }

    private void rebuildColumns() {
        removeAllColumns();
        addColumn(line -> line.index() + 1).setHeader("#").setAutoWidth(true).setFlexGrow(0).setKey("row-number");
        addColumn(Line::kind).setHeader("Change").setAutoWidth(true).setFlexGrow(0).setKey("row-kind")
                .setTooltipGenerator(line -> "+I insert, -U update before, +U update after, -D delete");
        for (int i = 0; i < columns.size(); i++) {
            int index = i;
            ResultColumn column = columns.get(i);
            addColumn(line -> index < line.values().size() ? nullText(line.values().get(index)) : "")
                    .setHeader(column.name()).setTooltipGenerator(line -> column.type()).setResizable(true)
                    .setAutoWidth(true);
        }
    }

    private Stream<Line> fetch(int offset, int limit) {
        if (runId == null || limit == 0) {
            return Stream.empty();
        }
        ResultPage page;
        try {
            page = runs.page(runId, offset, limit);
        } catch (io.freshet.ui.common.ServiceException evicted) {
            return Stream.empty();
        }
        List<Line> lines = new ArrayList<>(page.rows().size());
        for (int i = 0; i < page.rows().size(); i++) {
            lines.add(new Line(page.offset() + i, page.kinds().get(i), page.rows().get(i)));
        }
        return lines.stream();
    }

    private static String nullText(String value) {
        return value == null ? "NULL" : value;
    }
}
