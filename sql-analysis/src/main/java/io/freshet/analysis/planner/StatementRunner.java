package io.freshet.analysis.planner;

import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.lineage.StatementLineage;
import io.freshet.analysis.script.Statement;
import org.apache.calcite.sql.SqlNode;
import org.apache.flink.sql.parser.ddl.SqlCreateMaterializedTable;
import org.apache.flink.table.api.config.MaterializedTableConfigOptions;
import org.apache.flink.table.catalog.ResolvedCatalogMaterializedTable;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.apache.flink.table.api.internal.TableEnvironmentInternal;
import org.apache.flink.table.catalog.CatalogManager;
import org.apache.flink.table.catalog.CatalogMaterializedTable;
import org.apache.flink.table.catalog.ResolvedCatalogTable;
import org.apache.flink.table.catalog.GenericInMemoryCatalog;
import org.apache.flink.table.catalog.ObjectIdentifier;
import org.apache.flink.table.operations.ModifyOperation;
import org.apache.flink.table.operations.Operation;
import org.apache.flink.table.operations.QueryOperation;
import org.apache.flink.table.operations.StatementSetOperation;
import org.apache.flink.table.operations.CreateTableASOperation;
import org.apache.flink.table.operations.ReplaceTableAsOperation;
import org.apache.flink.table.operations.ddl.CreateCatalogOperation;
import org.apache.flink.table.operations.ddl.CreateTableOperation;
import org.apache.flink.table.operations.ddl.CreateViewOperation;
import org.apache.flink.table.operations.materializedtable.CreateMaterializedTableOperation;
import org.apache.flink.table.operations.materializedtable.DropMaterializedTableOperation;
import org.apache.flink.table.operations.materializedtable.MaterializedTableOperation;
import org.apache.flink.table.operations.command.AddJarOperation;
import org.apache.flink.table.operations.command.RemoveJarOperation;
import org.apache.flink.table.operations.command.ResetOperation;
import org.apache.flink.table.operations.command.SetOperation;

/**
 * Runs one statement through the planner the way the SQL Gateway would up to (not including) job
 * submission: conversion and validation for every statement, optimization (explain) for queries
 * and INSERTs, and catalog changes for DDL, with the real connector where Freshet ships it and the stub
 * connector in place of the others.
 */
final class StatementRunner {

    private final TableEnvironmentInternal env;
    private final SessionCatalogs state;
    private final Consumer<TableId> created;

    /** @param created told of every table or view a statement creates (not of one that already existed) */
    StatementRunner(TableEnvironmentInternal env, SessionCatalogs state, Consumer<TableId> created) {
        this.env = env;
        this.state = state;
        this.created = created;
    }

    List<Diagnostic> run(Statement statement, SqlNode node, List<StatementLineage> lineage, Tier tier) {
        List<Diagnostic> findings = new ArrayList<>();
        try {
            Optional<Diagnostic> early = ExecutionChecks.beforeConversion(node, statement, env.getCatalogManager(),
                    state, this::freshnessThreshold);
            if (early.isPresent()) {
                findings.add(early.get());
                return findings;
            }
            for (OperationConversion.Converted converted : OperationConversion.convert(env, statement.text(), node)) {
                Operation op = converted.operation();
                List<StatementLineage> found = lineageOf(converted, statement);
                Optional<Diagnostic> refused = ExecutionChecks.check(op, node, statement, env.getCatalogManager(),
                        state, env.getConfig().getConfiguration());
                if (refused.isPresent()) {
                    findings.add(refused.get());
                    return findings;
                }
                ExecutionChecks.caution(op, node, statement, env.getCatalogManager(), state).ifPresent(findings::add);
                apply(op, tier);
                ExecutionChecks.applied(op, state);
                probeCreatedTable(op, statement, findings);
                lineage.addAll(found);
                if (op instanceof CreateMaterializedTableOperation create
                        && node instanceof SqlCreateMaterializedTable mtNode) {
                    findings.addAll(MaterializedTableChecks.check(statement, mtNode,
                            (ResolvedCatalogMaterializedTable) create.getCatalogMaterializedTable(), env,
                            freshnessThreshold()));
                }
            }
            return findings;
        } catch (Exception | LinkageError e) {
            findings.add(PlannerErrors.toDiagnostic(e, statement));
            return findings;
        }
    }

    /** As Flink's conversion reads it: from the configuration the session was created with, whatever a SET says. */
    private Duration freshnessThreshold() {
        return env.getConfig().getRootConfiguration()
                .get(MaterializedTableConfigOptions.MATERIALIZED_TABLE_FRESHNESS_THRESHOLD);
    }

    /** Lineage is an extra: a plan it cannot follow must never turn a valid statement into an error. */
    private List<StatementLineage> lineageOf(OperationConversion.Converted converted, Statement statement) {
        List<StatementLineage> found = new ArrayList<>();
        try {
            LineageExtractor.collect(converted.operation(), converted.query(), statement, found);
        } catch (RuntimeException unsupported) {
            found.clear();
        }
        return found;
    }

    private void apply(Operation op, Tier tier) throws Exception {
        CatalogManager manager = env.getCatalogManager();
        boolean optimize = tier == Tier.EXACT;
        SourceProviders.check(op);
        if (op instanceof StatementSetOperation set) {
            if (optimize) {
                env.explainInternal(new ArrayList<>(set.getOperations()));
            } else {
                set.getOperations().forEach(o -> SinkShape.check(o, env));
            }
        } else if (op instanceof CreateTableASOperation ctas) {
            createTable(ctas.getCreateTableOperation());
            if (optimize) {
                env.explainInternal(List.of(ctas.toSinkModifyOperation(manager)));
            } else {
                SinkShape.checkCreateTableAs(ctas.getCreateTableOperation(), env);
            }
        } else if (op instanceof ReplaceTableAsOperation rtas) {
            // as the gateway does: the table is replaced by the new definition, then written
            Tables.drop(manager, tableId(rtas.getCreateTableOperation().getTableIdentifier()));
            createTable(rtas.getCreateTableOperation());
            if (optimize) {
                env.explainInternal(List.of(rtas.toSinkModifyOperation(manager)));
            } else {
                SinkShape.checkCreateTableAs(rtas.getCreateTableOperation(), env);
            }
        } else if (op instanceof ModifyOperation || op instanceof QueryOperation) {
            if (optimize) {
                env.explainInternal(List.of(op));
            } else {
                SinkShape.check(op, env);
            }
        } else if (op instanceof CreateTableOperation create) {
            createTable(create);
        } else if (op instanceof CreateCatalogOperation create) {
            createCatalog(create);
        } else if (op instanceof CreateMaterializedTableOperation create) {
            createMaterializedTable(create);
        } else if (op instanceof DropMaterializedTableOperation drop) {
            manager.dropMaterializedTable(drop.getTableIdentifier(), drop.isIfExists());
            state.forgetTable(tableId(drop.getTableIdentifier()));
        } else if (op instanceof SetOperation set) {
            if (set.getKey().isPresent()) {
                env.getConfig().getConfiguration().setString(set.getKey().get(), set.getValue().orElse(""));
            }
        } else if (op instanceof ResetOperation || op instanceof MaterializedTableOperation
                || op instanceof AddJarOperation || op instanceof RemoveJarOperation) {
            // needs the gateway's materialized-table manager or the file system: converting it was the check
        } else if (op instanceof CreateViewOperation view) {
            boolean existed = manager.getTable(view.getViewIdentifier()).isPresent();
            env.executeInternal(op);
            if (!existed) {
                created.accept(tableId(view.getViewIdentifier()));
            }
        } else {
            env.executeInternal(op);
        }
    }

    /** A CREATE TABLE whose real connector refuses its options is accepted by Flink: warn on the option. */
    private void probeCreatedTable(Operation op, Statement statement, List<Diagnostic> findings) {
        if (op instanceof CreateTableOperation create) {
            ConnectorProbe.probe(env, create.getTableIdentifier(), statement).ifPresent(findings::add);
        }
    }

    private void createTable(CreateTableOperation create) {
        ResolvedCatalogTable table = create.getCatalogTable();
        ObjectIdentifier id = create.getTableIdentifier();
        if (create.isTemporary()) {
            boolean existed = env.getCatalogManager().getTable(id).isPresent();
            boolean upsert = table.getUnresolvedSchema().getPrimaryKey().isPresent()
                    && !table.getOptions().containsKey("connector");
            env.executeInternal(new CreateTableOperation(id,
                    table.copy(SessionCatalogs.stubbed(table.getOptions(), upsert)), create.isIgnoreIfExists(), true));
            if (!existed) {
                created.accept(tableId(id));
            }
            return;
        }
        if (inPaimonCatalog(id) && !env.getCatalogManager().getTable(id).isPresent()) {
            PaimonTables.check(table.getResolvedSchema(), table.getPartitionKeys(), table.getOptions(),
                    table.getComment());
        }
        boolean upsert = table.getUnresolvedSchema().getPrimaryKey().isPresent()
                && !table.getOptions().containsKey("connector");
        boolean isNew = env.getCatalogManager().createTable(
                table.copy(SessionCatalogs.stubbed(table.getOptions(), upsert)), id, create.isIgnoreIfExists());
        if (isNew) {
            state.recordTable(tableId(id), table.getOptions());
            created.accept(tableId(id));
        }
    }

    private void createMaterializedTable(CreateMaterializedTableOperation create) {
        CatalogMaterializedTable mt = create.getCatalogMaterializedTable();
        if (inPaimonCatalog(create.getTableIdentifier())
                && mt instanceof ResolvedCatalogMaterializedTable resolved) {
            PaimonTables.check(resolved.getResolvedSchema(), mt.getPartitionKeys(), mt.getOptions(), mt.getComment());
        }
        boolean upsert = mt.getUnresolvedSchema().getPrimaryKey().isPresent();
        env.getCatalogManager().createTable(mt.copy(SessionCatalogs.stubbed(mt.getOptions(), upsert)),
                create.getTableIdentifier(), false);
        state.recordTable(tableId(create.getTableIdentifier()), mt.getOptions());
        state.recordStatus(tableId(create.getTableIdentifier()), CatalogMaterializedTable.RefreshStatus.ACTIVATED);
        created.accept(tableId(create.getTableIdentifier()));
    }

    /** Catalog implementations (Paimon, JDBC, ...) are not here; an in-memory catalog stands in. */
    private void createCatalog(CreateCatalogOperation create) {
        CatalogManager manager = env.getCatalogManager();
        if (manager.getCatalog(create.getCatalogName()).isPresent()) {
            if (create.isIgnoreIfExists()) {
                return;
            }
            throw new org.apache.flink.table.api.ValidationException(
                    "Catalog " + create.getCatalogName() + " already exists.");
        }
        String defaultDb = create.getProperties().getOrDefault("default-database",
                "paimon".equals(create.getProperties().get("type")) ? "default" : "default_database");
        manager.registerCatalog(create.getCatalogName(), new GenericInMemoryCatalog(create.getCatalogName(), defaultDb));
        state.recordCatalog(create.getCatalogName(), create.getProperties());
    }

    /** A catalog the script or snapshot created with {@code 'type' = 'paimon'} (an in-memory stand-in here). */
    private boolean inPaimonCatalog(ObjectIdentifier id) {
        return "paimon".equals(state.catalogOptions(id.getCatalogName()).get("type"));
    }

    private static TableId tableId(ObjectIdentifier id) {
        return new TableId(id.getCatalogName(), id.getDatabaseName(), id.getObjectName());
    }
}
