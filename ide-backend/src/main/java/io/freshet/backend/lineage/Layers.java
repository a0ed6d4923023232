package io.freshet.backend.lineage;

import io.freshet.analysis.catalog.TableId;
import io.freshet.ui.lineage.LineageGraph;
import io.freshet.ui.lineage.LineageTable;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** The warehouse layer of a table: by its database name, else by its table-name prefix ({@code dwd_...}). */
final class Layers {

    /** Layers in data order; a graph places them left to right. */
    static final List<String> ORDER = List.of("ODS", "DIM", "DWD", "DWS", "ADS", "OTHER");
    private static final Set<String> KNOWN = Set.of("ODS", "DIM", "DWD", "DWS", "ADS");

    private Layers() {
    }

    /** The layer of a {@code catalog.database.table} name. */
    static String of(String table) {
        String[] parts = table.split("\\.", 3);
        return parts.length == 3 ? of(new TableId(parts[0], parts[1], parts[2])) : "OTHER";
    }

    static String of(TableId table) {
        String database = table.database().toUpperCase(Locale.ROOT);
        if (KNOWN.contains(database)) {
            return database;
        }
        String name = table.table().toUpperCase(Locale.ROOT);
        int underscore = name.indexOf('_');
        String prefix = underscore > 0 ? name.substring(0, underscore) : name;
        return KNOWN.contains(prefix) ? prefix : "OTHER";
    }

    /**
     * The index of a project placed in an environment with each of its own tables in the layer of the name it has in
     * production ({@code dev_dwd.t} stays in DWD), so the environment's graph is laid out as production's.
     *
     * @param placed each table the project defines, production name -> its name in the environment
     */
    static ProjectIndex asInProduction(ProjectIndex index, Map<TableId, TableId> placed) {
        Map<String, String> layers = new HashMap<>();
        placed.forEach((production, there) -> layers.put(there.toString(), of(production)));
        LineageGraph graph = index.graph();
        List<LineageTable> tables = graph.tables().stream().map(t -> {
            String layer = layers.get(t.id());
            return layer == null || layer.equals(t.layer()) ? t : new LineageTable(t.id(), t.name(), layer, t.kind(),
                    t.columns(), t.freshness(), t.scriptId(), t.scriptPath(), t.line(), t.actualSeconds(),
                    t.health(), t.healthReason(), t.healthSince(), t.healthCause());
        }).toList();
        LineageGraph relayered = new LineageGraph(graph.project(), tables, graph.tableEdges(), graph.columnEdges(),
                graph.problems(), graph.changes());
        return new ProjectIndex(index.project(), index.live(), index.scripts(), index.catalogDefinitions(),
                index.lineage(), relayered, index.defined());
    }
}
