package io.freshet.backend.run;

import io.freshet.ui.run.ResultColumn;
import io.freshet.ui.run.ResultFormat;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/** Writes a result's rows in a download format, one row at a time, so a result of any size streams through. */
interface ResultWriter {

    /** The name of the extra column that carries each row's change kind (+I, -U, +U, -D) of a changelog result. */
    String CHANGE_COLUMN = "_change";

    void row(String kind, List<String> values) throws IOException;

    /** Ends the document; the writer is flushed, not closed. */
    void finish() throws IOException;

    /**
     * A writer for the format; {@code withKind} adds the change kind to every row, for results that are not
     * insert-only (their rows only make sense with it).
     */
    static ResultWriter of(ResultFormat format, Writer out, List<ResultColumn> columns, boolean withKind)
            throws IOException {
        return switch (format) {
            case CSV -> new CsvResultWriter(out, columns, withKind);
            case JSON -> new JsonResultWriter(out, columns, withKind);
        };
    }
}
