package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.gateway.IngestGatewayConnection;
import io.freshet.backend.ingest.sources.ExistingTargets;
import io.freshet.backend.ingest.sources.SourceChoice;
import io.freshet.backend.ingest.sources.SourceDatabases;
import io.freshet.backend.ingest.sources.SourceStore;
import io.freshet.backend.ingest.sources.TargetPreviews;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.IngestionMode;
import io.freshet.ui.ingest.IngestionSummary;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceTable;
import io.freshet.ui.ingest.SourceTestResult;
import io.freshet.ui.ingest.TargetPreview;
import java.util.List;
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
            IngestGatewayConnection gateway, ExistingTargets existing) {
        this.sources = sources;
        this.databases = databases;
        this.properties = properties;
        this.gateway = gateway;
        this.existing = existing;
    }

    /** A checked plan: the source exists, every chosen table exists and maps, and the mode is built. */
    record Prepared(SourceDefinition source, String schema, List<String> tables, String database,
                    IngestionPlanner.Planned planned) {
    }

    /** The source's chosen tables, each checked to exist and to map, with its target in the lakehouse. */
    record Chosen(SourceDefinition source, String schema, List<SourceTable> tables, List<TargetPreview> targets,
                  String database) {
    }

    /** The plan of a new ingestion: its target tables must also suit what already exists in the lakehouse. */
    Prepared prepare(String source, String schema, List<String> tables, String targetDatabase, IngestionMode mode) {
        return prepare(source, schema, tables, targetDatabase, mode, true);
    }

    /**
     * The plan of an existing ingestion, prepared again from the source for a restart: its own tables exist and may
     * be about to change (schema drift being applied), so they are not checked as strangers' tables.
     */
    Prepared prepareAgain(IngestionSummary i) {
        return prepare(i.source(), i.schema(), i.tables(), i.targetDatabase(), i.mode(), false, null);
    }

    /** The plan of an existing ingestion's one start that re-reads the table {@code resync} (see the planner). */
    Prepared prepareResync(IngestionSummary i, String resync) {
        return prepare(i.source(), i.schema(), i.tables(), i.targetDatabase(), i.mode(), false, resync);
    }

    private Prepared prepare(String source, String schema, List<String> tables, String targetDatabase,
            IngestionMode mode, boolean newTargets) {
        return prepare(source, schema, tables, targetDatabase, mode, newTargets, null);
    }

    private Prepared prepare(String source, String schema, List<String> tables, String targetDatabase,
            IngestionMode mode, boolean newTargets, String resync) {
        if (mode != IngestionMode.CDC) {
            // the router sends snapshot ingestions to SnapshotIngestions; this guards a direct call
            throw new ServiceException("A " + mode + " ingestion is not change data capture: it is planned as"
                    + " materialized tables, not as a CDC job.");
        }
        Chosen c = choose(source, schema, tables, targetDatabase, newTargets);
        IngestionPlanner.Planned planned = IngestionPlanner.plan(c.source(), c.schema(), c.tables(), c.targets(),
                properties.catalog().name(), gateway.warehouse(), resync);
        return new Prepared(c.source(), c.schema(), c.tables().stream().map(SourceTable::name).toList(), c.database(),
                planned);
    }

    /**
     * Refuses a CDC plan whose source lacks what its job needs for these tables, with the words of the source's table
     * checks ({@link SourceDatabases#checkTables}), which are PostgreSQL's own where the job would fail.
     */
    void requireReady(Prepared p) {
        SourceTestResult checked = databases.checkTables(p.source(), p.schema(), p.tables(), p.planned().slots());
        if (!checked.cdcReady()) {
            throw new ServiceException("The ingestion cannot start: " + String.join(" ", checked.problems()));
        }
    }

    /** The chosen tables of a snapshot ingestion, whose materialized tables Flink refuses to create over a table. */
    Chosen choose(String source, String schema, List<String> tables, String targetDatabase) {
        return choose(source, schema, tables, targetDatabase, false);
    }

    private Chosen choose(String source, String schema, List<String> tables, String targetDatabase,
            boolean newTargets) {
        SourceChoice c = SourceChoice.of(sources, databases, source, schema, tables, targetDatabase);
        SourceDefinition d = c.source().definition();
        if (c.tables().isEmpty()) {
            throw new ServiceException("The schema " + c.schema() + " of " + source + " has no table to ingest.");
        }
        List<TargetPreview> previews = c.tables().stream().map(t -> TargetPreviews.of(d.kind(), t, c.database()))
                .toList();
        List<TargetPreview> targets = newTargets ? existing.check(previews, c.tables()) : previews;
        List<String> problems = targets.stream().flatMap(t -> t.problems().stream()).toList();
        if (!problems.isEmpty()) {
            throw new ServiceException("These tables cannot be ingested as they are: " + String.join(" ", problems));
        }
        return new Chosen(d, c.schema(), c.tables(), targets, c.database());
    }
}
