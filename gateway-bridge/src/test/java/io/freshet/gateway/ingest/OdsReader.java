package io.freshet.gateway.ingest;

import io.freshet.gateway.ingest.ShopDatabase.TableSums;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.CatalogContext;
import org.apache.paimon.catalog.CatalogFactory;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.data.InternalRow;
import org.apache.paimon.options.Options;
import org.apache.paimon.predicate.PredicateBuilder;
import org.apache.paimon.reader.RecordReader;
import org.apache.paimon.table.Table;
import org.apache.paimon.table.source.ReadBuilder;

import java.math.BigDecimal;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Reads the ODS tables with Paimon 1.4.2's Java API (the version the main embedded Flink 2.0 uses), so every check
 * also shows that 1.4.2 reads what the ingestion Flink's Paimon 1.3.1 wrote.
 */
final class OdsReader implements AutoCloseable {

    private final Catalog catalog;

    OdsReader(String warehouseUri) {
        Options options = new Options();
        options.set("warehouse", warehouseUri);
        catalog = CatalogFactory.createCatalog(CatalogContext.create(options));
    }

    /** Row count and the two sums over the table's current (merged) rows. */
    TableSums sums(ShopTables shopTable) throws Exception {
        AtomicLong rows = new AtomicLong();
        AtomicReference<BigDecimal> first = new AtomicReference<>(BigDecimal.ZERO);
        AtomicReference<BigDecimal> second = new AtomicReference<>(BigDecimal.ZERO);
        ReadBuilder read = table(shopTable).newReadBuilder();
        try (RecordReader<InternalRow> reader = read.newRead().createReader(read.newScan().plan())) {
            reader.forEachRemaining(row -> {
                BigDecimal[] sums = shopTable.sums(row);
                rows.incrementAndGet();
                first.accumulateAndGet(sums[0], BigDecimal::add);
                second.accumulateAndGet(sums[1], BigDecimal::add);
            });
        }
        return new TableSums(rows.get(), first.get().stripTrailingZeros(), second.get().stripTrailingZeros());
    }

    /** Whether the ODS orders table holds the order now (a filtered read: the latency probe). */
    boolean hasOrder(long orderId) throws Exception {
        Table orders = table(ShopTables.ORDERS);
        ReadBuilder read = orders.newReadBuilder()
                .withFilter(new PredicateBuilder(orders.rowType()).equal(0, orderId));
        AtomicBoolean found = new AtomicBoolean();
        try (RecordReader<InternalRow> reader = read.newRead().executeFilter().createReader(read.newScan().plan())) {
            reader.forEachRemaining(row -> found.compareAndSet(false, row.getLong(0) == orderId));
        }
        return found.get();
    }

    private Table table(ShopTables shopTable) throws Catalog.TableNotExistException {
        return catalog.getTable(Identifier.create("ods", shopTable.table()));
    }

    @Override
    public void close() throws Exception {
        catalog.close();
    }
}
