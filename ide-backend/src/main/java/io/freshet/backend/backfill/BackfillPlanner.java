package io.freshet.backend.backfill;

import io.freshet.backend.warehouse.TableReaders;
import io.freshet.ui.backfill.BackfillPreview;
import io.freshet.ui.backfill.BackfillRequest;
import io.freshet.ui.backfill.BackfillTarget;
import io.freshet.ui.backfill.Granularity;
import io.freshet.ui.backfill.PlannedRefresh;
import io.freshet.ui.common.ServiceException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/** Decides whether a table can be backfilled and expands a request into its refreshes, downstream ones included. */
@Component
class BackfillPlanner {

    private static final Logger LOG = LoggerFactory.getLogger(BackfillPlanner.class);

    private final LakehouseTables tables;
    private final Lakehouse lakehouse;

    BackfillPlanner(LakehouseTables tables, Lakehouse lakehouse) {
        this.tables = tables;
        this.lakehouse = lakehouse;
    }

    BackfillTarget inspect(String table) {
        String name = table == null ? "" : table.strip();
        return tables.find(name).map(BackfillTargets::of)
                .orElseGet(() -> BackfillTargets.notBackfillable(name, name + " does not exist in the catalog "
                        + lakehouse.catalogName() + "."));
    }

    List<String> backfillable() {
        return tables.materializedTables().stream().map(BackfillTargets::of).filter(BackfillTarget::backfillable)
                .map(BackfillTarget::table).sorted().toList();
    }

    /** The request's range (as stored) and every refresh in running order. */
    Plan plan(BackfillRequest request) {
        if (request == null || request.table() == null || request.table().isBlank()) {
            throw new ServiceException("Choose a materialized table to backfill.");
        }
        BackfillTarget target = inspect(request.table());
        if (!target.backfillable()) {
            throw new ServiceException(target.explanation());
        }
        PartitionRange range = new PartitionRange(target.granularity(), request.from(), request.to());
        String catalog = lakehouse.catalogName();
        List<PlannedRefresh> refreshes = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        addPartitions(refreshes, 0, target, range, catalog);
        if (request.cascade()) {
            for (Map.Entry<Integer, List<CatalogTable>> step
                    : downstream(target.table(), catalog).entrySet()) {
                for (CatalogTable downstream : step.getValue()) {
                    addDownstream(refreshes, notes, step.getKey(), downstream, range, catalog);
                }
            }
        }
        List<String> warnings = tables.find(target.table())
                .map(table -> SourceDays.missing(table, range.specs(target.partitionKeys(), target.formatters()),
                        catalog, tables))
                .orElse(List.of());
        return new Plan(range, new BackfillPreview(target.table(), target.granularity(), refreshes, notes, warnings));
    }

    /**
     * The materialized tables built, directly, through others or through views, from one table, by step (1, 2, ...)
     * and sorted by name within a step: each table comes after every table between it and the start.
     */
    private Map<Integer, List<CatalogTable>> downstream(String start, String catalog) {
        Map<String, CatalogTable> byName = new HashMap<>();
        Map<String, String> queries = new LinkedHashMap<>();
        for (CatalogTable table : tables.materializedTables()) {
            byName.put(table.name(), table);
            queries.put(table.name(), table.definitionQuery());
        }
        TableReaders readers = TableReaders.of(queries, tables.viewQueries(), catalog,
                (table, reason) -> LOG.warn("Skipping {} in the lineage: {}", table, reason));
        Map<Integer, List<CatalogTable>> byStep = new TreeMap<>();
        readers.steps(start).forEach((name, step) -> {
            if (byName.containsKey(name)) {
                byStep.computeIfAbsent(step, s -> new ArrayList<>()).add(byName.get(name));
            }
        });
        byStep.values().forEach(step -> step.sort(Comparator.comparing(CatalogTable::name)));
        return byStep;
    }

    private static void addDownstream(List<PlannedRefresh> refreshes, List<String> notes, int step,
                                      CatalogTable table, PartitionRange range, String catalog) {
        if (!table.full()) {
            notes.add(table.name() + " is refreshed continuously: it picks up the backfilled rows by itself.");
            return;
        }
        BackfillTarget target = BackfillTargets.of(table);
        if (target.backfillable()) {
            addPartitions(refreshes, step, target, rangeIn(range, target.granularity()), catalog);
        } else {
            notes.add(table.name() + " is refreshed as a whole: " + target.explanation());
            refreshes.add(new PlannedRefresh(step, table.name(), "",
                    RefreshStatements.refresh(catalog, table.name(), Map.of())));
        }
    }

    private static void addPartitions(List<PlannedRefresh> refreshes, int step, BackfillTarget target,
                                      PartitionRange range, String catalog) {
        for (Map<String, String> spec : range.specs(target.partitionKeys(), target.formatters())) {
            refreshes.add(new PlannedRefresh(step, target.table(), RefreshStatements.display(spec),
                    RefreshStatements.refresh(catalog, target.table(), spec)));
        }
    }

    /** The same stretch of time in another table's granularity: a day range covers all its hours. */
    private static PartitionRange rangeIn(PartitionRange range, Granularity granularity) {
        if (granularity == range.granularity()) {
            return range;
        }
        return granularity == Granularity.HOURLY
                ? new PartitionRange(granularity, range.from(), range.to().plusHours(23))
                : new PartitionRange(granularity, range.from(), range.to());
    }

    /** A planned backfill. */
    record Plan(PartitionRange range, BackfillPreview preview) {
    }
}
