package io.freshet.analysis.completion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.planner.CompletionItem;
import io.freshet.analysis.planner.CompletionKind;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Completion at a cursor ("|" in the test scripts) in multi-statement scripts. */
class ScriptCompleterTest {

    private static final ScriptAnalyzer ANALYZER = new ScriptAnalyzer();
    private static CatalogSnapshot catalog;

    @BeforeAll
    static void catalog() {
        catalog = ANALYZER.validate("""
                CREATE TABLE orders (order_id BIGINT, customer_id INT, amount DECIMAL(10, 2)) WITH ('connector' = 'datagen');
                CREATE TABLE customers (customer_id INT, name STRING, country STRING) WITH ('connector' = 'datagen');
                CREATE TABLE order_sink (order_id BIGINT, amount DECIMAL(10, 2)) WITH ('connector' = 'blackhole');
                """, CatalogSnapshot.empty()).catalogAfter();
    }

    private static List<CompletionItem> complete(String scriptWithCursor) {
        int offset = scriptWithCursor.indexOf('|');
        return ANALYZER.complete(scriptWithCursor.replace("|", ""), offset, catalog);
    }

    @Test
    void statementKeywordsAtTheStartOfAStatement() {
        assertThat(complete("SELECT 1;\nSEL|")).extracting(CompletionItem::label, CompletionItem::kind,
                CompletionItem::replaceFrom).containsExactly(tuple("SELECT", CompletionKind.KEYWORD, 10));
    }

    @Test
    void columnsAfterAnAlias() {
        assertThat(complete("SELECT o.| FROM orders AS o"))
                .filteredOn(i -> i.kind() == CompletionKind.COLUMN).extracting(CompletionItem::label)
                .contains("order_id", "customer_id", "amount").doesNotContain("name");
    }

    @Test
    void columnsOfATableCreatedEarlierInTheScript() {
        List<CompletionItem> items = complete(
                "CREATE TABLE t2 (x INT, yy STRING) WITH ('connector' = 'datagen');\nSELECT y| FROM t2");
        assertThat(items).extracting(CompletionItem::label, CompletionItem::kind)
                .contains(tuple("yy", CompletionKind.COLUMN));
        assertThat(items.get(0).replaceFrom()).isEqualTo(74);
    }

    @Test
    void aChangedStatementBeforeTheCursorIsSeenDespiteTheReusedSession() {
        String first = "CREATE TABLE t3 (aa INT) WITH ('connector' = 'datagen');\nSELECT a| FROM t3";
        String second = "CREATE TABLE t3 (ab INT) WITH ('connector' = 'datagen');\nSELECT a| FROM t3";
        assertThat(complete(first)).extracting(CompletionItem::label).contains("aa");
        assertThat(complete(first)).extracting(CompletionItem::label).contains("aa");
        assertThat(complete(second)).extracting(CompletionItem::label).contains("ab").doesNotContain("aa");
    }

    @Test
    void tablesAfterInsertInto() {
        assertThat(complete("INSERT INTO ord|")).extracting(CompletionItem::label, CompletionItem::kind)
                .containsExactlyInAnyOrder(tuple("orders", CompletionKind.TABLE), tuple("order_sink", CompletionKind.TABLE));
    }

    @Test
    void columnsInsideInsertSelectAndMaterializedTableQueries() {
        assertThat(complete("INSERT INTO order_sink SELECT c.| FROM orders o JOIN customers c ON o.customer_id = c.customer_id"))
                .filteredOn(i -> i.kind() == CompletionKind.COLUMN).extracting(CompletionItem::label)
                .contains("name", "country").doesNotContain("amount");
        assertThat(complete("CREATE MATERIALIZED TABLE m FRESHNESS = INTERVAL '1' MINUTE AS SELECT coun| FROM customers"))
                .extracting(CompletionItem::label, CompletionItem::kind)
                .contains(tuple("country", CompletionKind.COLUMN), tuple("COUNT", CompletionKind.FUNCTION));
    }

    @Test
    void tablesAfterFromAndFunctionsByPrefix() {
        assertThat(complete("SELECT * FROM |")).extracting(CompletionItem::label)
                .contains("default_catalog.default_database.orders");
        assertThat(complete("SELECT CONCA| FROM orders")).extracting(CompletionItem::label, CompletionItem::kind)
                .contains(tuple("CONCAT", CompletionKind.FUNCTION));
    }

    @Test
    void functionsCarryTheirSignaturesAndColumnsTheirTypes() {
        assertThat(complete("SELECT DATE_FORM| FROM orders")).filteredOn(i -> i.label().equals("DATE_FORMAT"))
                .singleElement().satisfies(i -> assertThat(i.detail()).contains("DATE_FORMAT(").contains("STRING"));
        assertThat(complete("SELECT COALES| FROM orders")).filteredOn(i -> i.label().equals("COALESCE"))
                .singleElement().satisfies(i -> assertThat(i.detail()).startsWith("COALESCE("));
        assertThat(complete("SELECT o.| FROM orders o")).filteredOn(i -> i.label().equals("amount"))
                .singleElement().satisfies(i -> assertThat(i.detail()).isEqualTo("DECIMAL(10, 2)"));
    }
}
