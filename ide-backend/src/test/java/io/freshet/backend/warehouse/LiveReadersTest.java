package io.freshet.backend.warehouse;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.catalog.CatalogInfo;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.ColumnInfo;
import io.freshet.analysis.catalog.DatabaseInfo;
import io.freshet.analysis.catalog.MaterializedTableInfo;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Downstream of a table (the catalog page's list) from the stored definition queries, as Flink expands them, through
 * views too; parsed again only when a query changed.
 */
class LiveReadersTest {

    private static final String ORDERS = "ods.orders";

    private final List<String> unreadable = new ArrayList<>();
    private final LiveReaders lineage = new LiveReaders((table, reason) -> unreadable.add(table));

    @Test
    void everyMaterializedTableReadingTheTableDirectlyOrThroughOthersNearestFirst() {
        CatalogSnapshot snapshot = snapshot(
                table("ods", "orders"),
                mt("dwd", "detail", "SELECT `o`.`id` FROM `lakehouse`.`ods`.`orders` AS `o`"),
                mt("dws", "summary", "SELECT COUNT(*) AS `n` FROM `lakehouse`.`dwd`.`detail`"),
                mt("dws", "other", "SELECT 1 AS `x` FROM `lakehouse`.`ods`.`customers`"));
        assertThat(downstream(snapshot, ORDERS)).containsExactly("dwd.detail", "dws.summary");
        assertThat(downstream(snapshot, "dws.summary")).isEmpty();
        assertThat(lineage.downstream(snapshot, "other", ORDERS)).as("a catalog without lineage").isEmpty();
    }

    @Test
    void aViewBetweenCountsButIsNotListedAndANameInACommentOrStringDoesNot() {
        CatalogSnapshot snapshot = snapshot(
                table("ods", "orders"),
                view("dwd", "paid", "SELECT `id` FROM `lakehouse`.`ods`.`orders` WHERE `paid`"),
                mt("dws", "paid_count", "SELECT COUNT(*) AS `n` FROM `lakehouse`.`dwd`.`paid`"),
                mt("dws", "label", "SELECT '`lakehouse`.`ods`.`orders`' AS `s` FROM `lakehouse`.`ods`.`customers`"));
        assertThat(downstream(snapshot, ORDERS)).containsExactly("dws.paid_count");
    }

    @Test
    void anUnreadableQueryIsLeftOutAndTheRestStillAnswer() {
        CatalogSnapshot snapshot = snapshot(
                table("ods", "orders"),
                mt("dwd", "broken", "SELECT FROM WHERE"),
                mt("dwd", "detail", "SELECT `id` FROM `lakehouse`.`ods`.`orders`"));
        assertThat(downstream(snapshot, ORDERS)).containsExactly("dwd.detail");
        assertThat(unreadable).containsExactly("lakehouse.dwd.broken");
    }

    @Test
    void theQueriesAreParsedAgainOnlyWhenOneChanged() {
        lineage.of(snapshot(table("ods", "orders"), mt("dwd", "broken", "SELECT FROM WHERE")));
        lineage.of(snapshot(table("ods", "orders"), mt("dwd", "broken", "SELECT FROM WHERE")));
        assertThat(unreadable).as("the same queries in a new snapshot").hasSize(1);
        lineage.of(snapshot(table("ods", "orders"), mt("dwd", "broken", "SELECT FROM WHERE AND")));
        assertThat(unreadable).hasSize(2);
    }

    private List<String> downstream(CatalogSnapshot snapshot, String table) {
        return List.copyOf(lineage.downstream(snapshot, "lakehouse", table));
    }

    private static CatalogSnapshot snapshot(TableInfo... tables) {
        List<DatabaseInfo> databases = List.of("ods", "dwd", "dws").stream().map(db -> new DatabaseInfo(db,
                List.of(tables).stream().filter(t -> t.id().database().equals(db)).toList())).toList();
        return new CatalogSnapshot("lakehouse", "default",
                List.of(new CatalogInfo("lakehouse", "default", Map.of(), databases)));
    }

    private static TableInfo table(String database, String name) {
        return info(database, name, TableKind.TABLE, null, null);
    }

    private static TableInfo view(String database, String name, String query) {
        return info(database, name, TableKind.VIEW, query, null);
    }

    private static TableInfo mt(String database, String name, String query) {
        return info(database, name, TableKind.MATERIALIZED_TABLE, null,
                new MaterializedTableInfo(query, "1", "HOUR", "AUTOMATIC", "FULL"));
    }

    private static TableInfo info(String database, String name, TableKind kind, String viewQuery,
                                  MaterializedTableInfo materialized) {
        return new TableInfo(new TableId("lakehouse", database, name), kind,
                List.of(ColumnInfo.physical("id", "INT", true)), List.of(), List.of(), List.of(), Map.of(), null,
                viewQuery, materialized);
    }
}
