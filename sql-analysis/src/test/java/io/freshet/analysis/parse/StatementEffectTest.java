package io.freshet.analysis.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.parse.StatementEffect.Scope;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What each kind of statement leaves for the statements after it. */
class StatementEffectTest {

    @Test
    void statementsThatOnlyReadLeaveNothing() {
        for (String sql : new String[] {"SELECT 1", "INSERT INTO t SELECT 1", "EXPLAIN SELECT 1", "SHOW TABLES",
                "DESCRIBE t", "EXECUTE STATEMENT SET BEGIN INSERT INTO t SELECT 1; END", "SELEC nonsense"}) {
            assertThat(effect(sql).scope()).as(sql).isEqualTo(Scope.NONE);
        }
    }

    @Test
    void objectStatementsNameWhatTheyTouchByItsLastPartInLowerCase() {
        assertThat(effect("CREATE TABLE ods.Orders (a INT)")).isEqualTo(named("orders"));
        assertThat(effect("CREATE TEMPORARY TABLE t (a INT) WITH ('connector' = 'datagen')")).isEqualTo(named("t"));
        assertThat(effect("CREATE TABLE c.d.t2 AS SELECT 1 AS a")).isEqualTo(named("t2"));
        assertThat(effect("CREATE VIEW `my view` AS SELECT 1")).isEqualTo(named("my view"));
        assertThat(effect("DROP VIEW IF EXISTS v")).isEqualTo(named("v"));
        assertThat(effect("DROP TABLE ods.t")).isEqualTo(named("t"));
        assertThat(effect("ALTER TABLE t ADD (b INT)")).isEqualTo(named("t"));
        assertThat(effect("ALTER TABLE t RENAME TO t_new")).isEqualTo(new StatementEffect(Scope.NAMED,
                Set.of("t", "t_new")));
        assertThat(effect("CREATE MATERIALIZED TABLE dws.m FRESHNESS = INTERVAL '1' MINUTE AS SELECT 1 AS a"))
                .isEqualTo(named("m"));
        assertThat(effect("ALTER MATERIALIZED TABLE dws.m SUSPEND")).isEqualTo(named("m"));
        assertThat(effect("DROP MATERIALIZED TABLE dws.m")).isEqualTo(named("m"));
        assertThat(effect("CREATE DATABASE IF NOT EXISTS lake.ods")).isEqualTo(named("ods"));
    }

    @Test
    void sessionStatementsAndUnknownKindsReachEverything() {
        for (String sql : new String[] {"SET 'table.dml-sync' = 'false'", "RESET", "USE ods", "USE CATALOG lake",
                "CREATE CATALOG lake WITH ('type' = 'generic_in_memory')", "CREATE FUNCTION f AS 'x.F'",
                "DROP DATABASE ods CASCADE", "LOAD MODULE hive", "ADD JAR '/tmp/x.jar'"}) {
            assertThat(effect(sql).scope()).as(sql).isEqualTo(Scope.SESSION);
        }
    }

    private static StatementEffect named(String name) {
        return new StatementEffect(Scope.NAMED, Set.of(name));
    }

    private static StatementEffect effect(String sql) {
        return StatementEffect.of(StatementParser.parse(SqlScript.of(sql).statements().get(0)));
    }
}
