package io.freshet.gateway.client;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Which statements a reopened session replays, and in which order. */
class SessionReplayTest {

    private final SessionReplay replay = new SessionReplay();

    @Test
    void lastSetOfEachKeyThenCatalogThenDatabase() {
        replay.record("SET 'execution.runtime-mode' = 'batch'");
        replay.record("USE CATALOG paimon");
        replay.record("CREATE TABLE t (x INT)");
        replay.record("-- switch\nUSE ods;");
        replay.record("set 'table.dml-sync'='true'");
        replay.record("SET 'execution.runtime-mode' = 'streaming'");
        replay.record("SELECT * FROM t");

        assertThat(replay.statements()).containsExactly(
                "set 'table.dml-sync'='true'",
                "SET 'execution.runtime-mode' = 'streaming'",
                "USE CATALOG paimon",
                "USE ods;");
    }

    @Test
    void useCatalogForgetsTheDatabaseOfTheOldCatalog() {
        replay.record("USE CATALOG a");
        replay.record("USE db1");
        replay.record("USE CATALOG b");

        assertThat(replay.statements()).containsExactly("USE CATALOG b");
    }

    @Test
    void resetOfAKeyReplacesItsSetAndResetAllClears() {
        replay.record("SET 'a' = '1'");
        replay.record("RESET 'a'");
        assertThat(replay.statements()).containsExactly("RESET 'a'");

        replay.record("SET 'b' = '2'");
        replay.record("RESET");
        replay.record("SET 'c' = '3'");
        assertThat(replay.statements()).containsExactly("RESET", "SET 'c' = '3'");
    }

    @Test
    void theSetStatementsInForceAreTheLastSetOfEachKeyNotItsReset() {
        replay.record("SET 'a' = '1'");
        replay.record("SET 'b' = '2'");
        replay.record("SET 'a' = '3'");
        replay.record("RESET 'b'");
        replay.record("USE CATALOG x");
        assertThat(replay.setStatements()).containsExactly("SET 'a' = '3'");
    }

    @Test
    void useModulesAndShowAreNotSessionState() {
        replay.record("USE MODULES core");
        replay.record("SET");
        replay.record("SHOW CATALOGS");

        assertThat(replay.statements()).isEmpty();
    }

    @Test
    void catalogsMadeInTheSessionAreRecreatedIfMissingBeforeTheyAreUsed() {
        replay.record("USE CATALOG paimon");
        replay.record("CREATE CATALOG paimon WITH ('type' = 'paimon', 'warehouse' = 'file:///wh')");
        replay.record("CREATE CATALOG IF NOT EXISTS paimon WITH ('type' = 'paimon', 'warehouse' = 'file:///wh')");

        assertThat(replay.statements()).containsExactly(
                "CREATE CATALOG IF NOT EXISTS paimon WITH ('type' = 'paimon', 'warehouse' = 'file:///wh')",
                "USE CATALOG paimon");
    }
}
