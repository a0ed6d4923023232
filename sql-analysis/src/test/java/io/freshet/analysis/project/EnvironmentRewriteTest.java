package io.freshet.analysis.project;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.analysis.catalog.TableId;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The edge cases of placing a project in an environment: one statement or two scripts each. */
class EnvironmentRewriteTest {

    private static final Environment DEV = Environment.of("dev_");

    private static EnvironmentRewrite.Result place(Environment environment, String... texts) {
        Map<String, String> scripts = new LinkedHashMap<>();
        for (int i = 0; i < texts.length; i++) {
            scripts.put("s" + (i + 1) + ".sql", texts[i]);
        }
        return EnvironmentRewrite.apply(scripts, environment, "lake", "default");
    }

    private static String one(String text) {
        EnvironmentRewrite.Result result = place(DEV, text);
        assertThat(result.problems()).isEmpty();
        return result.scripts().get("s1.sql");
    }

    @Test
    void quotedNamesStayQuotedAndOnlyTheDatabasePartChanges() {
        String text = "CREATE DATABASE IF NOT EXISTS `dwd`;\n"
                + "CREATE MATERIALIZED TABLE `dwd`.`order detail` FRESHNESS = INTERVAL '1' HOUR\n"
                + "AS SELECT * FROM `ods`.`orders`;";
        assertThat(one(text)).isEqualTo("CREATE DATABASE IF NOT EXISTS `dev_dwd`;\n"
                + "CREATE MATERIALIZED TABLE `dev_dwd`.`order detail` FRESHNESS = INTERVAL '1' HOUR\n"
                + "AS SELECT * FROM `ods`.`orders`;");
    }

    @Test
    void commentsAndSpacesInsideANameAreKept() {
        String text = "CREATE DATABASE IF NOT EXISTS dwd;\n"
                + "CREATE TABLE dwd /* layer */ . t (a INT);\n"
                + "SELECT a FROM dwd . t -- the table\n;";
        assertThat(one(text)).isEqualTo("CREATE DATABASE IF NOT EXISTS dev_dwd;\n"
                + "CREATE TABLE dev_dwd /* layer */ . t (a INT);\n"
                + "SELECT a FROM dev_dwd . t -- the table\n;");
    }

    @Test
    void aViewReadingADefinedTableFollowsItAcrossScripts() {
        EnvironmentRewrite.Result result = place(DEV,
                "CREATE DATABASE IF NOT EXISTS dws;\nCREATE TABLE dws.daily (d STRING, n BIGINT);",
                "CREATE VIEW dws.recent AS SELECT r.d FROM dws.daily AS r JOIN ods.days AS o ON r.d = o.d;");
        assertThat(result.problems()).isEmpty();
        assertThat(result.scripts().get("s2.sql")).isEqualTo(
                "CREATE VIEW dev_dws.recent AS SELECT r.d FROM dev_dws.daily AS r JOIN ods.days AS o ON r.d = o.d;");
        assertThat(result.tables()).containsEntry(new TableId("lake", "dws", "recent"),
                new TableId("lake", "dev_dws", "recent"));
        assertThat(result.place(new TableId("lake", "dws", "daily$snapshots")))
                .isEqualTo(new TableId("lake", "dev_dws", "daily$snapshots"));
        assertThat(result.place(new TableId("lake", "ods", "days"))).as("only read: its own name")
                .isEqualTo(new TableId("lake", "ods", "days"));
    }

    @Test
    void anUnqualifiedNameAfterUseFollowsTheRewrittenUse() {
        String text = "CREATE DATABASE IF NOT EXISTS dwd;\nUSE dwd;\n"
                + "CREATE TABLE detail (a INT);\nINSERT INTO detail SELECT a FROM lookup;";
        assertThat(one(text)).isEqualTo("CREATE DATABASE IF NOT EXISTS dev_dwd;\nUSE dev_dwd;\n"
                + "CREATE TABLE detail (a INT);\nINSERT INTO detail SELECT a FROM dwd.lookup;");
    }

    @Test
    void anOwnTableReadBeforeAUseOfAnotherDatabaseIsQualified() {
        String text = "CREATE DATABASE IF NOT EXISTS dwd;\nUSE dwd;\nCREATE TABLE detail (a INT);\n"
                + "USE ods;\nSELECT * FROM detail_copy, dwd.detail;";
        assertThat(one(text)).endsWith("USE ods;\nSELECT * FROM detail_copy, dev_dwd.detail;");
    }

    @Test
    void aTableInADatabaseTheProjectDoesNotCreateIsAProblemWithItsFix() {
        EnvironmentRewrite.Result result = place(DEV, "CREATE TABLE dws.daily (d STRING);");
        assertThat(result.scripts().get("s1.sql")).isEqualTo("CREATE TABLE dev_dws.daily (d STRING);");
        assertThat(result.problems()).singleElement().satisfies(p -> {
            assertThat(p.script()).isEqualTo("s1.sql");
            assertThat(p.range().startLine()).isEqualTo(1);
            assertThat(p.message()).contains("lake.dev_dws", "CREATE DATABASE IF NOT EXISTS dws");
        });
    }

    @Test
    void anInsertIntoATableTheProjectDoesNotCreateIsAProblem() {
        EnvironmentRewrite.Result result = place(DEV,
                "CREATE DATABASE IF NOT EXISTS ods;\nINSERT INTO ods.orders SELECT * FROM src.orders;");
        assertThat(result.scripts().get("s1.sql")).endsWith("INSERT INTO dev_ods.orders SELECT * FROM src.orders;");
        assertThat(result.problems()).singleElement()
                .satisfies(p -> assertThat(p.message()).contains("written but not created", "lake.dev_ods.orders"));
    }

    @Test
    void temporaryTablesStayInTheSessionTheyAreCreatedIn() {
        String text = "CREATE DATABASE IF NOT EXISTS ods;\nUSE ods;\n"
                + "CREATE TEMPORARY TABLE seq (n BIGINT) WITH ('connector' = 'datagen');\n"
                + "CREATE TABLE users (n BIGINT);\nINSERT INTO users SELECT n FROM seq;";
        assertThat(one(text)).isEqualTo("CREATE DATABASE IF NOT EXISTS dev_ods;\nUSE dev_ods;\n"
                + "CREATE TEMPORARY TABLE seq (n BIGINT) WITH ('connector' = 'datagen');\n"
                + "CREATE TABLE users (n BIGINT);\nINSERT INTO users SELECT n FROM seq;");
    }

    @Test
    void anInsertIntoATemporaryTableWritesTheSessionsTableNotOneOfTheProjects() {
        String text = "CREATE DATABASE IF NOT EXISTS d;\nCREATE TABLE d.t (a INT);\n"
                + "CREATE TEMPORARY TABLE sink (a INT) WITH ('connector' = 'blackhole');\n"
                + "INSERT INTO sink SELECT a FROM d.t;";
        assertThat(one(text)).endsWith("CREATE TEMPORARY TABLE sink (a INT) WITH ('connector' = 'blackhole');\n"
                + "INSERT INTO sink SELECT a FROM dev_d.t;");
    }

    @Test
    void lifecycleStatementsAndSystemTablesFollowTheTable() {
        String text = "CREATE DATABASE IF NOT EXISTS dws;\n"
                + "CREATE MATERIALIZED TABLE dws.daily FRESHNESS = INTERVAL '1' DAY AS SELECT * FROM ods.o;\n"
                + "ALTER MATERIALIZED TABLE dws.daily REFRESH PARTITION (ds = '2024-01-01');\n"
                + "SELECT * FROM dws.`daily$snapshots`;\n"
                + "DROP MATERIALIZED TABLE IF EXISTS lake.dws.daily;";
        assertThat(one(text)).isEqualTo("CREATE DATABASE IF NOT EXISTS dev_dws;\n"
                + "CREATE MATERIALIZED TABLE dev_dws.daily FRESHNESS = INTERVAL '1' DAY AS SELECT * FROM ods.o;\n"
                + "ALTER MATERIALIZED TABLE dev_dws.daily REFRESH PARTITION (ds = '2024-01-01');\n"
                + "SELECT * FROM dev_dws.`daily$snapshots`;\n"
                + "DROP MATERIALIZED TABLE IF EXISTS lake.dev_dws.daily;");
    }

    @Test
    void withItemsAreNotTables() {
        String text = "CREATE DATABASE IF NOT EXISTS d;\nCREATE TABLE d.t (a INT);\n"
                + "INSERT INTO d.t WITH t AS (SELECT a FROM d.t) SELECT a FROM t;";
        assertThat(one(text)).endsWith("INSERT INTO dev_d.t WITH t AS (SELECT a FROM dev_d.t) SELECT a FROM t;");
    }

    @Test
    void aCatalogEnvironmentQualifiesWithTheCatalog() {
        EnvironmentRewrite.Result result = place(new Environment("", "staging"),
                "CREATE DATABASE IF NOT EXISTS dwd;\nCREATE TABLE dwd.t (a INT);\nSELECT * FROM dwd.t, ods.o;");
        assertThat(result.problems()).isEmpty();
        assertThat(result.scripts().get("s1.sql")).isEqualTo("CREATE DATABASE IF NOT EXISTS staging.dwd;\n"
                + "CREATE TABLE staging.dwd.t (a INT);\nSELECT * FROM staging.dwd.t, ods.o;");
    }

    @Test
    void aColumnQualifiedWithItsTablesDatabaseFollowsTheTable() {
        String text = "CREATE DATABASE IF NOT EXISTS dwd;\n"
                + "CREATE TABLE dwd.order_detail (order_id BIGINT, amount DECIMAL(10, 2));\n"
                + "SELECT dwd.order_detail.amount, lake.dwd.order_detail.order_id, order_detail.amount, amount\n"
                + "FROM dwd.order_detail WHERE dwd.order_detail.amount > 0 ORDER BY dwd.order_detail.order_id;";
        assertThat(one(text)).endsWith(
                "SELECT dev_dwd.order_detail.amount, lake.dev_dwd.order_detail.order_id, order_detail.amount, amount\n"
                + "FROM dev_dwd.order_detail WHERE dev_dwd.order_detail.amount > 0"
                + " ORDER BY dev_dwd.order_detail.order_id;");
    }

    @Test
    void aQuotedQualifiedColumnAndAQualifiedStarStayQuotedAndFollowTheTable() {
        String text = "CREATE DATABASE IF NOT EXISTS dwd;\nCREATE TABLE dwd.t (a INT);\n"
                + "SELECT `dwd`.`t`.`a`, `dwd` . t.* FROM `dwd`.`t`;";
        assertThat(one(text)).endsWith("SELECT `dev_dwd`.`t`.`a`, `dev_dwd` . t.* FROM `dev_dwd`.`t`;");
    }

    @Test
    void aQualifiedColumnOfATableOnlyReadOrOfAnAliasKeepsItsName() {
        String text = "CREATE DATABASE IF NOT EXISTS dwd;\nCREATE TABLE dwd.customers (address ROW<city STRING>);\n"
                + "SELECT dwd.address.city, ods.orders.id FROM dwd.customers AS dwd JOIN ods.orders ON TRUE;";
        assertThat(one(text)).as("dwd.address is the alias dwd's column address, not a table: its field city")
                .endsWith("SELECT dwd.address.city, ods.orders.id FROM dev_dwd.customers AS dwd"
                        + " JOIN ods.orders ON TRUE;");
    }

    @Test
    void aQualifiedColumnFollowsATableNamedAfterUseAndInACatalogEnvironment() {
        assertThat(one("CREATE DATABASE IF NOT EXISTS dwd;\nUSE dwd;\nCREATE TABLE t (a INT);\n"
                + "SELECT dwd.t.a FROM t GROUP BY dwd.t.a;"))
                .endsWith("USE dev_dwd;\nCREATE TABLE t (a INT);\nSELECT dev_dwd.t.a FROM t GROUP BY dev_dwd.t.a;");
        EnvironmentRewrite.Result staging = place(new Environment("", "staging"),
                "CREATE DATABASE IF NOT EXISTS dwd;\nCREATE TABLE dwd.t (a INT);\nSELECT dwd.t.a FROM dwd.t;");
        assertThat(staging.problems()).isEmpty();
        assertThat(staging.scripts().get("s1.sql")).endsWith("SELECT staging.dwd.t.a FROM staging.dwd.t;");
    }

    @Test
    void aProcedureCallIsRefusedInAnEnvironmentOnly() {
        String call = "CALL sys.compact('dwd.t');";
        assertThat(place(DEV, call).problems()).singleElement()
                .satisfies(p -> assertThat(p.message()).contains("environment dev_", "string literals"));
        assertThat(place(Environment.NONE, call).problems()).isEmpty();
        assertThat(place(Environment.NONE, call).scripts().get("s1.sql")).isEqualTo(call);
    }

    @Test
    void aStatementThatDoesNotParseIsLeftAsItIs() {
        String text = "CREATE DATABASE IF NOT EXISTS d;\nSELEC * FROM d.t;";
        assertThat(one(text)).isEqualTo("CREATE DATABASE IF NOT EXISTS dev_d;\nSELEC * FROM d.t;");
    }

    @Test
    void aNameThatWouldReadAsAKeywordIsQuoted() {
        assertThat(NameEdits.write("table", false)).isEqualTo("`table`");
        assertThat(NameEdits.write("dev_ods", false)).isEqualTo("dev_ods");
        assertThat(NameEdits.write("dev_ods", true)).isEqualTo("`dev_ods`");
        assertThat(NameEdits.write("a b", false)).isEqualTo("`a b`");
    }

    @Test
    void statementSetsAndExplainArePlaced() {
        String text = "CREATE DATABASE IF NOT EXISTS d;\nCREATE TABLE d.t (a INT);\n"
                + "EXECUTE STATEMENT SET BEGIN INSERT INTO d.t SELECT 1; END;\nEXPLAIN SELECT * FROM d.t;";
        assertThat(one(text)).isEqualTo("CREATE DATABASE IF NOT EXISTS dev_d;\nCREATE TABLE dev_d.t (a INT);\n"
                + "EXECUTE STATEMENT SET BEGIN INSERT INTO dev_d.t SELECT 1; END;\nEXPLAIN SELECT * FROM dev_d.t;");
    }

    @Test
    void aPrefixIsLowerCaseLettersDigitsAndUnderscores() {
        assertThat(Environment.of(" ").none()).isTrue();
        assertThat(Environment.of(null).none()).isTrue();
        assertThat(Environment.of("dev_").prefix()).isEqualTo("dev_");
        assertThat(Environment.of("pr_42_").database("dwd")).isEqualTo("pr_42_dwd");
        for (String bad : new String[] {"Dev_", "dev-", "dev.", "1dev", "_dev", "dev/x", "dev`", "d\u00e9v_"}) {
            assertThatThrownBy(() -> Environment.of(bad)).as(bad).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("not a database prefix");
        }
        assertThat(Environment.problem("a".repeat(41))).isPresent();
        assertThatThrownBy(() -> new Environment("dev_", "Staging")).hasMessageContaining("catalog");
    }
}
