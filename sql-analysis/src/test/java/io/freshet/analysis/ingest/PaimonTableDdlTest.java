package io.freshet.analysis.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.analysis.SqlAnalysisException;
import io.freshet.analysis.quoting.SqlQuoting;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.TableEnvironment;
import org.apache.flink.table.api.TableResult;
import org.apache.flink.types.Row;
import org.apache.flink.util.CloseableIterator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The target tables' DDL, golden, and accepted by a real Paimon catalog on Flink. */
class PaimonTableDdlTest {

    private static final List<TargetColumn> ORDERS = List.of(
            new TargetColumn("order_id", "BIGINT", true),
            new TargetColumn("user`id", "INT", true),
            new TargetColumn("amount", "DECIMAL(10, 2)", true),
            new TargetColumn("tags", "ARRAY<STRING>", true),
            new TargetColumn("code", "CHAR(3)", false),
            new TargetColumn("created_at", "TIMESTAMP_LTZ(6)", true));

    @Test
    void aPrimaryKeyTableWithPartitionsAndOptions() {
        Map<String, String> options = new LinkedHashMap<>(TargetTable.CDC_OPTIONS);
        options.put("comment's", "it's");
        String ddl = PaimonTableDdl.createTable(new TargetTable(List.of("ods", "orders"), ORDERS,
                List.of("order_id", "code"), List.of("code"), options));
        assertThat(ddl).isEqualTo("""
                CREATE TABLE IF NOT EXISTS `ods`.`orders` (
                  `order_id` BIGINT NOT NULL,
                  `user``id` INT,
                  `amount` DECIMAL(10, 2),
                  `tags` ARRAY<STRING>,
                  `code` CHAR(3) NOT NULL,
                  `created_at` TIMESTAMP_LTZ(6),
                  PRIMARY KEY (`order_id`, `code`) NOT ENFORCED
                )
                PARTITIONED BY (`code`)
                WITH (
                  'changelog-producer' = 'lookup',
                  'changelog-producer.row-deduplicate' = 'true',
                  'comment''s' = 'it''s'
                )""");
    }

    @Test
    void withoutPartitionsOrOptionsTheClausesAreLeftOut() {
        String ddl = PaimonTableDdl.createTable(new TargetTable(List.of("lake", "ods", "t"),
                List.of(new TargetColumn("id", "INT", false)), List.of("id"), List.of(), Map.of()));
        assertThat(ddl).isEqualTo("CREATE TABLE IF NOT EXISTS `lake`.`ods`.`t` (\n  `id` INT NOT NULL,\n"
                + "  PRIMARY KEY (`id`) NOT ENFORCED\n)");
    }

    @Test
    void aTableWithoutPrimaryKeyOrWithUnknownKeyColumnsIsRefusedWithTheReason() {
        assertThatThrownBy(() -> PaimonTableDdl.createTable(new TargetTable(List.of("ods", "logs"), ORDERS,
                List.of(), List.of(), Map.of())))
                .isInstanceOf(SqlAnalysisException.class).hasMessageContaining("ods.logs has no primary key");
        assertThatThrownBy(() -> PaimonTableDdl.createTable(new TargetTable(List.of("ods", "o"), ORDERS,
                List.of("id"), List.of("day"), Map.of())))
                .isInstanceOf(SqlAnalysisException.class).hasMessageContaining("primary key of ods.o names columns")
                .hasMessageContaining("id");
    }

    @Test
    void targetNamesKeepPublicTablesAndPrefixOtherSchemas() {
        assertThat(TargetNames.table(SourceDialect.POSTGRESQL, "public", "orders")).isEqualTo("orders");
        assertThat(TargetNames.table(SourceDialect.POSTGRESQL, "sales", "orders")).isEqualTo("sales_orders");
        assertThat(TargetNames.table(SourceDialect.MYSQL, "shop", "orders")).isEqualTo("orders");
    }

    @Test
    void paimonCreatesTheTableAsWritten(@TempDir Path warehouse) throws Exception {
        TableEnvironment env = TableEnvironment.create(EnvironmentSettings.inBatchMode());
        env.executeSql("CREATE CATALOG lake WITH ('type' = 'paimon', 'warehouse' = "
                + SqlQuoting.literal(warehouse.toUri().toString()) + ")");
        env.executeSql("CREATE DATABASE lake.ods");
        env.executeSql(PaimonTableDdl.createTable(new TargetTable(List.of("lake", "ods", "orders"), ORDERS,
                List.of("order_id", "code"), List.of("code"), TargetTable.CDC_OPTIONS))).await();
        TableResult show = env.executeSql("SHOW CREATE TABLE lake.ods.orders");
        StringBuilder text = new StringBuilder();
        try (CloseableIterator<Row> rows = show.collect()) {
            rows.forEachRemaining(r -> text.append(r.getField(0)));
        }
        assertThat(text.toString()).contains("`user``id` INT,", "`code` CHAR(3) NOT NULL",
                "`created_at` TIMESTAMP(6) WITH LOCAL TIME ZONE", "PRIMARY KEY (`order_id`, `code`) NOT ENFORCED",
                "PARTITIONED BY (`code`)", "'changelog-producer' = 'lookup'",
                "'changelog-producer.row-deduplicate' = 'true'");

        List<TargetColumn> everyType = new ArrayList<>(List.of(new TargetColumn("id", "INT", false)));
        Stream.concat(TypeMappingTest.postgres(), TypeMappingTest.mysql())
                .map(a -> (String) a.get()[4]).filter(t -> !t.equals("-")).distinct()
                .forEach(t -> everyType.add(new TargetColumn("c" + everyType.size(), t, true)));
        env.executeSql(PaimonTableDdl.createTable(new TargetTable(List.of("lake", "ods", "every_type"), everyType,
                List.of("id"), List.of(), TargetTable.CDC_OPTIONS))).await();
        assertThat(env.from("lake.ods.every_type").getResolvedSchema().getColumnCount())
                .as("Paimon takes every type the mapping produces").isEqualTo(everyType.size()).isGreaterThan(20);
    }
}
