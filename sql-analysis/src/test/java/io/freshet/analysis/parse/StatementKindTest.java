package io.freshet.analysis.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.SqlScript;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Statement kinds come from the AST: the IDE audits SQL-created materialized tables with them. */
class StatementKindTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "SELECT 1|QUERY",
        "WITH a AS (SELECT 1) SELECT * FROM a|QUERY",
        "SELECT 1 UNION ALL SELECT 2|QUERY",
        "VALUES (1)|QUERY",
        "INSERT INTO t SELECT 1|INSERT",
        "EXECUTE INSERT INTO t SELECT 1|INSERT",
        "EXECUTE STATEMENT SET BEGIN INSERT INTO t SELECT 1; END|STATEMENT_SET",
        "BEGIN STATEMENT SET|STATEMENT_SET",
        "CREATE TABLE t (a INT) WITH ('connector' = 'datagen')|CREATE_TABLE",
        "CREATE TABLE t WITH ('bucket' = '1') LIKE s|CREATE_TABLE",
        "CREATE TABLE t AS SELECT 1|CREATE_TABLE_AS",
        "CREATE OR REPLACE TABLE t AS SELECT 1|REPLACE_TABLE_AS",
        "CREATE MATERIALIZED TABLE m FRESHNESS = INTERVAL '1' MINUTE AS SELECT 1 AS a|CREATE_MATERIALIZED_TABLE",
        "ALTER MATERIALIZED TABLE m SUSPEND|ALTER_MATERIALIZED_TABLE",
        "ALTER MATERIALIZED TABLE m REFRESH PARTITION (ds = '1')|ALTER_MATERIALIZED_TABLE",
        "DROP MATERIALIZED TABLE m|DROP_MATERIALIZED_TABLE",
        "ALTER TABLE t SET ('a' = 'b')|ALTER_TABLE",
        "DROP TABLE t|DROP_TABLE",
        "CREATE VIEW v AS SELECT 1|CREATE_VIEW",
        "CREATE FUNCTION f AS 'a.B'|CREATE_FUNCTION",
        "SET 'a' = 'b'|SET",
        "SET|SET",
        "RESET|RESET",
        "USE d|USE",
        "USE CATALOG c|USE_CATALOG",
        "SHOW TABLES|SHOW",
        "SHOW CREATE TABLE t|SHOW",
        "DESCRIBE t|DESCRIBE",
        "EXPLAIN SELECT 1|EXPLAIN",
        "CALL sys.compact('t')|CALL",
        "ADD JAR '/x.jar'|JAR",
        "CREATE CATALOG c WITH ('type' = 'paimon')|CATALOG",
        "ALTER CATALOG c SET ('a' = 'b')|CATALOG",
        "LOAD MODULE hive|MODULE",
        "EXECUTE PLAN '/p.json'|PLAN",
        "STOP JOB 'x'|JOB",
        "DELETE FROM t WHERE a = 1|DELETE",
        "TRUNCATE TABLE t|TRUNCATE_TABLE",
        "SELECT FROM|INVALID"})
    void kindOfAParsedStatement(String sql, StatementKind kind) {
        ParsedStatement parsed = StatementParser.parse(SqlScript.of(sql).statements().get(0));
        assertThat(StatementKind.of(parsed)).isEqualTo(kind);
    }
}
