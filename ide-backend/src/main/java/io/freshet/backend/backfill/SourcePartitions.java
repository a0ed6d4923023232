package io.freshet.backend.backfill;

import java.util.List;
import java.util.Map;

/**
 * The partitions a table holds now.
 *
 * @param table database.table
 * @param keys  its partition keys, empty for an unpartitioned table
 * @param specs each partition's key values
 */
record SourcePartitions(String table, List<String> keys, List<Map<String, String>> specs) {

    SourcePartitions {
        keys = List.copyOf(keys);
        specs = List.copyOf(specs);
    }
}
