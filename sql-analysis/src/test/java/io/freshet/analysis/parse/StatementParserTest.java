package io.freshet.analysis.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.ScriptAnalysis;
import io.freshet.analysis.ScriptAnalyzer;
import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Flink's dialect parses, and syntax errors land on the script's characters with short messages. */
class StatementParserTest {

    private final ScriptAnalyzer analyzer = new ScriptAnalyzer();

    @ParameterizedTest
    @ValueSource(strings = {
        "CREATE TABLE t (a INT NOT NULL, b STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND,"
                + " PRIMARY KEY (a) NOT ENFORCED) PARTITIONED BY (b) WITH ('connector' = 'datagen')",
        "CREATE MATERIALIZED TABLE mt (PRIMARY KEY (k) NOT ENFORCED) PARTITIONED BY (ds)"
                + " WITH ('partition.fields.ds.date-formatter' = 'yyyy-MM-dd') FRESHNESS = INTERVAL '1' HOUR"
                + " REFRESH_MODE = FULL AS SELECT k, ds, COUNT(*) AS c FROM t GROUP BY k, ds",
        "ALTER MATERIALIZED TABLE mt REFRESH PARTITION (ds = '2024-01-01')",
        "ALTER MATERIALIZED TABLE mt SUSPEND",
        "ALTER MATERIALIZED TABLE mt RESUME WITH ('sink.parallelism' = '2')",
        "DROP MATERIALIZED TABLE IF EXISTS mt",
        "SET 'table.exec.mini-batch.enabled' = 'true'",
        "RESET 'table.exec.mini-batch.enabled'",
        "USE CATALOG lakehouse",
        "USE db1",
        "SHOW TABLES",
        "SHOW CREATE TABLE t",
        "EXPLAIN SELECT * FROM t",
        "EXECUTE STATEMENT SET BEGIN INSERT INTO a SELECT * FROM b; INSERT INTO c SELECT * FROM d; END",
        "INSERT INTO t SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE s, DESCRIPTOR(ts), INTERVAL '1' MINUTE))"
                + " GROUP BY window_start, window_end",
        "SELECT o.id, c.name FROM orders AS o JOIN customers FOR SYSTEM_TIME AS OF o.proc_time AS c ON o.cid = c.id",
        "CREATE VIEW v AS SELECT a FROM t",
        "CREATE TEMPORARY FUNCTION f AS 'com.example.F'",
        "CREATE CATALOG c WITH ('type' = 'paimon', 'warehouse' = '/tmp/w')",
    })
    void parsesTheFlinkDialect(String sql) {
        ScriptAnalysis analysis = analyzer.analyze(sql);
        assertThat(analysis.diagnostics()).isEmpty();
        assertThat(analysis.statements()).singleElement().matches(ParsedStatement::parsed);
    }

    @Test
    void thousandsOfNestedParenthesesAreTooDeepNotAnExceptionText() {
        String sql = "SELECT " + "(".repeat(5_000) + "1" + ")".repeat(5_000);
        ScriptAnalysis analysis = analyzer.analyze(sql);
        assertThat(analysis.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.message()).isEqualTo("Nested too deeply for Flink's parser");
            assertThat(d.hint()).startsWith("Simplify the statement");
        });
    }

    @Test
    void positionsAnErrorOnTheScriptNotTheStatement() {
        ScriptAnalysis analysis = analyzer.analyze("SELECT 1;\n\n  SELECT a\n  FROM t GROUP a;\nSELECT 2;");
        assertThat(analysis.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.severity()).isEqualTo(Severity.ERROR);
            assertThat(d.message()).isEqualTo("Unexpected \"a\"; expected BY");
            assertThat(d.range()).isEqualTo(new io.freshet.analysis.script.TextRange(4, 16, 4, 16));
        });
        assertThat(analysis.statements()).filteredOn(ParsedStatement::parsed).hasSize(2);
    }

    @Test
    void pointsAtTheFailingTokenOfALookaheadSequence() {
        Diagnostic d = analyzer.analyze("SELECT x FROM t WHERE a = = 1").diagnostics().get(0);
        assertThat(d.range().startColumn()).isEqualTo(27);
        assertThat(d.message()).isEqualTo("Unexpected \"=\"");
    }

    @Test
    void neverListsDozensOfExpectedTokens() {
        Diagnostic d = analyzer.analyze("SELECT * FROM t WHERE").diagnostics().get(0);
        assertThat(d.message()).isEqualTo("Unexpected end of statement");
        assertThat(d.hint()).contains("ends too early");
    }

    @Test
    void reportsAnUnclosedString() {
        Diagnostic d = analyzer.analyze("SELECT 1;\nSELECT 'abc FROM t").diagnostics().get(0);
        assertThat(d.message()).isEqualTo("String literal is not closed");
        assertThat(d.range().startLine()).isEqualTo(2);
        assertThat(d.range().startColumn()).isEqualTo(8);
    }
}
