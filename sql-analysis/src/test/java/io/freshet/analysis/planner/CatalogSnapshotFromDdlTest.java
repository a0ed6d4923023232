package io.freshet.analysis.planner;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.ColumnInfo;
import io.freshet.analysis.catalog.ColumnKind;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.analysis.diagnostic.Severity;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A snapshot built from DDL holds what the DDL said, and survives loading into a new planner session. */
class CatalogSnapshotFromDdlTest {

    private static final String DDL = """
            CREATE CATALOG lakehouse WITH ('type' = 'paimon', 'warehouse' = '/tmp/warehouse', 'metastore' = 'hive');
            USE CATALOG lakehouse;
            CREATE DATABASE ods;
            USE ods;
            CREATE TABLE orders (
              order_id BIGINT NOT NULL COMMENT 'the key',
              customer_id INT,
              ts TIMESTAMP(3),
              ds AS DATE_FORMAT(ts, 'yyyy-MM-dd'),
              WATERMARK FOR ts AS ts - INTERVAL '5' SECOND,
              PRIMARY KEY (order_id) NOT ENFORCED
            ) PARTITIONED BY (customer_id) WITH ('bucket' = '4');
            CREATE VIEW recent AS SELECT order_id, ts FROM orders WHERE order_id > 10;
            CREATE MATERIALIZED TABLE per_customer (PRIMARY KEY (customer_id) NOT ENFORCED)
            FRESHNESS = INTERVAL '2' HOUR
            AS SELECT COALESCE(customer_id, 0) AS customer_id, COUNT(*) AS n FROM orders GROUP BY COALESCE(customer_id, 0);
            """;

    private final ScriptAnalyzer analyzer = new ScriptAnalyzer();

    @Test
    void snapshotHoldsTablesViewsAndMaterializedTables() {
        ScriptAnalysis analysis = analyzer.validate(DDL, CatalogSnapshot.empty());
        assertThat(analysis.diagnostics()).extracting(d -> d.severity()).containsOnly(Severity.INFO);
        CatalogSnapshot snapshot = analysis.catalogAfter();

        assertThat(snapshot.currentCatalog()).isEqualTo("lakehouse");
        assertThat(snapshot.currentDatabase()).isEqualTo("ods");
        assertThat(snapshot.catalog("lakehouse").orElseThrow().options())
                .containsEntry("type", "paimon").containsEntry("warehouse", "/tmp/warehouse");

        TableInfo orders = snapshot.resolve(List.of("orders")).orElseThrow();
        assertThat(orders.kind()).isEqualTo(TableKind.TABLE);
        assertThat(orders.primaryKey()).containsExactly("order_id");
        assertThat(orders.partitionKeys()).containsExactly("customer_id");
        assertThat(orders.options()).isEqualTo(Map.of("bucket", "4"));
        assertThat(orders.watermarks()).singleElement().satisfies(w -> assertThat(w.rowtimeColumn()).isEqualTo("ts"));
        assertThat(orders.column("order_id")).get().extracting(ColumnInfo::nullable, ColumnInfo::comment)
                .containsExactly(false, "the key");
        assertThat(orders.column("ds")).get().extracting(ColumnInfo::kind).isEqualTo(ColumnKind.COMPUTED);

        TableInfo recent = snapshot.resolve(List.of("ods", "recent")).orElseThrow();
        assertThat(recent.kind()).isEqualTo(TableKind.VIEW);
        assertThat(recent.columns()).extracting(ColumnInfo::name).containsExactly("order_id", "ts");

        TableInfo mt = snapshot.resolve(List.of("lakehouse", "ods", "per_customer")).orElseThrow();
        assertThat(mt.kind()).isEqualTo(TableKind.MATERIALIZED_TABLE);
        assertThat(mt.columns()).extracting(ColumnInfo::name, ColumnInfo::nullable)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("customer_id", false),
                        org.assertj.core.groups.Tuple.tuple("n", false));
        assertThat(mt.materialized().freshnessInterval()).isEqualTo("2");
        assertThat(mt.materialized().freshnessUnit()).isEqualTo("HOUR");
        assertThat(mt.materialized().refreshMode()).isEqualTo("FULL");
    }

    @Test
    void snapshotSurvivesLoadingIntoAFreshSession() {
        CatalogSnapshot first = analyzer.validate(DDL, CatalogSnapshot.empty()).catalogAfter();
        ScriptAnalysis second = analyzer.validate(
                "SELECT r.ts, p.n FROM recent AS r JOIN per_customer AS p ON r.order_id = p.customer_id", first);
        assertThat(second.diagnostics()).isEmpty();
        assertThat(second.catalogAfter()).isEqualTo(first);
    }

    @Test
    void laterStatementsSeeEarlierDdlButNotTheOtherWayRound() {
        ScriptAnalysis analysis = analyzer.validate("""
                SELECT * FROM t;
                CREATE TABLE t (a INT) WITH ('connector' = 'datagen');
                SELECT a FROM t;
                """, CatalogSnapshot.empty());
        assertThat(analysis.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.range().startLine()).isEqualTo(1);
            assertThat(d.message()).isEqualTo("Object 't' not found");
        });
    }
}
