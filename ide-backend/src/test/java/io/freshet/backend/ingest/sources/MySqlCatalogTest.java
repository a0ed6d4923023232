package io.freshet.backend.ingest.sources;

import static io.freshet.backend.ingest.sources.ScriptedSession.row;
import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.ingest.SourceColumn;
import io.freshet.ui.ingest.SourceTable;
import java.util.List;
import org.junit.jupiter.api.Test;

/** MySQL's catalog rows as {@code information_schema} returns them, read into tables with their mapping. */
class MySqlCatalogTest {

    @Test
    void unsignedTinyintOneAndDecimalsAreReadFromColumnType() throws Exception {
        ScriptedSession session = new ScriptedSession()
                .answer(MySqlCatalog.SCHEMAS, row("shop"))
                .answer(MySqlCatalog.TABLES, row("events"), row("orders"))
                .answer(MySqlCatalog.COLUMNS,
                        row("orders", "id", "bigint", "bigint unsigned", "NO", null, 20L, 0L, null),
                        row("orders", "paid", "tinyint", "tinyint(1)", "YES", null, 3L, 0L, null),
                        row("orders", "amount", "decimal", "decimal(12,4)", "YES", null, 12L, 4L, null),
                        row("orders", "note", "varchar", "varchar(40)", "YES", 40L, null, null, null),
                        row("orders", "body", "text", "text", "YES", 65535L, null, null, null),
                        row("orders", "at", "datetime", "datetime(3)", "YES", null, null, null, 3L),
                        row("orders", "v", "vector", "vector(3)", "YES", null, null, null, null),
                        row("events", "msg", "json", "json", "YES", null, null, null, null))
                .answer(MySqlCatalog.KEYS, row("orders", "id"));
        SourceCatalog catalog = new SourceCatalog(MySqlCatalog.DIALECT);
        assertThat(catalog.schemas(session)).containsExactly("shop");
        List<SourceTable> tables = catalog.tables(session, "shop");
        assertThat(tables).extracting(SourceTable::name).containsExactly("events", "orders");
        assertThat(tables.get(0).hasPrimaryKey()).isFalse();
        SourceTable orders = tables.get(1);
        assertThat(orders.primaryKey()).containsExactly("id");
        assertThat(orders.columns()).extracting(c -> c.name() + " " + c.sourceType() + " -> " + c.flinkType())
                .containsExactly("id bigint unsigned -> DECIMAL(20, 0)", "paid tinyint(1) -> BOOLEAN",
                        "amount decimal(12,4) -> DECIMAL(12, 4)", "note varchar(40) -> VARCHAR(40)",
                        "body text -> STRING", "at datetime(3) -> TIMESTAMP(3)", "v vector -> null");
        assertThat(orders.unmappable()).extracting(SourceColumn::name).containsExactly("v");
        assertThat(TargetPreviews.of(io.freshet.ui.ingest.SourceKind.MYSQL, orders, "ods").problems())
                .containsExactly("shop.orders.v (vector): vector has no Flink type that Flink CDC can fill");
    }
}
