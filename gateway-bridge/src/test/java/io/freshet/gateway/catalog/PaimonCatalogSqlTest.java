package io.freshet.gateway.catalog;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Quoting of the catalog DDL, including names meant to break out of it. */
class PaimonCatalogSqlTest {

    private static final Path WAREHOUSE = Path.of("/data/freshet/warehouse");

    @Test
    void plainName() {
        assertThat(PaimonCatalogSql.createCatalogIfNotExists("paimon", WAREHOUSE)).isEqualTo(
                "CREATE CATALOG IF NOT EXISTS `paimon` WITH ('type'='paimon','warehouse'='file:///data/freshet/warehouse')");
    }

    @Test
    void backticksInTheNameAreDoubled() {
        assertThat(PaimonCatalogSql.createCatalogIfNotExists("a`b", WAREHOUSE))
                .startsWith("CREATE CATALOG IF NOT EXISTS `a``b` WITH");
    }

    @Test
    void hostileNameStaysOneIdentifier() {
        String sql = PaimonCatalogSql.createCatalogIfNotExists("x` WITH ('type'='jdbc'); DROP TABLE t; --", WAREHOUSE);

        assertThat(sql).isEqualTo("CREATE CATALOG IF NOT EXISTS `x`` WITH ('type'='jdbc'); DROP TABLE t; --`"
                + " WITH ('type'='paimon','warehouse'='file:///data/freshet/warehouse')");
    }

    @Test
    void quotesInTheWarehousePathAreDoubled() {
        String sql = PaimonCatalogSql.createCatalogIfNotExists("p", Path.of("/tmp/it's; here/wh"));

        assertThat(sql).endsWith("'warehouse'='file:///tmp/it''s; here/wh')");
    }

    @Test
    void spacesAreNotPercentEncoded() {
        // Paimon encodes the path itself; a %20 here would name a directory called "%20"
        assertThat(PaimonCatalogSql.createCatalogIfNotExists("p", Path.of("/tmp/my data")))
                .contains("'file:///tmp/my data'");
    }

    @Test
    void relativeWarehouseBecomesAbsolute() {
        assertThat(PaimonCatalogSql.createCatalogIfNotExists("p", Path.of("wh")))
                .contains("'warehouse'='file://" + Path.of("wh").toAbsolutePath() + "'");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "\t\n"})
    void blankNamesAreRejected(String name) {
        assertThatThrownBy(() -> PaimonCatalogSql.createCatalogIfNotExists(name, WAREHOUSE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("blank");
    }

    @Test
    void nullNameIsRejected() {
        assertThatThrownBy(() -> PaimonCatalogSql.createCatalogIfNotExists(null, WAREHOUSE))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void warehouseAsUriString() {
        assertThat(PaimonCatalogSql.createCatalogIfNotExists("lake", "s3://bucket/it's")).isEqualTo(
                "CREATE CATALOG IF NOT EXISTS `lake` WITH ('type'='paimon','warehouse'='s3://bucket/it''s')");
        assertThatThrownBy(() -> PaimonCatalogSql.createCatalogIfNotExists("lake", " "))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
