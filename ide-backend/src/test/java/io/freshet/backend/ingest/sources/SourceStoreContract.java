package io.freshet.backend.ingest.sources;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.secrets.SecretCipher;
import io.freshet.backend.secrets.SecretStore;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceKind;
import java.time.Instant;
import java.util.Base64;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/** Stored sources on every supported database: added, replaced, read back with the password unsealed, deleted. */
abstract class SourceStoreContract {

    protected JdbcTemplate jdbc;
    private SourceStore store;

    abstract DataSource dataSource();

    @BeforeEach
    void wire() {
        jdbc = new JdbcTemplate(dataSource());
        SecretStore secrets = new SecretStore(jdbc, new SecretCipher(Base64.getDecoder().decode(SecretCipher.newKey())));
        store = new SourceStore(jdbc, secrets, new TransactionTemplate(new DataSourceTransactionManager(dataSource())));
    }

    @Test
    void aSourceIsStoredReplacedAndDeletedWithItsSealedPassword() {
        Instant at = Instant.parse("2026-12-04T23:00:00Z");
        store.save(new SourceDefinition("crm", SourceKind.MYSQL, "db.example", 3306, "crm", "flink", "pw-1"), "ann", at);
        store.save(new SourceDefinition("crm", SourceKind.POSTGRESQL, "pg.example", 5433, "crm2", "cdc", "pw-2"), "bob",
                at.plusSeconds(60));
        StoredSource crm = store.find("crm").orElseThrow();
        assertThat(crm.password()).isEqualTo("pw-2");
        assertThat(crm.summary().kind()).isEqualTo(SourceKind.POSTGRESQL);
        assertThat(crm.summary().port()).isEqualTo(5433);
        assertThat(crm.summary().updatedBy()).isEqualTo("bob");
        assertThat(crm.summary().updatedAt()).isEqualTo(at.plusSeconds(60));
        assertThat(crm.toString()).doesNotContain("pw-2");
        assertThat(store.list()).extracting(s -> s.name()).containsOnlyOnce("crm");
        assertThat(jdbc.queryForObject("SELECT sealed_value FROM secret WHERE name = 'ingest-source.crm.password'",
                String.class)).doesNotContain("pw-2");

        assertThat(store.delete("crm")).isTrue();
        assertThat(store.find("crm")).isEmpty();
        assertThat(store.delete("crm")).isFalse();
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM secret WHERE name = 'ingest-source.crm.password'",
                Integer.class)).isZero();
    }
}
