package io.freshet.ui.catalog;

import java.time.Instant;
import java.util.Map;

/** One partition: its values, rows, files, bytes and when a file was last written to it. */
public record PartitionDetail(Map<String, String> spec, long rows, long files, long bytes, Instant lastUpdate) {

    public PartitionDetail {
        spec = Map.copyOf(spec);
    }
}
