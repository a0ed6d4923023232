package io.freshet.backend.run;

import io.freshet.ui.common.ServiceException;
import io.freshet.ui.run.ResultPage;
import io.freshet.ui.run.ResultSort;
import io.freshet.ui.run.RunStatus;
import java.util.ArrayList;
import java.util.List;

/** Pages of a run's stored result, in the order it arrived or sorted by one column once the statement has ended. */
final class ResultPages {

    /** The most rows one page call returns; a grid asks for far fewer. */
    static final int MAX_PAGE = 1_000;

    private ResultPages() {
    }

    /** Rows from {@code offset} as the result holds them; complete once the statement has ended. */
    static ResultPage inOrder(StatementRun run, long offset, int limit) {
        boolean complete = run.state().isFinal();
        List<ResultStore.StoredRow> rows = run.result().read(Math.max(0, offset), Math.min(Math.max(0, limit), MAX_PAGE));
        List<List<String>> values = new ArrayList<>(rows.size());
        List<String> kinds = new ArrayList<>(rows.size());
        for (ResultStore.StoredRow row : rows) {
            values.add(row.values());
            kinds.add(row.kind());
        }
        return new ResultPage(Math.max(0, offset), values, kinds, complete);
    }

    /** Rows from {@code offset} in the sort's order, each with its index in the result; an ended result only. */
    static ResultPage sorted(StatementRun run, RunLimits limits, ResultSort sort, long offset, int limit) {
        RunStatus status = run.status();
        if (!status.state().isFinal()) {
            throw new ServiceException("The result is still growing: sort it when the statement has ended.");
        }
        if (status.rowCount() > limits.maxSortRows()) {
            throw new ServiceException("Results of up to " + limits.maxSortRows() + " rows can be sorted"
                    + " (freshet.run.max-sort-rows); this one has " + status.rowCount() + ". Add ORDER BY to the query.");
        }
        if (sort.column() < 0 || sort.column() >= status.columns().size()) {
            throw new ServiceException("The result has no column " + (sort.column() + 1) + ".");
        }
        SortedView view = run.sorted(sort, () -> SortedView.of(run.result(), sort.column(), sort.ascending(),
                status.columns().get(sort.column()).type()));
        int from = (int) Math.min(Math.max(0, offset), view.size());
        int count = Math.min(Math.max(0, limit), MAX_PAGE);
        List<ResultStore.StoredRow> rows = run.result().readAt(view.offsets(), from, count);
        List<List<String>> values = new ArrayList<>(rows.size());
        List<String> kinds = new ArrayList<>(rows.size());
        List<Long> indexes = new ArrayList<>(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            values.add(rows.get(i).values());
            kinds.add(rows.get(i).kind());
            indexes.add(view.indexes()[from + i]);
        }
        return new ResultPage(from, values, kinds, true, indexes);
    }
}
