package io.freshet.analysis.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.parse.StatementNames.Effect;
import java.util.List;
import org.junit.jupiter.api.Test;

class StatementNamesTest {

    @Test
    void useSwitchesCatalogOrDatabase() {
        assertThat(names("USE CATALOG paimon")).isEqualTo(new StatementNames(Effect.USE_CATALOG, List.of("paimon"), false));
        assertThat(names("USE lakehouse.dws")).isEqualTo(
                new StatementNames(Effect.USE_DATABASE, List.of("lakehouse", "dws"), false));
    }

    @Test
    void createsDefineTheirObjectUnlessIfNotExists() {
        assertThat(names("CREATE TABLE ods.t (a INT)")).isEqualTo(
                new StatementNames(Effect.TARGET, List.of("ods", "t"), true));
        assertThat(names("CREATE VIEW IF NOT EXISTS v AS SELECT 1")).isEqualTo(
                new StatementNames(Effect.TARGET, List.of("v"), false));
        assertThat(names("CREATE MATERIALIZED TABLE dws.m FRESHNESS = INTERVAL '1' MINUTE AS SELECT 1 AS a"))
                .isEqualTo(new StatementNames(Effect.TARGET, List.of("dws", "m"), true));
    }

    @Test
    void insertWritesItsTargetAndTemporaryObjectsAreSessionOnly() {
        assertThat(names("INSERT INTO `c`.`d`.`t` SELECT 1")).isEqualTo(
                new StatementNames(Effect.TARGET, List.of("c", "d", "t"), false));
        assertThat(names("CREATE TEMPORARY VIEW v AS SELECT 1").effect()).isEqualTo(Effect.NONE);
        assertThat(names("SELECT 1").effect()).isEqualTo(Effect.NONE);
        assertThat(names("SELEC nonsense").effect()).isEqualTo(Effect.NONE);
    }

    private static StatementNames names(String sql) {
        return StatementNames.of(StatementParser.parse(SqlScript.of(sql).statements().get(0)));
    }
}
