package io.freshet.backend.ingest.sources;

import static io.freshet.backend.ingest.sources.ScriptedSession.row;
import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.ingest.CheckOutcome;
import io.freshet.ui.ingest.SourceCheck;
import io.freshet.ui.ingest.SourceCheckKind;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceKind;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * MySQL's CDC checks on the SQL they run (no MySQL-compatible server runs here): binlog settings and the grants
 * of {@code SHOW GRANTS}, as MySQL 8 and MariaDB 10.11 print them.
 */
class MySqlChecksTest {

    private static final SourceDefinition SHOP = new SourceDefinition("shop", SourceKind.MYSQL, "db", 3306, "shop",
            "flink", "x");
    private static final Object[] READY_BINLOG = row(1L, "ROW", "FULL");

    @Test
    void aReadyServerPassesEveryCheckAndOnlyTwoQueriesRun() {
        ScriptedSession session = new ScriptedSession().answer(MySqlChecks.BINLOG, READY_BINLOG)
                .answer(MySqlChecks.GRANTS, row("GRANT SELECT, RELOAD, SHOW DATABASES, REPLICATION SLAVE,"
                        + " REPLICATION CLIENT ON *.* TO `flink`@`%`"));
        List<SourceCheck> checks = new MySqlChecks().run(session, SHOP);
        assertThat(checks).extracting(SourceCheck::kind).containsExactlyElementsOf(new MySqlChecks().kinds());
        assertThat(checks).extracting(SourceCheck::outcome).containsOnly(CheckOutcome.PASSED);
        assertThat(session.ran).containsExactly("SELECT @@GLOBAL.log_bin, @@GLOBAL.binlog_format,"
                + " @@GLOBAL.binlog_row_image", "SHOW GRANTS FOR CURRENT_USER()");
    }

    @Test
    void statementBinlogMinimalImageAndMissingGrantsAreEachNamedWithTheFix() {
        ScriptedSession session = new ScriptedSession().answer(MySqlChecks.BINLOG, row("ON", "STATEMENT", "MINIMAL"))
                .answer(MySqlChecks.GRANTS, row("GRANT USAGE ON *.* TO `flink`@`%`"),
                        row("GRANT SELECT (id) ON `other`.`t` TO `flink`@`%`"));
        List<SourceCheck> checks = new MySqlChecks().run(session, SHOP);
        assertThat(checks).extracting(SourceCheck::outcome).containsOnly(CheckOutcome.FAILED);
        assertThat(checks.get(0).message()).isEqualTo("binlog_format is STATEMENT, but change data capture needs ROW:"
                + " SET GLOBAL binlog_format = 'ROW' (and in my.cnf). Until then no table of this"
                + " source can be ingested (snapshot ingestion reads PostgreSQL only).");
        assertThat(checks.get(1).message()).startsWith("binlog_row_image is MINIMAL, but change data capture needs FULL");
        assertThat(checks.get(2).message()).isEqualTo("The user 'flink' lacks REPLICATION SLAVE and REPLICATION"
                + " CLIENT, which change data capture needs: GRANT REPLICATION SLAVE, REPLICATION CLIENT ON *.* TO"
                + " 'flink'. Until then no table of this source can be ingested (snapshot ingestion reads PostgreSQL"
                + " only).");
        assertThat(checks.get(3).message()).isEqualTo("The user 'flink' has no SELECT on the database shop: GRANT"
                + " SELECT ON shop.* TO 'flink'.");
    }

    @Test
    void theBinlogOffIsReportedBeforeItsFormat() {
        ScriptedSession session = new ScriptedSession().answer(MySqlChecks.BINLOG, row(0L, "ROW", "FULL"))
                .answer(MySqlChecks.GRANTS, row("GRANT ALL PRIVILEGES ON *.* TO `root`@`localhost` WITH GRANT OPTION"));
        List<SourceCheck> checks = new MySqlChecks().run(session, SHOP);
        assertThat(checks.get(0).message()).startsWith("The binlog is off (log_bin)");
        assertThat(checks.subList(1, 4)).extracting(SourceCheck::outcome).containsOnly(CheckOutcome.PASSED);
    }

    @Test
    void mariaDbsNewPrivilegeNamesAndDatabaseGrantsCount() {
        MySqlGrants grants = MySqlGrants.parse(List.of(
                "GRANT REPLICATION REPLICA, BINLOG MONITOR ON *.* TO `flink`@`%` IDENTIFIED BY PASSWORD '*AB'",
                "GRANT SELECT, INSERT ON `shop\\_db`.* TO `flink`@`%`"));
        assertThat(grants.missingReplication()).isEmpty();
        assertThat(grants.maySelect("shop_db")).isTrue();
        assertThat(grants.maySelect("other")).isFalse();
    }

    @Test
    void aQueryThatFailsFailsItsChecksWithTheServersReason() {
        ScriptedSession session = new ScriptedSession()
                .fail(MySqlChecks.BINLOG, new SQLException("Unknown system variable 'binlog_row_image'", "HY000", 1193))
                .fail(MySqlChecks.GRANTS, new SQLException("denied", "42000", 1142));
        List<SourceCheck> checks = new MySqlChecks().run(session, SHOP);
        assertThat(checks).extracting(SourceCheck::outcome).containsOnly(CheckOutcome.FAILED);
        assertThat(checks.get(2).message()).contains("could not read the grants of 'flink'");
    }

    @Test
    void mysqlLoginErrorsMapToTheirChecks() {
        assertThat(ConnectFailures.classify(SHOP, new SQLException("Access denied for user 'flink'@'10.0.0.2'"
                + " (using password: YES)", "28000", 1045)).get(0)).satisfies(c -> {
                    assertThat(c.kind()).isEqualTo(SourceCheckKind.CREDENTIALS);
                    assertThat(c.message()).contains("was refused", "Access denied for user 'flink'");
                });
        assertThat(ConnectFailures.classify(SHOP, new SQLException("Unknown database 'shop'", "42000", 1049)).get(1))
                .satisfies(c -> {
                    assertThat(c.kind()).isEqualTo(SourceCheckKind.DATABASE);
                    assertThat(c.message()).isEqualTo("The database 'shop' does not exist on db:3306: check its name"
                            + " (names are case-sensitive).");
                });
        assertThat(ConnectFailures.classify(SHOP, new SQLException("Access denied for user 'flink'@'%' to database"
                + " 'shop'", "42000", 1044)).get(1).message()).startsWith("The user 'flink' may not use the database");
    }
}
