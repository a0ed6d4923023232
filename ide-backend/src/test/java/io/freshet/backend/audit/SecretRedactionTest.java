package io.freshet.backend.audit;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SecretRedactionTest {

    @Test
    void passwordOptionValuesAreMaskedWhateverTheirSpacingCaseOrQuotes() {
        String sql = "CREATE TEMPORARY TABLE s (id INT) WITH ('connector' = 'postgres-cdc', 'password'='p''w;d',"
                + " 'PASSWORD' =  'Two', 'properties.sasl.password' = 'x', 'username' = 'password')";
        assertThat(SecretRedaction.redact(sql)).isEqualTo("CREATE TEMPORARY TABLE s (id INT) WITH ("
                + "'connector' = 'postgres-cdc', 'password'='***', 'PASSWORD' =  '***',"
                + " 'properties.sasl.password' = '***', 'username' = 'password')");
    }

    @Test
    void textWithoutPasswordOptionsIsUnchanged() {
        assertThat(SecretRedaction.redact("SELECT 'password' FROM t")).isEqualTo("SELECT 'password' FROM t");
        assertThat(SecretRedaction.redact(null)).isNull();
    }
}
