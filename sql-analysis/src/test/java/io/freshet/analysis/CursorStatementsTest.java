package io.freshet.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.parse.ParsedStatement;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which statements run before the one at the cursor: what it can read, and nothing it cannot. */
class CursorStatementsTest {

    private static final String SCRIPT = """
            SET 'table.dml-sync' = 'false';
            CREATE DATABASE IF NOT EXISTS ods;
            CREATE DATABASE IF NOT EXISTS unrelated_db;
            USE ods;
            CREATE TABLE orders (id BIGINT, status STRING) WITH ('connector' = 'datagen');
            CREATE TABLE refunds (id BIGINT) WITH ('connector' = 'datagen');
            CREATE VIEW paid AS SELECT id FROM orders WHERE status = 'PAID';
            INSERT INTO refunds SELECT id FROM orders;
            SELECT * FROM refunds;
            CREATE TABLE other (id BIGINT) WITH ('connector' = 'datagen');
            DROP TABLE IF EXISTS `Paid_Old`;
            ALTER VIEW paid_old RENAME TO Paid_Copy;
            SELECT id FROM paid JOIN paid_copy USING (id);
            SELECT 1
            """;

    @Test
    void theCursorStatementTakesWhatItNamesThroughViewsAndEverySessionStatement() {
        List<String> taken = takenAt(SCRIPT.indexOf("SELECT id FROM paid JOIN") + 3);

        assertThat(taken).containsExactly("SET 'table.dml-sync' = 'false'", "CREATE DATABASE IF NOT EXISTS ods",
                "USE ods", "CREATE TABLE orders (id BIGINT, status STRING) WITH ('connector' = 'datagen')",
                "CREATE VIEW paid AS SELECT id FROM orders WHERE status = 'PAID'", "DROP TABLE IF EXISTS `Paid_Old`",
                "ALTER VIEW paid_old RENAME TO Paid_Copy", "SELECT id FROM paid JOIN paid_copy USING (id)");
    }

    @Test
    void betweenStatementsTheOneBeforeCountsAndBeforeTheFirstTheFirst() {
        assertThat(takenAt(SCRIPT.indexOf("SELECT * FROM refunds") - 1)).last().isEqualTo(
                "INSERT INTO refunds SELECT id FROM orders");
        assertThat(takenAt(SCRIPT.indexOf("SELECT 1") + 8)).as("USE names its database: the CREATE DATABASE too")
                .containsExactly("SET 'table.dml-sync' = 'false'", "CREATE DATABASE IF NOT EXISTS ods", "USE ods",
                        "SELECT 1");
        assertThat(takenAt(0)).containsExactly("SET 'table.dml-sync' = 'false'");
        assertThat(CursorStatements.upTo(List.of(), CursorStatements.indexAt(List.of(), 5))).isEmpty();
    }

    @Test
    void aNameInsideALiteralCountsAsMentioned() {
        String script = "CREATE TABLE orders (id BIGINT) WITH ('connector' = 'datagen');\n"
                + "CREATE TABLE items (id BIGINT) WITH ('connector' = 'datagen');\n"
                + "CALL sys.compact('ods.orders')";
        assertThat(takenAt(script, script.length())).containsExactly(
                "CREATE TABLE orders (id BIGINT) WITH ('connector' = 'datagen')", "CALL sys.compact('ods.orders')");
    }

    private static List<String> takenAt(int offset) {
        return takenAt(SCRIPT, offset);
    }

    private static List<String> takenAt(String script, int offset) {
        List<ParsedStatement> parsed = new ScriptAnalyzer().analyze(script).statements();
        return CursorStatements.upTo(parsed, CursorStatements.indexAt(parsed, offset)).stream()
                .map(p -> p.statement().text()).toList();
    }
}
