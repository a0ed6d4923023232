package io.freshet.backend.deploy;

import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.analysis.project.ProjectLineage;
import io.freshet.ui.backfill.BackfillService;
import io.freshet.ui.backfill.BackfillTarget;
import io.freshet.ui.catalog.CatalogService;
import io.freshet.ui.catalog.PartitionDetail;
import io.freshet.ui.catalog.TableRef;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.deploy.FollowUp;
import io.freshet.ui.deploy.StepState;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * What a deployment offers once its scripts ran: wait for the project's CONTINUOUS tables to commit, the first
 * refresh of each FULL table, and a backfill of the days its upstream tables hold (the sample's days).
 */
final class FollowUpOffer {

    private FollowUpOffer() {
    }

    /**
     * @param defined the project's tables in the warehouse after the scripts ran, in script order
     * @param lineage the project's lineage, for the upstream tables whose days a backfill covers
     */
    static List<FollowUp> of(Collection<TableInfo> defined, ProjectLineage lineage, CatalogService catalog,
                             BackfillService backfills) {
        List<FollowUp> waits = new ArrayList<>();
        List<FollowUp> refreshes = new ArrayList<>();
        List<FollowUp> backfillList = new ArrayList<>();
        for (TableInfo table : defined) {
            if (table.kind() != TableKind.MATERIALIZED_TABLE || table.materialized() == null) {
                continue;
            }
            String id = table.id().toString();
            if ("CONTINUOUS".equals(table.materialized().refreshMode())) {
                waits.add(new FollowUp(FollowUp.Kind.WAIT_FOR_CONTINUOUS, id, "its job's first commit",
                        StepState.PENDING, null));
            } else if ("FULL".equals(table.materialized().refreshMode())) {
                refreshes.add(new FollowUp(FollowUp.Kind.REFRESH, id, "the whole table", StepState.PENDING, null));
                days(table, lineage, catalog, backfills).ifPresent(range -> backfillList.add(
                        new FollowUp(FollowUp.Kind.BACKFILL, id, range, StepState.PENDING, null)));
            }
        }
        List<FollowUp> all = new ArrayList<>(waits);
        all.addAll(refreshes);
        all.addAll(backfillList);
        return refreshes.isEmpty() && backfillList.isEmpty() ? List.of() : all;
    }

    /** The days a backfill of a table covers: every day from the first to the last its sources hold. */
    record Days(LocalDate first, LocalDate last) {

        int count() {
            return (int) ChronoUnit.DAYS.between(first, last) + 1;
        }

        /** "first .. last", as the backfill follow-up's detail carries it. */
        String range() {
            return first + " .. " + last;
        }
    }

    /** "from .. to": the dates the upstream tables partitioned by the same column hold, when it can be backfilled. */
    private static java.util.Optional<String> days(TableInfo table, ProjectLineage lineage, CatalogService catalog,
                                                   BackfillService backfills) {
        if (table.partitionKeys().isEmpty()) {
            return java.util.Optional.empty();
        }
        try {
            BackfillTarget target = backfills.inspect(table.id().database() + "." + table.id().table());
            if (!target.backfillable()) {
                return java.util.Optional.empty();
            }
        } catch (ServiceException e) {
            return java.util.Optional.empty();
        }
        return days(table, lineage, catalog::partitions).map(Days::range);
    }

    /**
     * The days a backfill of the table would cover: the dates its upstream tables (at any depth) hold in partitions
     * of the table's first partition column. The one answer to "which days", for the offer after a deployment and
     * for a plan before it (where the table may not exist yet, so whether it can be backfilled is not asked).
     */
    static java.util.Optional<Days> days(TableInfo table, ProjectLineage lineage,
                                         Function<TableRef, List<PartitionDetail>> partitions) {
        if (table.partitionKeys().isEmpty()) {
            return java.util.Optional.empty();
        }
        String id = table.id().toString();
        String key = table.partitionKeys().get(0);
        TreeSet<LocalDate> dates = new TreeSet<>();
        for (String upstream : lineage.upstreamTables(id, -1)) {
            TableRef ref;
            try {
                ref = TableRef.parse(upstream);
            } catch (IllegalArgumentException notATable) {
                continue;
            }
            try {
                for (PartitionDetail partition : partitions.apply(ref)) {
                    date(partition.spec(), key).ifPresent(dates::add);
                }
            } catch (ServiceException unreadable) {
                // a source outside the warehouse (or not created yet): it tells no days
            }
        }
        return dates.isEmpty() ? java.util.Optional.empty()
                : java.util.Optional.of(new Days(dates.first(), dates.last()));
    }

    private static java.util.Optional<LocalDate> date(Map<String, String> spec, String key) {
        String value = spec.get(key);
        if (value == null) {
            return java.util.Optional.empty();
        }
        try {
            return java.util.Optional.of(LocalDate.parse(value.length() > 10 ? value.substring(0, 10) : value));
        } catch (DateTimeParseException notADay) {
            return java.util.Optional.empty();
        }
    }

    /** The table of a follow-up as the catalog and backfill services name it. */
    static TableRef ref(FollowUp followUp) {
        return TableRef.parse(followUp.table());
    }

    static TableId id(FollowUp followUp) {
        TableRef ref = ref(followUp);
        return new TableId(ref.catalog(), ref.database(), ref.table());
    }
}
