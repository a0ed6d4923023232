package io.freshet.backend.definitions;

import io.freshet.analysis.catalog.CatalogInfo;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.DatabaseInfo;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.ui.deploy.TableChange;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The project's scripts as the definitions of the live tables they create. Analysis runs the scripts on the live
 * catalog without those tables (a deployed project's CREATE would otherwise fail with "already exists"); then each
 * live table is compared with the table its script created there.
 */
public final class ProjectDefinitions {

    private ProjectDefinitions() {
    }

    /**
     * A table the scripts define, with its comparison to the live table (null when it is not live) and the table as
     * the script creates it in the analysis planner (null when analysis could not create it).
     */
    public record Defined(PlannedStatement statement, DefinitionComparison comparison, TableInfo planned) {

        public boolean live() {
            return comparison != null;
        }

        /** As a change for the pages, when it is one. */
        public Optional<TableChange> change() {
            if (comparison == null || comparison.matches()) {
                return Optional.empty();
            }
            return Optional.of(new TableChange(statement.target().toString(), statement.script().id(),
                    statement.script().path(), statement.line(), comparison.deployed(), comparison.script()));
        }
    }

    /** The live catalog without the tables the scripts define: what the scripts are analysed on. */
    public static CatalogSnapshot withoutDefined(CatalogSnapshot live, List<PlannedStatement> statements) {
        Set<TableId> defined = statements.stream().filter(PlannedStatement::defines).map(PlannedStatement::target)
                .collect(Collectors.toSet());
        if (defined.isEmpty() || live.tables().noneMatch(t -> defined.contains(t.id()))) {
            return live;
        }
        List<CatalogInfo> catalogs = new ArrayList<>();
        for (CatalogInfo catalog : live.catalogs()) {
            List<DatabaseInfo> databases = catalog.databases().stream().map(db -> new DatabaseInfo(db.name(),
                    db.tables().stream().filter(t -> !defined.contains(t.id())).toList())).toList();
            catalogs.add(new CatalogInfo(catalog.name(), catalog.defaultDatabase(), catalog.options(), databases));
        }
        return new CatalogSnapshot(live.currentCatalog(), live.currentDatabase(), catalogs);
    }

    /**
     * Each table the scripts define (the first definition of each), compared with the live one.
     *
     * @param analysed the catalog after the scripts ran in the analysis planner on {@link #withoutDefined}
     */
    public static Map<TableId, Defined> compare(CatalogSnapshot live, CatalogSnapshot analysed,
                                                List<PlannedStatement> statements) {
        // looked up by id, not with CatalogSnapshot.table's scan: 5,000 definitions would scan 5,000 tables each
        Map<TableId, TableInfo> liveTables = byId(live);
        Map<TableId, TableInfo> analysedTables = byId(analysed);
        Map<TableId, Defined> result = new LinkedHashMap<>();
        for (PlannedStatement statement : statements) {
            if (!statement.defines() || result.containsKey(statement.target())) {
                continue;
            }
            TableInfo deployed = liveTables.get(statement.target());
            TableInfo planned = analysedTables.get(statement.target());
            DefinitionComparison comparison = deployed == null ? null
                    : DefinitionComparison.of(deployed, planned, statement);
            result.put(statement.target(), new Defined(statement, comparison, planned));
        }
        return result;
    }

    /** The snapshot's tables by id; the first of an id, as {@link CatalogSnapshot#table} finds it. */
    private static Map<TableId, TableInfo> byId(CatalogSnapshot snapshot) {
        Map<TableId, TableInfo> tables = new HashMap<>();
        snapshot.tables().forEach(t -> tables.putIfAbsent(t.id(), t));
        return tables;
    }

    /** The defined tables that differ from the live ones, in script order. */
    public static List<TableChange> changes(Map<TableId, Defined> defined) {
        return defined.values().stream().map(Defined::change).flatMap(Optional::stream).toList();
    }
}
