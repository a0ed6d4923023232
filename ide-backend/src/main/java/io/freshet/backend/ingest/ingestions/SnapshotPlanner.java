package io.freshet.backend.ingest.ingestions;

import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.gateway.mt.text.RefreshStatement;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceTable;
import io.freshet.ui.ingest.TargetPreview;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Writes a snapshot ingestion's statements for the main gateway: a JDBC catalog over the source database (Freshet's
 * own statement: no DEVELOPER policy allows catalogs), the target database, one FULL-mode materialized table per
 * source table reading it through that catalog, and a first refresh of each.
 */
final class SnapshotPlanner {

    /** Used when the caller names no freshness. */
    static final Duration DEFAULT_FRESHNESS = Duration.ofHours(1);

    private SnapshotPlanner() {
    }

    /**
     * @param statements in order, the password included
     * @param own        the statements that pass Freshet's own gate (the catalog's drop and creation)
     * @param tables     the materialized tables' qualified names, in the order of the chosen tables
     */
    record Planned(List<String> statements, Set<String> own, List<String> tables) {
    }

    static Planned plan(SourceDefinition source, String schema, List<SourceTable> tables, List<TargetPreview> targets,
            String lakehouse, Duration freshness) {
        String catalog = catalogName(source.name());
        String create = "CREATE CATALOG " + SqlQuoting.identifier(catalog) + " WITH ('type' = 'jdbc', 'base-url' = "
                + SqlQuoting.literal("jdbc:postgresql://" + source.host() + ":" + source.port())
                + ", 'default-database' = " + SqlQuoting.literal(source.database())
                + ", 'username' = " + SqlQuoting.literal(source.user())
                + ", 'password' = " + SqlQuoting.literal(source.password()) + ")";
        // dropped first: the catalog store keeps the old options (a changed password) otherwise
        String drop = dropCatalog(source.name());
        List<String> statements = new ArrayList<>(List.of(drop, create));
        String database = targets.get(0).target().get(0);
        statements.add("CREATE DATABASE IF NOT EXISTS " + SqlQuoting.qualified(lakehouse, database));
        String interval = interval(freshness);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            SourceTable table = tables.get(i);
            String name = SqlQuoting.qualified(lakehouse, database, targets.get(i).target().get(1));
            names.add(name);
            String columns = table.columns().stream().map(c -> SqlQuoting.identifier(c.name()))
                    .collect(Collectors.joining(", "));
            statements.add("CREATE MATERIALIZED TABLE " + name + " (PRIMARY KEY ("
                    + SqlQuoting.identifierList(table.primaryKey()) + ") NOT ENFORCED)\nFRESHNESS = " + interval
                    + "\nREFRESH_MODE = FULL\nAS SELECT " + columns + " FROM "
                    + SqlQuoting.qualified(catalog, source.database(), schema + "." + table.name()));
        }
        // the schedule's first run is one period away: fill the tables now
        names.forEach(n -> statements.add(refresh(n)));
        return new Planned(statements, Set.of(drop, create), names);
    }

    /** @param table the table's quoted name, as {@link #plan} writes it */
    static String refresh(String table) {
        return RefreshStatement.of(table, Map.of());
    }

    static String dropCatalog(String source) {
        return "DROP CATALOG IF EXISTS " + SqlQuoting.identifier(catalogName(source));
    }

    /** The JDBC catalog of a source: one per source, shared by its snapshot ingestions. */
    static String catalogName(String source) {
        return ("freshet_src_" + source).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]", "_");
    }

    /**
     * Flink's FULL-mode scheduler turns the freshness into a cron expression, so it accepts only seconds or minutes
     * that divide 60, hours that divide 24, and one day.
     */
    static String interval(Duration freshness) {
        Duration f = freshness == null ? DEFAULT_FRESHNESS : freshness;
        long s = f.getSeconds();
        if (f.getNano() == 0) {
            if (s == 86_400) {
                return "INTERVAL '1' DAY";
            }
            if (s > 0 && s % 3600 == 0 && 24 % (s / 3600) == 0) {
                return "INTERVAL '" + s / 3600 + "' HOUR";
            }
            if (s > 0 && s < 3600 && s % 60 == 0 && 60 % (s / 60) == 0) {
                return "INTERVAL '" + s / 60 + "' MINUTE";
            }
            if (s > 0 && s < 60 && 60 % s == 0) {
                return "INTERVAL '" + s + "' SECOND";
            }
        }
        throw new ServiceException("A snapshot ingestion refreshes every " + f.toString().substring(2).toLowerCase(
                Locale.ROOT) + ", which Flink cannot schedule: choose seconds or minutes that divide 60, hours that"
                + " divide 24, or one day.");
    }
}
