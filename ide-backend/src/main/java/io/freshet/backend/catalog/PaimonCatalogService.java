package io.freshet.backend.catalog;

import io.freshet.analysis.catalog.CatalogInfo;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.DatabaseInfo;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.gateway.mt.RecreatePlan;
import io.freshet.gateway.mt.TableName;
import io.freshet.ui.catalog.ActualFreshness;
import io.freshet.ui.catalog.CatalogService;
import io.freshet.ui.catalog.DataPreview;
import io.freshet.ui.catalog.Freshness;
import io.freshet.ui.catalog.FreshnessChangePlan;
import io.freshet.ui.catalog.FreshnessScale;
import io.freshet.ui.catalog.NewMaterializedTable;
import io.freshet.ui.catalog.ObjectKind;
import io.freshet.ui.catalog.PartitionDetail;
import io.freshet.ui.catalog.QueryColumn;
import io.freshet.ui.catalog.RefreshMode;
import io.freshet.ui.catalog.ResolvedQuery;
import io.freshet.ui.catalog.SnapshotDetail;
import io.freshet.ui.catalog.TableDetail;
import io.freshet.ui.catalog.TableRef;
import io.freshet.ui.catalog.TableSummary;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;
import org.springframework.stereotype.Service;

/**
 * The catalog browser and materialized-table control: browsing from the background catalog state and
 * direct Paimon reads, changes through the gateway, every change audited and followed by a catalog re-read.
 */
@Service
public class PaimonCatalogService implements CatalogService {

    private final PaimonCatalogSnapshotSource source;
    private final TableReader reader;
    private final GatewayActions gateway;
    private final DownstreamLineage lineage;
    private final AuditLog audit;
    private final FreshnessJudge freshness;
    private final QueryResolver resolver;

    public PaimonCatalogService(PaimonCatalogSnapshotSource source, TableReader reader, GatewayActions gateway,
                                DownstreamLineage lineage, AuditLog audit, FreshnessJudge freshness,
                                QueryResolver resolver) {
        this.source = source;
        this.reader = reader;
        this.gateway = gateway;
        this.lineage = lineage;
        this.audit = audit;
        this.freshness = freshness;
        this.resolver = resolver;
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<String> catalogs() {
        return lakehouse().stream().map(CatalogInfo::name).toList();
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<String> databases(String catalog) {
        return lakehouse().stream().filter(c -> c.name().equals(catalog))
                .flatMap(c -> c.databases().stream()).map(DatabaseInfo::name).sorted().toList();
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<TableSummary> tables(String catalog, String database) {
        List<TableSummary> summaries = new ArrayList<>();
        lakehouse().stream().filter(c -> c.name().equals(catalog)).flatMap(c -> c.databases().stream())
                .filter(d -> d.name().equals(database)).flatMap(d -> d.tables().stream())
                .forEach(t -> summaries.add(summary(t)));
        summaries.sort(Comparator.comparing(s -> s.ref().table()));
        return summaries;
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public TableDetail table(TableRef ref) {
        return reader.detail(inLakehouse(ref));
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public ActualFreshness freshness(TableRef ref) {
        TableInfo table = state().snapshot().table(new TableId(ref.catalog(), ref.database(), ref.table()))
                .filter(t -> t.kind() == TableKind.MATERIALIZED_TABLE)
                .orElseThrow(() -> new ServiceException(inLakehouse(ref) + " is not a materialized table (any more)."));
        return freshness.judge(table);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<PartitionDetail> partitions(TableRef ref) {
        return reader.partitions(inLakehouse(ref));
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<SnapshotDetail> snapshots(TableRef ref, int limit) {
        return reader.snapshots(inLakehouse(ref), limit);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public DataPreview preview(TableRef ref, int limit) {
        return gateway.preview(inLakehouse(ref), limit);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public Duration freshnessThreshold() {
        return gateway.freshnessThreshold();
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<TableRef> downstream(TableRef ref) {
        return lineage.downstream(state().snapshot(), ref, gateway.freshnessThreshold());
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public List<QueryColumn> queryColumns(String query) {
        if (query == null || query.isBlank()) {
            throw new ServiceException("Write a query first: a materialized table is defined by its SELECT.");
        }
        return gateway.queryColumns(query);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public ResolvedQuery resolveQuery(String query) {
        if (query == null || query.isBlank()) {
            throw new ServiceException("Write a query first: a materialized table is defined by its SELECT.");
        }
        return resolver.resolve(query);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public TableRef createMaterializedTable(NewMaterializedTable table) {
        inLakehouse(table.ref());
        FreshnessScale scale = new FreshnessScale(freshnessThreshold());
        if (!scale.accepts(table.freshness())) {
            throw new ServiceException("Flink cannot schedule a refresh every " + table.freshness().words()
                    + "; pick a value the slider offers.");
        }
        return audited(AuditAction.MATERIALIZED_TABLE_CREATED, table.ref(), table.ddl(), () -> {
            gateway.withTables("Creating " + table.ref(), tables -> tables.create(name(table.ref()), table.ddl()));
            return table.ref();
        });
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public FreshnessChangePlan planFreshnessChange(TableRef ref, Freshness freshness) {
        FreshnessScale scale = new FreshnessScale(freshnessThreshold());
        if (!scale.accepts(freshness)) {
            throw new ServiceException("Flink cannot schedule a refresh every " + freshness.words()
                    + "; pick a value the slider offers.");
        }
        RecreatePlan plan = gateway.withTables("Planning the new freshness of " + inLakehouse(ref),
                tables -> tables.planRecreate(name(ref), freshness.flinkText()));
        return FreshnessPlans.of(ref, plan, freshness, scale);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public TableDetail changeFreshness(TableRef ref, Freshness freshness) {
        FreshnessChangePlan plan = planFreshnessChange(ref, freshness);
        audited(AuditAction.MATERIALIZED_TABLE_FRESHNESS_CHANGED, ref, plan.from().words() + " -> " + freshness.words(),
                () -> gateway.withTables("Changing the freshness of " + ref,
                        tables -> tables.recreate(tables.planRecreate(name(ref), freshness.flinkText()))));
        return reader.detail(ref);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public void suspend(TableRef ref) {
        audited(AuditAction.MATERIALIZED_TABLE_SUSPENDED, inLakehouse(ref), "",
                () -> gateway.withTables("Suspending " + ref, tables -> {
                    tables.suspend(name(ref));
                    return null;
                }));
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public void resume(TableRef ref) {
        audited(AuditAction.MATERIALIZED_TABLE_RESUMED, inLakehouse(ref), "",
                () -> gateway.withTables("Resuming " + ref, tables -> {
                    tables.resume(name(ref), java.util.Map.of());
                    return null;
                }));
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public String refresh(TableRef ref) {
        return audited(AuditAction.MATERIALIZED_TABLE_REFRESHED, inLakehouse(ref), "",
                () -> gateway.withTables("Refreshing " + ref, tables -> tables.refresh(name(ref))));
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public TableDetail repair(TableRef ref) {
        audited(AuditAction.MATERIALIZED_TABLE_REPAIRED, inLakehouse(ref), "",
                () -> gateway.withTables("Repairing " + ref, tables -> tables.repair(name(ref))));
        return reader.detail(ref);
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public void drop(TableRef ref) {
        audited(AuditAction.MATERIALIZED_TABLE_DROPPED, inLakehouse(ref), "",
                () -> gateway.withTables("Dropping " + ref, tables -> {
                    tables.drop(name(ref));
                    return null;
                }));
    }

    private <T> T audited(AuditAction action, TableRef ref, String detail, Supplier<T> work) {
        try {
            T result = work.get();
            audit.record(action, ref.toString(), AuditLog.SUCCESS, detail);
            return result;
        } catch (ServiceException e) {
            audit.record(action, ref.toString(), AuditLog.FAILURE, e.userMessage());
            throw e;
        } finally {
            source.invalidate();
        }
    }

    private TableSummary summary(TableInfo table) {
        TableRef ref = new TableRef(table.id().catalog(), table.id().database(), table.id().table());
        return switch (table.kind()) {
            case TABLE -> new TableSummary(ref, ObjectKind.TABLE, null, null, null);
            case VIEW -> new TableSummary(ref, ObjectKind.VIEW, null, null, null);
            case MATERIALIZED_TABLE -> new TableSummary(ref, ObjectKind.MATERIALIZED_TABLE,
                    RefreshMode.valueOf(table.materialized().refreshMode()),
                    table.options().getOrDefault(PaimonTables.MT + "refresh-status", "UNKNOWN"),
                    freshness.judge(table));
        };
    }

    private List<CatalogInfo> lakehouse() {
        String name = state().snapshot().currentCatalog();
        // before the first successful read the snapshot holds only Flink's built-in catalog: nothing to browse
        return state().snapshot().catalogs().stream()
                .filter(c -> c.name().equals(name) && !c.name().equals(CatalogSnapshot.DEFAULT_CATALOG)).toList();
    }

    /** The first page load after a start must not show an empty tree: read once, then serve the cache. */
    private CatalogState state() {
        CatalogState state = source.state();
        return state.readAt() == null ? source.readNow() : state;
    }

    private TableRef inLakehouse(TableRef ref) {
        if (!ref.catalog().equals(state().snapshot().currentCatalog())) {
            throw new ServiceException("Only the catalog '" + state().snapshot().currentCatalog()
                    + "' can be browsed here, not '" + ref.catalog() + "'.");
        }
        return ref;
    }

    private static TableName name(TableRef ref) {
        return TableName.of(ref.catalog(), ref.database(), ref.table());
    }
}
