package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ingest.TargetTable;
import io.freshet.analysis.policy.PolicyChecker;
import io.freshet.analysis.policy.PolicyRole;
import io.freshet.analysis.policy.StatementPolicy;
import io.freshet.backend.ingest.sources.OdsCatalog;
import io.freshet.ui.ingest.IngestionMode;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.data.GenericRow;
import org.apache.paimon.schema.Schema;
import org.apache.paimon.schema.SchemaChange;
import org.apache.paimon.table.Table;
import org.apache.paimon.table.sink.BatchTableCommit;
import org.apache.paimon.table.sink.BatchTableWrite;
import org.apache.paimon.table.sink.BatchWriteBuilder;
import org.apache.paimon.types.DataTypes;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** ODS tables an earlier Freshet created with the 'input' changelog producer, found in a real Paimon catalog. */
class InputChangelogTablesTest {

    private static final IngestionSummary SALES = new IngestionSummary(4, "shop", "sales",
            List.of("orders", "items", "users", "refunds"), "ods", IngestionMode.CDC, IngestionState.STOPPED, null, "",
            null, List.of(), "", "dev", Instant.EPOCH);

    @RegisterExtension
    final OdsCatalog ods = new OdsCatalog();

    private Catalog catalog;

    @BeforeEach
    void open() {
        catalog = ods.catalog();
    }

    @Test
    void onlyTheIngestionsInputTablesAreFoundByTheirSchemaPrefixedNames() throws Exception {
        create("sales_orders", Map.of("changelog-producer", "input"));
        create("sales_items", TargetTable.CDC_OPTIONS);
        create("sales_users", Map.of());
        create("orders", Map.of("changelog-producer", "input"));
        InputChangelogTables tables = new InputChangelogTables(() -> Optional.of(catalog), "lakehouse");

        assertThat(tables.find(SALES)).as("refunds has no ODS table yet; public's orders is not this ingestion's")
                .containsExactly("orders");
        assertThat(tables.odsTable(SALES, "orders")).isEqualTo("`lakehouse`.`ods`.`sales_orders`");
        assertThat(new InputChangelogTables(Optional::empty, "lakehouse").find(SALES)).isEmpty();
    }

    @Test
    void theSwitchGivesTheWizardsOptionsAndPaimonTakesItOnATableThatHoldsRows() throws Exception {
        assertThat(new InputChangelogTables(Optional::empty, "lakehouse").switchToLookup(SALES, "orders"))
                .containsExactly("SET 'execution.runtime-mode' = 'batch'", "SET 'table.dml-sync' = 'true'",
                        "CALL `lakehouse`.sys.compact(`table` => 'ods.sales_orders', compact_strategy => 'full')",
                        "ALTER TABLE `lakehouse`.`ods`.`sales_orders` SET ('changelog-producer' = 'lookup',"
                                + " 'changelog-producer.row-deduplicate' = 'true')");
        assertThat(new PolicyChecker(StatementPolicy.defaults(), ods.warehouse().toUri()).check(String.join(";\n",
                new InputChangelogTables(Optional::empty, "lakehouse").switchToLookup(SALES, "orders")),
                PolicyRole.DEVELOPER)).as("a DEVELOPER's default policy lets the resync run them").isEmpty();
        Table table = create("sales_orders", Map.of("changelog-producer", "input"));
        BatchWriteBuilder write = table.newBatchWriteBuilder();
        try (BatchTableWrite rows = write.newWrite(); BatchTableCommit commit = write.newCommit()) {
            rows.write(GenericRow.of(1L, 10L));
            commit.commit(rows.prepareCommit());
        }
        Identifier id = Identifier.create("ods", "sales_orders");
        // what the ALTER TABLE does in Paimon's catalog; options like bucket-key or merge-engine are refused here
        catalog.alterTable(id, TargetTable.CDC_OPTIONS.entrySet().stream()
                .map(e -> SchemaChange.setOption(e.getKey(), e.getValue())).toList(), false);

        assertThat(catalog.getTable(id).options()).containsAllEntriesOf(TargetTable.CDC_OPTIONS);
        assertThat(new InputChangelogTables(() -> Optional.of(catalog), "lakehouse").find(SALES)).isEmpty();
    }

    private Table create(String name, Map<String, String> options) throws Exception {
        Identifier id = Identifier.create("ods", name);
        catalog.createTable(id, Schema.newBuilder().column("order_id", DataTypes.BIGINT().notNull())
                .column("user_id", DataTypes.BIGINT()).primaryKey("order_id").options(options)
                .option("bucket", "1").build(), false);
        return catalog.getTable(id);
    }
}
