package io.freshet.backend.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.run.TableActionAudit.Action;
import org.junit.jupiter.api.Test;

/** Materialized-table actions taken through SQL are recognised on the parsed statement, not on its text. */
class TableActionAuditTest {

    @Test
    void createAlterAndDropOfAMaterializedTableAreActionsOnThatTable() {
        assertThat(TableActionAudit.of("CREATE MATERIALIZED TABLE dws.daily FRESHNESS = INTERVAL '1' DAY"
                + " AS SELECT ds, COUNT(*) AS n FROM ods.orders GROUP BY ds"))
                .contains(new Action(AuditAction.MATERIALIZED_TABLE_CREATED, "dws.daily"));
        assertThat(TableActionAudit.of("/* nightly */ ALTER MATERIALIZED TABLE `lakehouse`.dws.daily SUSPEND"))
                .contains(new Action(AuditAction.MATERIALIZED_TABLE_CHANGED, "lakehouse.dws.daily"));
        assertThat(TableActionAudit.of("DROP MATERIALIZED TABLE IF EXISTS dws.daily"))
                .contains(new Action(AuditAction.MATERIALIZED_TABLE_DROPPED, "dws.daily"));
    }

    @Test
    void otherStatementsAndTextThatOnlyMentionsItAreNot() {
        assertThat(TableActionAudit.of("SELECT 'CREATE MATERIALIZED TABLE x' FROM t")).isEmpty();
        assertThat(TableActionAudit.of("CREATE TABLE t (x INT)")).isEmpty();
        assertThat(TableActionAudit.of("CREATE MATERIALIZED TABLE broken AS")).isEmpty();
    }
}
