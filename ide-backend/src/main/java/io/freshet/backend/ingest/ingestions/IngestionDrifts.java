package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.ingest.sources.SchemaDrift;
import io.freshet.backend.ingest.sources.SourceDatabases;
import io.freshet.backend.ingest.sources.SourceStore;
import io.freshet.backend.ingest.sources.TargetPreviews;
import io.freshet.backend.warehouse.PaimonCatalogAccess;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.IngestionSummary;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceTable;
import io.freshet.ui.ingest.TableDrift;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.Identifier;
import org.springframework.stereotype.Component;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds an ingestion's schema drift: each ingested source table as the source lists it now against its ODS table as
 * the Paimon warehouse holds it (read directly, no statement reaches Flink, so nothing passes the gate).
 */
@Component
class IngestionDrifts {

    private final IngestionStore store;
    private final SourceStore sources;
    private final SourceDatabases databases;
    private final PaimonCatalogAccess lakehouse;
    private final FreshetProperties properties;

    IngestionDrifts(IngestionStore store, SourceStore sources, SourceDatabases databases,
            PaimonCatalogAccess lakehouse, FreshetProperties properties) {
        this.store = store;
        this.sources = sources;
        this.databases = databases;
        this.lakehouse = lakehouse;
        this.properties = properties;
    }

    /** The drifted tables of the ingestion, in its table order; empty when every table matches. */
    List<TableDrift> drift(long id) {
        IngestionSummary i = store.get(id);
        SourceDefinition d = sources.find(i.source()).orElseThrow(() -> new ServiceException("The source "
                + i.source() + " of ingestion " + id + " is gone.")).definition();
        List<SourceTable> now = databases.tables(d, i.schema());
        List<TableDrift> drifted = new ArrayList<>();
        try {
            Catalog catalog = lakehouse.catalog().orElseThrow(() -> new ServiceException("The lakehouse "
                    + lakehouse.warehouse() + " does not exist yet, so ingestion " + id + " has no ODS tables."));
            for (SourceTable table : now) {
                if (!i.tables().contains(table.name())) {
                    continue;
                }
                List<String> target = TargetPreviews.of(d.kind(), table, i.targetDatabase()).target();
                List<SchemaDrift.OdsColumn> ods = catalog.getTable(Identifier.create(target.get(0), target.get(1)))
                        .rowType().getFields().stream()
                        .map(f -> new SchemaDrift.OdsColumn(f.name(), f.type().asSQLString())).toList();
                List<String> qualified = new ArrayList<>(List.of(properties.catalog().name()));
                qualified.addAll(target);
                SchemaDrift.compare(qualified, table, ods).ifPresent(drifted::add);
            }
        } catch (Catalog.TableNotExistException e) {
            throw new ServiceException("An ODS table of ingestion " + id + " is missing: " + e.getMessage()
                    + " Resync the table to create it again.", e);
        } catch (ServiceException e) {
            throw e;
        } catch (Exception e) {
            throw new ServiceException("The ODS tables of ingestion " + id + " cannot be read: " + e.getMessage(), e);
        }
        return drifted;
    }
}
