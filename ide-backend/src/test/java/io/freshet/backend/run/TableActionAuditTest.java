package io.freshet.backend.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.policy.Misread;
import io.freshet.backend.policy.ParsedSql;
import io.freshet.backend.run.TableActionAudit.Action;
import org.junit.jupiter.api.Test;

/** Materialized-table actions taken through SQL are recognised on the parsed statement, not on its text. */
class TableActionAuditTest {

    @Test
    void createAlterAndDropOfAMaterializedTableAreActionsOnThatTable() {
        assertThat(of("CREATE MATERIALIZED TABLE dws.daily FRESHNESS = INTERVAL '1' DAY"
                + " AS SELECT ds, COUNT(*) AS n FROM ods.orders GROUP BY ds"))
                .contains(new Action(AuditAction.MATERIALIZED_TABLE_CREATED, "dws.daily"));
        assertThat(of("/* nightly */ ALTER MATERIALIZED TABLE `lakehouse`.dws.daily SUSPEND"))
                .contains(new Action(AuditAction.MATERIALIZED_TABLE_CHANGED, "lakehouse.dws.daily"));
        assertThat(of("DROP MATERIALIZED TABLE IF EXISTS dws.daily"))
                .contains(new Action(AuditAction.MATERIALIZED_TABLE_DROPPED, "dws.daily"));
    }

    @Test
    void otherStatementsAndTextThatOnlyMentionsItAreNot() {
        assertThat(of("SELECT 'CREATE MATERIALIZED TABLE x' FROM t")).isEmpty();
        assertThat(of("CREATE TABLE t (x INT)")).isEmpty();
        assertThat(of("CREATE MATERIALIZED TABLE broken AS")).isEmpty();
        assertThat(of("DROP MATERIALIZED TABLE a; DROP MATERIALIZED TABLE b")).as("no single action").isEmpty();
    }

    /** Issue 38: the audit reads the parse the run carries; it never parses the run's text again. */
    @Test
    void theActionIsReadOnTheParseTheRunCarriesNotOnItsText() {
        ParsedSql carried = Misread.as("SELECT 1", "DROP MATERIALIZED TABLE dws.daily");
        assertThat(TableActionAudit.of(carried)).contains(new Action(AuditAction.MATERIALIZED_TABLE_DROPPED,
                "dws.daily"));
    }

    private static java.util.Optional<Action> of(String statement) {
        return TableActionAudit.of(ParsedSql.of(statement));
    }
}
