package io.freshet.backend.secrets;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Encrypted secrets (external gateway URLs, catalog credentials) in the {@code secret} table. Only backend
 * code reads values; nothing here logs them, and no service the views call returns them.
 */
public class SecretStore {

    private final JdbcTemplate jdbc;
    private final SecretCipher cipher;

    public SecretStore(JdbcTemplate jdbc, SecretCipher cipher) {
        this.jdbc = jdbc;
        this.cipher = cipher;
    }

    public void put(String name, String value) {
        String sealed = cipher.encrypt(name, value);
        OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
        if (jdbc.update("UPDATE secret SET sealed_value = ?, updated_at = ? WHERE name = ?", sealed, now, name) == 0) {
            jdbc.update("INSERT INTO secret (name, sealed_value, updated_at) VALUES (?, ?, ?)", name, sealed, now);
        }
    }

    public Optional<String> get(String name) {
        return jdbc.queryForList("SELECT sealed_value FROM secret WHERE name = ?", String.class, name).stream()
                .findFirst().map(sealed -> cipher.decrypt(name, sealed));
    }

    /** Forgets a secret; nothing happens when there is none of that name. */
    public void remove(String name) {
        jdbc.update("DELETE FROM secret WHERE name = ?", name);
    }

    public List<String> names() {
        return jdbc.queryForList("SELECT name FROM secret ORDER BY name", String.class);
    }
}
