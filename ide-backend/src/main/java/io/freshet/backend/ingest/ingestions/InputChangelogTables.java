package io.freshet.backend.ingest.ingestions;

import io.freshet.analysis.ingest.SourceDialect;
import io.freshet.analysis.ingest.TargetNames;
import io.freshet.analysis.ingest.TargetTable;
import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.warehouse.PaimonCatalogAccess;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.IngestionSummary;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.Identifier;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * The ODS tables of a PostgreSQL CDC ingestion that still have {@code 'changelog-producer' = 'input'} (what Freshet's
 * wizard created before it used {@link TargetTable#CDC_OPTIONS}), and the statements that give them the wizard's
 * options now. A resync must switch them first: it starts the other tables' sources in 'committed-offset', which
 * replays their last transaction, and an 'input' table would pass those rows on as new changes.
 */
@Component
class InputChangelogTables {

    private final Supplier<Optional<Catalog>> lakehouse;
    private final String catalogName;

    @Autowired
    InputChangelogTables(PaimonCatalogAccess lakehouse, FreshetProperties properties) {
        this(lakehouse::catalog, properties.catalog().name());
    }

    /** @param lakehouse the lakehouse's shared catalog, asked at each call; never closed here */
    InputChangelogTables(Supplier<Optional<Catalog>> lakehouse, String catalogName) {
        this.lakehouse = lakehouse;
        this.catalogName = catalogName;
    }

    /** The qualified ODS table of {@code table} in {@code i}, e.g. {@code `lakehouse`.`ods`.`sales_orders`}. */
    static String odsTable(String catalog, IngestionSummary i, String table) {
        return SqlQuoting.qualified(catalog, i.targetDatabase(), odsName(i, table));
    }

    String odsTable(IngestionSummary i, String table) {
        return odsTable(catalogName, i, table);
    }

    /**
     * The ingestion's tables (source names, in its order) whose ODS table's changelog producer is 'input'; a missing
     * ODS table is not one (the next start creates it with the current options).
     */
    List<String> find(IngestionSummary i) {
        List<String> found = new ArrayList<>();
        try {
            Optional<Catalog> catalog = lakehouse.get();
            if (catalog.isEmpty()) {
                return found;
            }
            for (String table : i.tables()) {
                Optional<String> producer = producer(catalog.get(), i.targetDatabase(), odsName(i, table));
                if (producer.filter(TargetTable.INPUT_PRODUCER::equalsIgnoreCase).isPresent()) {
                    found.add(table);
                }
            }
            return found;
        } catch (RuntimeException e) {
            throw new ServiceException("Freshet could not read the changelog producer of the ODS tables of ingestion "
                    + i.id() + ": " + e.getMessage(), e);
        }
    }

    /**
     * The statements, on a stopped ingestion, that give the ODS table of {@code table} the wizard's changelog options:
     * first a full compaction (batch, waited for) while it is still 'input', which writes no changelog; then the
     * switch, which Paimon allows on a table that holds rows. Without the compaction, rows still in level 0 have no
     * stored row for 'lookup' to compare with, and their first lookup compaction would emit them again as inserts.
     */
    List<String> switchToLookup(IngestionSummary i, String table) {
        return List.of("SET 'execution.runtime-mode' = 'batch'", "SET 'table.dml-sync' = 'true'",
                "CALL " + SqlQuoting.identifier(catalogName) + ".sys.compact(`table` => "
                        + SqlQuoting.literal(i.targetDatabase() + "." + odsName(i, table))
                        + ", compact_strategy => 'full')",
                "ALTER TABLE " + odsTable(i, table) + " SET (" + TargetTable.CDC_OPTIONS.entrySet().stream()
                        .map(e -> SqlQuoting.literal(e.getKey()) + " = " + SqlQuoting.literal(e.getValue()))
                        .collect(Collectors.joining(", ")) + ")");
    }

    private static String odsName(IngestionSummary i, String table) {
        // a resync is PostgreSQL only, whose non-public schemas prefix the table's name
        return TargetNames.table(SourceDialect.POSTGRESQL, i.schema(), table);
    }

    private static Optional<String> producer(Catalog catalog, String database, String table) {
        try {
            return Optional.of(catalog.getTable(Identifier.create(database, table)).options()
                    .getOrDefault(TargetTable.CHANGELOG_PRODUCER, "none"));
        } catch (Catalog.TableNotExistException e) {
            return Optional.empty();
        }
    }
}
