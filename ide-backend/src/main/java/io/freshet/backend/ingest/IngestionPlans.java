package io.freshet.backend.ingest;

import io.freshet.analysis.ingest.TargetNames;
import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.gateway.IngestGatewayConnection;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.IngestionMode;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceTable;
import io.freshet.ui.ingest.TargetPreview;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.springframework.stereotype.Component;

/** Turns a wizard's choice (source, schema, tables, target database, mode) into the statements of an ingestion. */
@Component
class IngestionPlans {

    private final SourceStore sources;
    private final SourceDatabases databases;
    private final FreshetProperties properties;
    private final IngestGatewayConnection gateway;
    private final ExistingTargets existing;

    IngestionPlans(SourceStore sources, SourceDatabases databases, FreshetProperties properties,
            IngestGatewayConnection gateway) {
        this.sources = sources;
        this.databases = databases;
        this.properties = properties;
        this.gateway = gateway;
        this.existing = new ExistingTargets(gateway);
    }

    /** A checked plan: the source exists, every chosen table exists and maps, and the mode is built. */
    record Prepared(SourceDefinition source, String schema, List<String> tables, String database,
                    IngestionPlanner.Planned planned) {
    }

    /** The source's chosen tables, each checked to exist and to map, with its target in the lakehouse. */
    record Chosen(SourceDefinition source, String schema, List<SourceTable> tables, List<TargetPreview> targets,
                  String database) {
    }

    Prepared prepare(String source, String schema, List<String> tables, String targetDatabase, IngestionMode mode) {
        if (mode != IngestionMode.CDC) {
            throw new ServiceException("Snapshot ingestion is not built yet: choose CDC (change data capture).");
        }
        Chosen c = choose(source, schema, tables, targetDatabase);
        IngestionPlanner.Planned planned = IngestionPlanner.plan(c.source(), c.schema(), c.tables(), c.targets(),
                properties.catalog().name(), gateway.warehouse());
        return new Prepared(c.source(), c.schema(), c.tables().stream().map(SourceTable::name).toList(), c.database(),
                planned);
    }

    Chosen choose(String source, String schema, List<String> tables, String targetDatabase) {
        SourceDefinition d = sources.find(Objects.requireNonNullElse(source, ""))
                .orElseThrow(() -> new ServiceException("There is no source named '" + source + "'.")).definition();
        String s = Objects.requireNonNullElse(schema, "");
        String database = targetDatabase == null || targetDatabase.isBlank()
                ? TargetNames.DEFAULT_DATABASE : targetDatabase.strip();
        List<SourceTable> all = databases.tables(d, s);
        Set<String> chosen = tables == null ? Set.of() : Set.copyOf(tables);
        List<String> unknown = chosen.stream().filter(t -> all.stream().noneMatch(a -> a.name().equals(t)))
                .sorted().toList();
        if (!unknown.isEmpty()) {
            throw new ServiceException("The schema " + s + " of " + source + " has no table "
                    + String.join(", ", unknown) + ".");
        }
        List<SourceTable> picked = all.stream().filter(t -> chosen.isEmpty() || chosen.contains(t.name())).toList();
        if (picked.isEmpty()) {
            throw new ServiceException("The schema " + s + " of " + source + " has no table to ingest.");
        }
        List<TargetPreview> targets = existing.check(
                picked.stream().map(t -> TargetPreviews.of(d.kind(), t, database)).toList(), picked);
        List<String> problems = targets.stream().flatMap(t -> t.problems().stream()).toList();
        if (!problems.isEmpty()) {
            throw new ServiceException("These tables cannot be ingested as they are: " + String.join(" ", problems));
        }
        return new Chosen(d, s, picked, targets, database);
    }
}
