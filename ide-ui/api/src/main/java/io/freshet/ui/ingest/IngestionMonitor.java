package io.freshet.ui.ingest;

import java.util.List;

/** How fast and how far behind the running ingestions are, for the Ingestions page; reads, changes nothing. */
public interface IngestionMonitor {

    /**
     * The figures of each RUNNING ingestion; a figure that cannot be read now (the ingestion Flink not running, the
     * source unreachable) is null or absent, never an error, so the page still lists what it knows.
     */
    List<IngestionMetrics> metrics();
}
