package io.freshet.backend.catalog;

import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.backend.refreshes.RefreshEntries;
import io.freshet.backend.warehouse.CatalogState;
import io.freshet.backend.warehouse.FreshnessJudge;
import io.freshet.backend.warehouse.LiveReaders;
import io.freshet.ui.catalog.ActualFreshness;
import io.freshet.ui.catalog.CatalogService;
import io.freshet.ui.catalog.DataPreview;
import io.freshet.ui.catalog.Freshness;
import io.freshet.ui.catalog.FreshnessChangePlan;
import io.freshet.ui.catalog.NewMaterializedTable;
import io.freshet.ui.catalog.PartitionDetail;
import io.freshet.ui.catalog.QueryColumn;
import io.freshet.ui.catalog.RefreshEntry;
import io.freshet.ui.catalog.ResolvedQuery;
import io.freshet.ui.catalog.SnapshotDetail;
import io.freshet.ui.catalog.TableDetail;
import io.freshet.ui.catalog.TableRef;
import io.freshet.ui.catalog.TableSummary;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import java.time.Duration;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * The catalog browser and materialized-table control: browsing from the background catalog state and
 * direct Paimon reads, changes through the gateway, every change audited and followed by a catalog re-read.
 */
@Service
public class PaimonCatalogService implements CatalogService {

    private static final Logger LOG = LoggerFactory.getLogger(PaimonCatalogService.class);

    private final CatalogTree tree;
    private final TableReader reader;
    private final GatewayActions gateway;
    /** Who reads which table, for the downstream list; parsed again only when a query changed. */
    private final LiveReaders lineage =
            new LiveReaders((table, reason) -> LOG.warn("Skipping {} in the downstream lineage: {}", table, reason));
    private final FreshnessJudge freshness;
    private final MaterializedTableCommands commands;
    private final RefreshEntries refreshes;
    private final QueryResolver resolver;

    public PaimonCatalogService(CatalogTree tree, TableReader reader, GatewayActions gateway,
                                FreshnessJudge freshness, MaterializedTableCommands commands,
                                RefreshEntries refreshes, QueryResolver resolver) {
        this.tree = tree;
        this.reader = reader;
        this.gateway = gateway;
        this.freshness = freshness;
        this.commands = commands;
        this.refreshes = refreshes;
        this.resolver = resolver;
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<String> catalogs() {
        return tree.catalogs();
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<String> databases(String catalog) {
        return tree.databases(catalog);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<TableSummary> tables(String catalog, String database) {
        return tree.tables(catalog, database);
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
        return lineage.downstream(state().snapshot(), ref.catalog(), ref.database() + "." + ref.table()).stream()
                .map(table -> TableRef.parse(ref.catalog() + "." + table)).toList();
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public List<QueryColumn> queryColumns(String query) {
        return gateway.queryColumns(written(query));
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public ResolvedQuery resolveQuery(String query) {
        return resolver.resolve(written(query));
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public TableRef createMaterializedTable(NewMaterializedTable table) {
        inLakehouse(table.ref());
        return commands.create(table);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public FreshnessChangePlan planFreshnessChange(TableRef ref, Freshness freshness) {
        return commands.planFreshnessChange(inLakehouse(ref), freshness);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public TableDetail changeFreshness(TableRef ref, Freshness freshness) {
        commands.changeFreshness(inLakehouse(ref), freshness);
        return reader.detail(ref);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public void suspend(TableRef ref) {
        commands.suspend(inLakehouse(ref));
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public void resume(TableRef ref) {
        commands.resume(inLakehouse(ref));
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public RefreshEntry refresh(TableRef ref) {
        return commands.refresh(inLakehouse(ref));
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<RefreshEntry> refreshHistory(TableRef ref, int limit) {
        return refreshes.of(inLakehouse(ref).toString(), limit);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public TableDetail repair(TableRef ref) {
        commands.repair(inLakehouse(ref));
        return reader.detail(ref);
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public void drop(TableRef ref) {
        commands.drop(inLakehouse(ref));
    }

    private CatalogState state() {
        return tree.state();
    }

    private TableRef inLakehouse(TableRef ref) {
        return tree.inLakehouse(ref);
    }

    /** The query of a materialized table being defined, refused while there is none. */
    private static String written(String query) {
        if (query == null || query.isBlank()) {
            throw new ServiceException("Write a query first: a materialized table is defined by its SELECT.");
        }
        return query;
    }
}
