package io.freshet.backend.tokens;

import io.freshet.backend.persistence.GeneratedIds;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** The {@code api_token} table (V25): hashes only, never a token's text. */
@Component
public class TokenStore {

    private static final String COLUMNS = "id, key_id, secret_hash, username, name, created_by, created_at,"
            + " expires_at, last_used_at, revoked_at";

    private final JdbcTemplate jdbc;

    public TokenStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Stores a new token's hash; returns its id. */
    long insert(TokenSecrets.NewToken token, String owner, String name, String createdBy, Instant createdAt,
                Instant expiresAt) {
        return GeneratedIds.insert(jdbc, "INSERT INTO api_token (key_id, secret_hash, username, name, created_by,"
                        + " created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)", token.keyId(), token.hash(), owner,
                name, createdBy, utc(createdAt), utc(expiresAt));
    }

    Optional<StoredToken> byKeyId(String keyId) {
        return jdbc.query("SELECT " + COLUMNS + " FROM api_token WHERE key_id = ?", TokenStore::row, keyId).stream()
                .findFirst();
    }

    Optional<StoredToken> byId(long id) {
        return jdbc.query("SELECT " + COLUMNS + " FROM api_token WHERE id = ?", TokenStore::row, id).stream()
                .findFirst();
    }

    /** One user's tokens, or every token when {@code owner} is null; newest first. */
    List<StoredToken> list(String owner) {
        return owner == null
                ? jdbc.query("SELECT " + COLUMNS + " FROM api_token ORDER BY id DESC", TokenStore::row)
                : jdbc.query("SELECT " + COLUMNS + " FROM api_token WHERE username = ? ORDER BY id DESC",
                        TokenStore::row, owner);
    }

    /** Whether the owner has a token of this name that is neither revoked nor expired at {@code now}. */
    boolean hasActive(String owner, String name, Instant now) {
        Long n = jdbc.queryForObject("SELECT COUNT(*) FROM api_token WHERE username = ? AND name = ?"
                + " AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > ?)", Long.class, owner, name,
                utc(now));
        return n != null && n > 0;
    }

    /** Revokes a token that is not revoked yet; false when it was (or there is no such token). */
    boolean revoke(long id, String by, Instant at) {
        return jdbc.update("UPDATE api_token SET revoked_at = ?, revoked_by = ? WHERE id = ? AND revoked_at IS NULL",
                utc(at), by, id) == 1;
    }

    /** Records a use, at most once per {@code since} window: a pipeline that polls does not write on every call. */
    void touch(long id, Instant at, Instant since) {
        jdbc.update("UPDATE api_token SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)",
                utc(at), id, utc(since));
    }

    private static StoredToken row(ResultSet rs, int i) throws SQLException {
        return new StoredToken(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5),
                rs.getString(6), instant(rs, 7), instant(rs, 8), instant(rs, 9), instant(rs, 10));
    }

    private static Instant instant(ResultSet rs, int column) throws SQLException {
        OffsetDateTime value = rs.getObject(column, OffsetDateTime.class);
        return value == null ? null : value.toInstant();
    }

    private static OffsetDateTime utc(Instant at) {
        return at == null ? null : OffsetDateTime.ofInstant(at, ZoneOffset.UTC);
    }
}
