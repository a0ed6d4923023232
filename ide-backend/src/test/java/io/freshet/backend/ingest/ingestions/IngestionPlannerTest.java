package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.ingest.sources.TargetPreviews;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.SourceColumn;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceKind;
import io.freshet.ui.ingest.SourceTable;
import io.freshet.ui.ingest.TargetPreview;
import java.util.List;
import org.junit.jupiter.api.Test;

class IngestionPlannerTest {

    private static final SourceTable ORDERS = new SourceTable("public", "orders", List.of(
            new SourceColumn("order_id", "int8", false, true, "BIGINT", null),
            new SourceColumn("amount", "numeric(10,2)", true, false, "DECIMAL(10, 2)", null)), List.of("order_id"));

    @Test
    void oneTemporaryCdcSourcePerTableWithItsOwnSlotAndOneStatementSet() {
        SourceDefinition pg = new SourceDefinition("shop", SourceKind.POSTGRESQL, "db", 5432, "shop", "cdc", "s3cret");
        TargetPreview target = TargetPreviews.of(SourceKind.POSTGRESQL, ORDERS, "ods");
        IngestionPlanner.Planned p = IngestionPlanner.plan(pg, "public", List.of(ORDERS), List.of(target),
                "lakehouse", "file:/w");
        assertThat(p.statements()).first().isEqualTo(
                "CREATE CATALOG IF NOT EXISTS `lakehouse` WITH ('type' = 'paimon', 'warehouse' = 'file:/w')");
        assertThat(p.own()).containsExactly(p.statements().get(0));
        assertThat(p.slots()).containsExactly("freshet_shop_public_orders");
        String all = String.join("\n", p.statements());
        assertThat(all).contains("CREATE TABLE IF NOT EXISTS `lakehouse`.`ods`.`orders`",
                "'slot.name' = 'freshet_shop_public_orders'", "'debezium.publication.name' = 'freshet_shop_public_orders'",
                "'password' = 's3cret'", "`order_id` BIGINT NOT NULL, `amount` DECIMAL(10, 2), PRIMARY KEY (`order_id`)",
                "'scan.incremental.snapshot.backfill.skip' = 'true'",
                "'scan.incremental.snapshot.chunk.size' = '32768'");
        assertThat(p.statements()).last().isEqualTo("EXECUTE STATEMENT SET BEGIN\nINSERT INTO `lakehouse`.`ods`.`orders`"
                + " (`order_id`, `amount`) SELECT `order_id`, `amount` FROM `src_orders`;\nEND");
    }

    @Test
    void aResyncStartSnapshotsOnlyItsTableAndTheOthersGoOnFromTheirSlots() {
        SourceDefinition pg = new SourceDefinition("shop", SourceKind.POSTGRESQL, "db", 5432, "shop", "cdc", "s3cret");
        SourceTable items = new SourceTable("public", "items", ORDERS.columns(), ORDERS.primaryKey());
        List<TargetPreview> targets = List.of(TargetPreviews.of(SourceKind.POSTGRESQL, ORDERS, "ods"),
                TargetPreviews.of(SourceKind.POSTGRESQL, items, "ods"));
        IngestionPlanner.Planned normal = IngestionPlanner.plan(pg, "public", List.of(ORDERS, items), targets,
                "lakehouse", "file:/w");
        assertThat(String.join("\n", normal.statements())).doesNotContain("scan.startup.mode")
                .contains("'scan.lsn-commit.checkpoints-num-delay' = '0'");
        IngestionPlanner.Planned resync = IngestionPlanner.plan(pg, "public", List.of(ORDERS, items), targets,
                "lakehouse", "file:/w", "items");
        List<String> sources = resync.statements().stream().filter(s -> s.startsWith("CREATE TEMPORARY TABLE"))
                .toList();
        assertThat(sources.get(0)).contains("`src_orders`", "'scan.startup.mode' = 'committed-offset'");
        assertThat(sources.get(1)).contains("`src_items`", "'scan.startup.mode' = 'initial'");
        assertThat(resync.slots()).isEqualTo(normal.slots());
        assertThat(TableResync.retraction("`lakehouse`.`ods`.`items`")).containsExactly(
                "ALTER TABLE `lakehouse`.`ods`.`items` SET ('delete.force-produce-changelog' = 'true')",
                "SET 'execution.runtime-mode' = 'batch'", "SET 'table.dml-sync' = 'true'",
                "DELETE FROM `lakehouse`.`ods`.`items`");
    }

    @Test
    void mysqlSourcesNameTheDatabaseAndAServerIdRangeAndHaveNoSlots() {
        SourceDefinition my = new SourceDefinition("m", SourceKind.MYSQL, "db", 3306, "shop", "cdc", "pw");
        IngestionPlanner.Planned p = IngestionPlanner.plan(my, "shop", List.of(ORDERS),
                List.of(TargetPreviews.of(SourceKind.MYSQL, ORDERS, "ods")), "lakehouse", "file:/w");
        assertThat(p.slots()).isEmpty();
        assertThat(String.join("\n", p.statements())).contains("'connector' = 'mysql-cdc'", "'server-id' = '")
                .doesNotContain("slot.name", "backfill.skip", "chunk.size");
    }

    @Test
    void theStateMachineOnlyAllowsItsTransitions() {
        assertThat(IngestionState.RUNNING.canMoveTo(IngestionState.STOPPING)).isTrue();
        assertThat(IngestionState.STOPPED.canMoveTo(IngestionState.CREATING)).isTrue();
        assertThat(IngestionState.CREATING.canMoveTo(IngestionState.STOPPED)).isFalse();
        assertThat(IngestionState.DELETED.canMoveTo(IngestionState.CREATING)).isFalse();
    }

    @Test
    void ownStatementsOfTheSessionAreRecognisedExactly() {
        assertThat(IngestionJobs.isOwn("SET 'execution.state-recovery.path' = 'file:/h/savepoints/savepoint-1a'"))
                .isTrue();
        assertThat(IngestionJobs.isOwn("RESET 'execution.state-recovery.path'")).isTrue();
        assertThat(IngestionJobs.isOwn("SET 'execution.state-recovery.path' = 'x'; DROP TABLE t")).isFalse();
        assertThat(IngestionJobs.isOwn("SET 'pipeline.jars' = 'file:/x.jar'")).isFalse();
    }
}
