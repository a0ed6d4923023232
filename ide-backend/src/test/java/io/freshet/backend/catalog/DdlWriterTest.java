package io.freshet.backend.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.catalog.CatalogSnapshot;
import io.freshet.analysis.catalog.ColumnInfo;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The DDL a table page offers passes the editor's own checks in the table's catalog (issue 39). */
class DdlWriterTest {

    private static final String WAREHOUSE = "file:///tmp/ddl-writer-lake";
    /** As {@code PaimonCatalogAccess.catalogOptions()} shows the warehouse's catalog: Paimon on its filesystem. */
    private static final Map<String, String> FILESYSTEM = Map.of("type", "paimon", "warehouse", WAREHOUSE);
    private static final TableInfo VIEW = new TableInfo(new TableId("lake", "shop", "big_orders"), TableKind.VIEW,
            List.of(ColumnInfo.physical("id", "BIGINT", false)), List.of(), List.of(), List.of(), Map.of(), null,
            "SELECT `orders`.`id`\nFROM `lake`.`shop`.`orders` AS `orders`\nWHERE `orders`.`qty` > 10", null);

    private static final ScriptAnalyzer ANALYZER = new ScriptAnalyzer();
    private static CatalogSnapshot lake;

    @BeforeAll
    static void warehouse() {
        lake = ANALYZER.validate("CREATE CATALOG lake WITH ('type' = 'paimon', 'warehouse' = '" + WAREHOUSE + "');\n"
                + "USE CATALOG lake;\nCREATE DATABASE shop;\n"
                + "CREATE TABLE shop.orders (id BIGINT NOT NULL, qty INT, PRIMARY KEY (id) NOT ENFORCED);\n",
                CatalogSnapshot.empty()).catalogAfter();
    }

    @Test
    void aViewInPaimonsFilesystemCatalogIsOfferedAsATemporaryViewTheChecksAccept() {
        String offered = DdlWriter.ddl(VIEW, FILESYSTEM);

        assertThat(offered).startsWith("-- Could not execute CreateTable in path `lake`.`shop`.`big_orders`:"
                        + " Paimon's filesystem catalog cannot store views")
                .contains("\nCREATE TEMPORARY VIEW `lake`.`shop`.`big_orders` AS\nSELECT `orders`.`id`");
        assertThat(errors(offered)).isEmpty();
        // the plain view, as written before, is what the checks refuse: the test above can fail
        assertThat(errors("CREATE VIEW `lake`.`shop`.`big_orders` AS\n" + VIEW.viewQuery()))
                .extracting(Diagnostic::message).singleElement().asString()
                .contains("Paimon's filesystem catalog cannot store views");
    }

    @Test
    void aCatalogThatStoresViewsIsOfferedThePlainView() {
        Map<String, String> hive = Map.of("type", "paimon", "metastore", "hive", "warehouse", WAREHOUSE);
        assertThat(DdlWriter.ddl(VIEW, hive)).isEqualTo("CREATE VIEW `lake`.`shop`.`big_orders` AS\n"
                + VIEW.viewQuery());
    }

    private static List<Diagnostic> errors(String script) {
        return ANALYZER.check(script, lake).diagnostics().stream()
                .filter(d -> d.severity() == Severity.ERROR).toList();
    }
}
