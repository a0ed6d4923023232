package io.freshet.ui.backfill;

import java.util.List;

/** A backfill with every partition refresh, in the order they run. */
public record BackfillDetail(BackfillSummary summary, List<PartitionRun> partitions) {

    public BackfillDetail {
        partitions = List.copyOf(partitions);
    }
}
