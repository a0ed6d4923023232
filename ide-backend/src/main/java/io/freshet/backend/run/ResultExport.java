package io.freshet.backend.run;

import io.freshet.ui.common.ServiceException;
import io.freshet.ui.run.ResultFormat;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Streams a whole result from its spill file into a download, row by row: memory stays flat at any size. */
final class ResultExport {

    private static final Logger LOG = LoggerFactory.getLogger(ResultExport.class);

    private ResultExport() {
    }

    static void write(StatementRun run, ResultFormat format, OutputStream out) {
        ResultStore store = run.result();
        try {
            Writer text = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 64 * 1024);
            ResultWriter writer = ResultWriter.of(format, text, run.status().columns(), !store.insertOnly());
            store.forEachRow((offset, row) -> writer.row(row.kind(), row.values()));
            writer.finish();
        } catch (IOException | UncheckedIOException e) {
            // most often the browser went away mid-download; the log says which run
            LOG.info("Export of run {} as {} stopped: {}", run.id(), format, e.getMessage());
            throw new ServiceException("The result could not be exported: it is no longer available or the download"
                    + " was interrupted.", e);
        }
    }
}
