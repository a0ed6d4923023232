package io.freshet.backend.serving;

import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.DatabaseInfo;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.serving.CatalogStatement;
import io.freshet.analysis.serving.CatalogStatements;
import io.freshet.analysis.serving.EngineStatements;
import io.freshet.analysis.serving.ReaderCache;
import io.freshet.analysis.serving.S3KeySecrets;
import io.freshet.analysis.serving.ServingChecks;
import io.freshet.analysis.serving.ServingWarehouse;
import io.freshet.analysis.serving.WarehouseKind;
import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.secrets.SecretStore;
import io.freshet.backend.warehouse.LiveCatalog;
import io.freshet.backend.warehouse.PaimonCatalogAccess;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.Roles;
import io.freshet.ui.serving.NewServingTarget;
import io.freshet.ui.serving.ServingPlan;
import io.freshet.ui.serving.ServingRun;
import io.freshet.ui.serving.ServingService;
import io.freshet.ui.serving.ServingTarget;
import io.freshet.ui.serving.TableFindings;
import jakarta.annotation.security.RolesAllowed;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;

/**
 * {@link ServingService} on {@code serving_target} and the warehouse's last read ({@link LiveCatalog}): the catalog
 * statement is sql-analysis' for the warehouse Freshet is configured with, the findings are its checks of each table;
 * running it goes through {@link CatalogRunner} with the target's sealed secrets.
 */
@Service
public class JdbcServingService implements ServingService {

    private final ServingTargetStore store;
    private final AuditLog audit;
    private final Supplier<CatalogSnapshot> catalog;
    private final Supplier<String> warehouse;
    private final FreshetProperties.S3 s3;
    private final String catalogName;
    private final Clock clock;
    private final CatalogRunner runner;

    @Autowired
    public JdbcServingService(ServingTargetStore store, AuditLog audit, LiveCatalog catalog,
            PaimonCatalogAccess access, FreshetProperties properties, SecretStore secrets,
            EngineConnector connector) {
        this(store, audit, catalog::current, access::warehouse,
                properties.catalog() == null ? null : properties.catalog().s3(), access.catalogName(),
                Clock.systemUTC(), secrets::get, connector);
    }

    JdbcServingService(ServingTargetStore store, AuditLog audit, Supplier<CatalogSnapshot> catalog,
            Supplier<String> warehouse, FreshetProperties.S3 s3, String catalogName, Clock clock,
            Function<String, Optional<String>> secrets, EngineConnector connector) {
        this.store = store;
        this.audit = audit;
        this.catalog = catalog;
        this.warehouse = warehouse;
        this.s3 = s3;
        this.catalogName = catalogName;
        this.clock = clock;
        this.runner = new CatalogRunner(connector, secrets);
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<ServingTarget> targets() {
        return store.list();
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public ServingTarget add(NewServingTarget target) {
        NewServingTarget checked = TargetRules.checked(target);
        try {
            ServingTarget added = store.insert(checked, AuditLog.currentActor(), clock.instant());
            audit.record(AuditAction.SERVING_TARGET_ADDED, added.name(), AuditLog.SUCCESS, added.kind().displayName()
                    + " " + added.version() + ", catalog " + added.catalogName());
            return added;
        } catch (DuplicateKeyException e) {
            throw new ServiceException("There is a serving target named " + checked.name() + " already.");
        }
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public void remove(long id) {
        store.byId(id).ifPresent(target -> {
            if (store.delete(id)) {
                audit.record(AuditAction.SERVING_TARGET_REMOVED, target.name(), AuditLog.SUCCESS, null);
            }
        });
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public ServingPlan plan(long targetId, String database, String table) {
        ServingTarget target = target(targetId);
        DatabaseInfo db = catalog.get().catalog(catalogName).stream().flatMap(c -> c.databases().stream())
                .filter(d -> d.name().equals(database)).findFirst()
                .orElseThrow(() -> new ServiceException("There is no database " + database + " in " + catalogName
                        + "."));
        List<TableInfo> tables = table == null ? db.tables()
                : db.tables().stream().filter(t -> t.id().table().equals(table)).toList();
        if (table != null && tables.isEmpty()) {
            throw new ServiceException("There is no table " + database + "." + table + " in " + catalogName + ".");
        }
        List<TableFindings> findings = tables.stream().map(t -> new TableFindings(database, t.id().table(),
                ServingChecks.check(target.kind(), target.version(), t), ReaderCache.tableFreshness(t.materialized())))
                .toList();
        String query = tables.isEmpty() ? null
                : CatalogStatements.exampleQuery(target.catalogName(), database, tables.get(0).id().table())
                        .orElse(null);
        boolean runnable = target.jdbcUrl() != null && EngineStatements.runsOverJdbc(target.kind());
        return new ServingPlan(target, statement(target), findings, query,
                ReaderCache.of(target.kind(), target.catalogName()), runnable);
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public ServingRun run(long targetId, String database) {
        ServingPlan plan = plan(targetId, database, null);
        ServingTarget target = plan.target();
        try {
            ServingRun run = runner.run(target, plan.statement(), database);
            audit.record(AuditAction.SERVING_CATALOG_RUN, target.name(), AuditLog.SUCCESS, "catalog "
                    + run.catalogName() + (run.created() ? " created" : " was there already") + "; "
                    + run.tables().size() + " tables in " + run.catalogName() + "." + database);
            return run;
        } catch (ServiceException e) {
            // Freshet's own words only: the engine's message is never part of them
            audit.record(AuditAction.SERVING_CATALOG_RUN, target.name(), AuditLog.FAILURE, e.userMessage());
            throw e;
        }
    }

    private ServingTarget target(long targetId) {
        return store.byId(targetId)
                .orElseThrow(() -> new ServiceException("There is no such serving target; it may have been removed."));
    }

    private CatalogStatement statement(ServingTarget target) {
        String uri = warehouse.get();
        try {
            ServingWarehouse served = new ServingWarehouse(uri, s3 == null ? null : s3.endpoint(),
                    s3 == null ? null : s3.pathStyleAccess(), null, target.s3Credentials());
            if (served.kind() != WarehouseKind.S3) {
                served = ServingWarehouse.path(uri);
            }
            return CatalogStatements.of(target.kind(), target.catalogName(), served,
                    S3KeySecrets.forTarget(target.name()));
        } catch (IllegalArgumentException e) {
            throw new ServiceException("Freshet writes no catalog statement for this warehouse: " + e.getMessage());
        }
    }
}
