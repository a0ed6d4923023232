package io.freshet.backend.ingest.sources;

import io.freshet.backend.secrets.SecretStore;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceKind;
import io.freshet.ui.ingest.SourceSummary;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/** Source databases in the {@code ingest_source} table, their passwords sealed in the secret store, in one transaction. */
@Component
public class SourceStore {

    private static final String COLUMNS = "name, kind, host, port, database_name, username, updated_by, updated_at";
    private static final RowMapper<SourceSummary> ROW = (rs, i) -> new SourceSummary(rs.getString(1),
            SourceKind.valueOf(rs.getString(2)), rs.getString(3), rs.getInt(4), rs.getString(5), rs.getString(6),
            rs.getString(7), rs.getObject(8, OffsetDateTime.class).toInstant());

    private final JdbcTemplate jdbc;
    private final SecretStore secrets;
    private final TransactionTemplate tx;

    public SourceStore(JdbcTemplate jdbc, SecretStore secrets, TransactionTemplate tx) {
        this.jdbc = jdbc;
        this.secrets = secrets;
        this.tx = tx;
    }

    /** The name under which a source's password is sealed. */
    static String secretName(String source) {
        return "ingest-source." + source + ".password";
    }

    /** Adds or replaces the source of that name; the definition's password is required. */
    public void save(SourceDefinition d, String by, Instant at) {
        OffsetDateTime when = at.atOffset(ZoneOffset.UTC);
        tx.executeWithoutResult(status -> {
            int changed = jdbc.update("UPDATE ingest_source SET kind = ?, host = ?, port = ?, database_name = ?,"
                            + " username = ?, updated_by = ?, updated_at = ? WHERE name = ?",
                    d.kind().name(), d.host(), d.port(), d.database(), d.user(), by, when, d.name());
            if (changed == 0) {
                try {
                    jdbc.update("INSERT INTO ingest_source (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                            d.name(), d.kind().name(), d.host(), d.port(), d.database(), d.user(), by, when);
                } catch (DuplicateKeyException e) {
                    throw new ServiceException("Another administrator added a source named '" + d.name()
                            + "' at the same moment: look at it, then save again.", e);
                }
            }
            secrets.put(secretName(d.name()), d.password());
        });
    }

    List<SourceSummary> list() {
        return jdbc.query("SELECT " + COLUMNS + " FROM ingest_source ORDER BY name", ROW);
    }

    /** The stored source of that name (null is no name), or a {@link ServiceException} saying there is none. */
    public StoredSource require(String name) {
        return find(Objects.requireNonNullElse(name, "")).orElseThrow(() -> missing(name));
    }

    /** The refusal of a step on a source that is not stored. */
    static ServiceException missing(String name) {
        return new ServiceException("There is no source named '" + name + "'.");
    }

    public Optional<StoredSource> find(String name) {
        return jdbc.query("SELECT " + COLUMNS + " FROM ingest_source WHERE name = ?", ROW, name).stream()
                .findFirst()
                .map(s -> new StoredSource(s, secrets.get(secretName(name)).orElse("")));
    }

    /** @return false when there was no such source */
    boolean delete(String name) {
        Boolean deleted = tx.execute(status -> {
            secrets.remove(secretName(name));
            return jdbc.update("DELETE FROM ingest_source WHERE name = ?", name) > 0;
        });
        return Boolean.TRUE.equals(deleted);
    }
}
