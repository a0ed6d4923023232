package io.freshet.backend.deploy;

import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.project.ProjectLineage;
import io.freshet.ui.catalog.CatalogService;
import io.freshet.ui.catalog.PartitionDetail;
import io.freshet.ui.catalog.SnapshotDetail;
import io.freshet.ui.catalog.TableRef;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.deploy.TableData;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * What a plan reads from the warehouse besides the catalog: the data a live table holds and the days a backfill
 * would cover. Left out when a plan is only checked before it is applied (its fingerprint holds neither).
 */
interface PlanFacts {

    /** The data the live table holds, or empty when the warehouse cannot tell. */
    Optional<TableData> held(TableId table);

    /** The days a backfill of the table (as the script creates it) would cover, else empty. */
    Optional<FollowUpOffer.Days> days(TableInfo planned, ProjectLineage lineage);

    /** Reads nothing: for the check of a plan before it is applied. */
    PlanFacts NONE = new PlanFacts() {
        @Override
        public Optional<TableData> held(TableId table) {
            return Optional.empty();
        }

        @Override
        public Optional<FollowUpOffer.Days> days(TableInfo planned, ProjectLineage lineage) {
            return Optional.empty();
        }
    };

    /**
     * Through the catalog service's readers of the warehouse (the catalog page's own partitions and snapshots): a
     * partitioned table's rows, partitions and bytes are the sum of its partitions; an unpartitioned one's rows are
     * its latest snapshot's, its bytes unknown. Each table's partitions are read once per plan: many tables of a
     * project share their sources.
     */
    static PlanFacts of(CatalogService catalog) {
        Map<TableRef, List<PartitionDetail>> read = new HashMap<>();
        Function<TableRef, List<PartitionDetail>> partitions = ref -> {
            List<PartitionDetail> known = read.get(ref);
            if (known == null) {
                known = catalog.partitions(ref);
                read.put(ref, known);
            }
            return known;
        };
        return new PlanFacts() {
            @Override
            public Optional<TableData> held(TableId table) {
                TableRef ref = new TableRef(table.catalog(), table.database(), table.table());
                try {
                    List<PartitionDetail> parts = partitions.apply(ref);
                    if (!parts.isEmpty()) {
                        return Optional.of(new TableData(parts.stream().mapToLong(PartitionDetail::rows).sum(),
                                parts.size(), parts.stream().mapToLong(PartitionDetail::bytes).sum()));
                    }
                    List<SnapshotDetail> latest = catalog.snapshots(ref, 1);
                    return Optional.of(new TableData(latest.isEmpty() ? 0 : latest.get(0).totalRows(), 0,
                            latest.isEmpty() ? 0 : -1));
                } catch (ServiceException unreadable) {
                    return Optional.empty();
                }
            }

            @Override
            public Optional<FollowUpOffer.Days> days(TableInfo planned, ProjectLineage lineage) {
                return lineage == null ? Optional.empty() : FollowUpOffer.days(planned, lineage, partitions);
            }
        };
    }
}
