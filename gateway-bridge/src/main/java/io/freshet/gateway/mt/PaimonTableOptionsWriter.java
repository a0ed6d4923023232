package io.freshet.gateway.mt;

import io.freshet.gateway.GatewayException;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.CatalogContext;
import org.apache.paimon.catalog.CatalogFactory;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.options.Options;
import org.apache.paimon.schema.SchemaChange;

import java.util.Map;

/**
 * Writes table options through the plain Paimon catalog API, next to the gateway. Needs the Paimon
 * catalog API (paimon-bundle or paimon-flink) and the Hadoop client jars on the classpath, and the
 * warehouse reachable from this JVM: true for the embedded Flink's local warehouse.
 */
public final class PaimonTableOptionsWriter implements TableOptionsWriter {

    private final Map<String, String> catalogOptions;

    /** @param catalogOptions the Paimon catalog's options, at least {@code warehouse} */
    public PaimonTableOptionsWriter(Map<String, String> catalogOptions) {
        this.catalogOptions = Map.copyOf(catalogOptions);
    }

    public static PaimonTableOptionsWriter forWarehouse(String warehouseUri) {
        return new PaimonTableOptionsWriter(Map.of("warehouse", warehouseUri));
    }

    @Override
    public void setOption(String database, String table, String key, String value) {
        try (Catalog catalog = CatalogFactory.createCatalog(CatalogContext.create(Options.fromMap(catalogOptions)))) {
            catalog.alterTable(Identifier.create(database, table), SchemaChange.setOption(key, value), false);
        } catch (Exception e) {
            throw new GatewayException(GatewayException.Kind.MATERIALIZED_TABLE, "Cannot change the option " + key
                    + " of " + database + "." + table + " in the Paimon catalog: " + e.getMessage(), e.toString(), e);
        }
    }
}
