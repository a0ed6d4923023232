package io.freshet.backend.catalog;

import io.freshet.analysis.catalog.ColumnInfo;
import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.backend.warehouse.FreshnessJudge;
import io.freshet.backend.warehouse.PaimonCatalogAccess;
import io.freshet.backend.warehouse.PaimonTables;
import io.freshet.ui.catalog.ColumnDetail;
import io.freshet.ui.catalog.Freshness;
import io.freshet.ui.catalog.MaterializedTableDetail;
import io.freshet.ui.catalog.ObjectKind;
import io.freshet.ui.catalog.PartitionDetail;
import io.freshet.ui.catalog.RefreshMode;
import io.freshet.ui.catalog.SnapshotDetail;
import io.freshet.ui.catalog.TableDetail;
import io.freshet.ui.catalog.TableRef;
import io.freshet.ui.common.ServiceException;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.paimon.Snapshot;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.partition.Partition;
import org.apache.paimon.table.DataTable;
import org.apache.paimon.table.Table;
import org.springframework.stereotype.Component;

/** Reads one table's page directly from the Paimon warehouse: schema, options, DDL, partitions, snapshots. */
@Component
public class TableReader {

    private final PaimonCatalogAccess access;
    private final FreshnessJudge freshness;

    public TableReader(PaimonCatalogAccess access, FreshnessJudge freshness) {
        this.access = access;
        this.freshness = freshness;
    }

    public TableDetail detail(TableRef ref) {
        Table table = open(ref);
        TableInfo info = PaimonTables.table(new TableId(ref.catalog(), ref.database(), ref.table()), table);
        List<ColumnDetail> columns = new ArrayList<>();
        for (ColumnInfo column : info.columns()) {
            columns.add(new ColumnDetail(column.name(), column.type(), column.nullable(),
                    info.primaryKey().contains(column.name()), info.partitionKeys().contains(column.name()), column.comment()));
        }
        MaterializedTableDetail materialized = info.kind() == TableKind.MATERIALIZED_TABLE
                ? materialized(info, PaimonTables.latestCommit(table).orElse(null)) : null;
        return new TableDetail(ref, materialized == null ? ObjectKind.TABLE : ObjectKind.MATERIALIZED_TABLE, columns,
                info.primaryKey(), info.partitionKeys(), new TreeMap<>(info.options()), info.comment(),
                DdlWriter.ddl(info, access.catalogOptions()), materialized);
    }

    public List<PartitionDetail> partitions(TableRef ref) {
        try {
            List<Partition> partitions = catalog().listPartitions(Identifier.create(ref.database(), ref.table()));
            return partitions.stream().map(p -> new PartitionDetail(p.spec(), p.recordCount(), p.fileCount(),
                            p.fileSizeInBytes(), Instant.ofEpochMilli(p.lastFileCreationTime())))
                    // by their values, newest day first: all days written by one job share their write time
                    .sorted(Comparator.comparing((PartitionDetail p) -> String.join("/", p.spec().values())).reversed())
                    .toList();
        } catch (Catalog.TableNotExistException e) {
            throw notFound(ref);
        }
    }

    public List<SnapshotDetail> snapshots(TableRef ref, int limit) {
        Table table = open(ref);
        if (!(table instanceof DataTable data)) {
            return List.of();
        }
        List<SnapshotDetail> all = new ArrayList<>();
        try {
            Iterator<Snapshot> snapshots = data.snapshotManager().snapshots();
            while (snapshots.hasNext()) {
                Snapshot s = snapshots.next();
                all.add(new SnapshotDetail(s.id(), Instant.ofEpochMilli(s.timeMillis()), s.commitKind().name(),
                        s.totalRecordCount(), s.deltaRecordCount()));
            }
        } catch (IOException e) {
            throw new ServiceException("Cannot read the snapshots of " + ref + ": " + e.getMessage(), e);
        }
        all.sort(Comparator.comparingLong(SnapshotDetail::id).reversed());
        return all.subList(0, Math.min(Math.max(limit, 0), all.size()));
    }

    /** Target against actual freshness (judged as for the tree and lineage), mode, status, job or schedule. */
    MaterializedTableDetail materialized(TableInfo info, Instant latestCommit) {
        Map<String, String> options = info.options();
        Freshness target = Freshness.parse(info.materialized().freshnessInterval(), info.materialized().freshnessUnit());
        return new MaterializedTableDetail(info.materialized().definitionQuery(), target,
                RefreshMode.valueOf(info.materialized().refreshMode()), info.materialized().logicalRefreshMode(),
                freshness.status(info), latestCommit,
                freshness.judge(info), MaterializedTableOptions.jobId(options),
                MaterializedTableOptions.workflow(options), MaterializedTableOptions.dateFormatters(options));
    }

    private Table open(TableRef ref) {
        try {
            return catalog().getTable(Identifier.create(ref.database(), ref.table()));
        } catch (Catalog.TableNotExistException e) {
            throw notFound(ref);
        } catch (RuntimeException e) {
            throw new ServiceException("Cannot read " + ref + " from the warehouse: " + e.getMessage(), e);
        }
    }

    private Catalog catalog() {
        return access.catalog().orElseThrow(() -> new ServiceException(
                "The warehouse " + access.warehouse() + " does not exist yet: start Flink first."));
    }

    private static ServiceException notFound(TableRef ref) {
        return new ServiceException(ref + " does not exist (any more).");
    }

}
