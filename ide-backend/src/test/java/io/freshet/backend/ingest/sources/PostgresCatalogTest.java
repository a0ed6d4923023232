package io.freshet.backend.ingest.sources;

import static io.freshet.backend.ingest.sources.ScriptedSession.row;
import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.ingest.SourceTable;
import java.util.List;
import org.junit.jupiter.api.Test;

/** PostgreSQL's catalog rows as {@code information_schema} and {@code pg_index} return them, read into tables. */
class PostgresCatalogTest {

    @Test
    void enumsAreNamedEnumAndOnlyDecimalsAndTimesKeepTheirPrecision() throws Exception {
        ScriptedSession session = new ScriptedSession()
                .answer(PostgresCatalog.SCHEMAS, row("public"), row("sales"))
                .answer(PostgresCatalog.TABLES, row("orders"), row("secret"))
                .answer(PostgresCatalog.COLUMNS,
                        row("orders", "id", "int4", "b", "NO", null, 32, 0, null),
                        row("orders", "amount", "numeric", "b", "YES", null, 12, 2, null),
                        row("orders", "mood", "mood", "e", "YES", null, null, null, null),
                        row("orders", "at", "timestamptz", "b", "YES", null, null, null, 3),
                        row("orders", "note", "varchar", "b", "YES", 40, null, null, null))
                .answer(PostgresCatalog.KEYS, row("orders", "id"));
        SourceCatalog catalog = new SourceCatalog(PostgresCatalog.DIALECT);
        assertThat(catalog.schemas(session)).containsExactly("public", "sales");
        List<SourceTable> tables = catalog.tables(session, "sales");
        assertThat(tables).extracting(SourceTable::name).containsExactly("orders", "secret");
        assertThat(tables.get(1).columns()).as("a table without column rows (no access) is still listed").isEmpty();
        SourceTable orders = tables.get(0);
        assertThat(orders.schema()).isEqualTo("sales");
        assertThat(orders.primaryKey()).containsExactly("id");
        assertThat(orders.columns()).extracting(c -> c.name() + " " + c.sourceType() + " -> " + c.flinkType()
                        + (c.nullable() ? "" : " NOT NULL"))
                .containsExactly("id int4 -> INT NOT NULL", "amount numeric(12,2) -> DECIMAL(12, 2)",
                        "mood enum -> STRING", "at timestamptz(3) -> TIMESTAMP_LTZ(3)",
                        "note varchar(40) -> VARCHAR(40)");
    }

    @Test
    void mySqlWithoutADatabaseListsNoSchema() throws Exception {
        ScriptedSession session = new ScriptedSession().answer(MySqlCatalog.SCHEMAS, row((Object) null));
        assertThat(new SourceCatalog(MySqlCatalog.DIALECT).schemas(session)).isEmpty();
    }
}
