package io.freshet.backend.serving;

import io.freshet.analysis.serving.EngineKind;
import io.freshet.analysis.serving.S3Credentials;
import io.freshet.backend.persistence.GeneratedIds;
import io.freshet.ui.serving.NewServingTarget;
import io.freshet.ui.serving.ServingTarget;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/** The {@code serving_target} table (V27): targets with their secrets' names, never a secret's value. */
@Component
public class ServingTargetStore {

    private static final String COLUMNS = "id, name, kind, engine_version, jdbc_url, jdbc_user, password_secret,"
            + " s3_credentials, catalog_name, created_by, created_at";

    private final JdbcTemplate jdbc;

    public ServingTargetStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Stores a checked target; a taken name fails with Spring's DuplicateKeyException. */
    ServingTarget insert(NewServingTarget t, String createdBy, Instant createdAt) {
        long id = GeneratedIds.insert(jdbc, "INSERT INTO serving_target (name, kind, engine_version, jdbc_url,"
                        + " jdbc_user, password_secret, s3_credentials, catalog_name, created_by, created_at)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", t.name(), t.kind().name(), t.version(),
                t.jdbcUrl(), t.jdbcUser(), t.passwordSecret(), t.s3Credentials().name(), t.catalogName(), createdBy,
                OffsetDateTime.ofInstant(createdAt, ZoneOffset.UTC));
        return byId(id).orElseThrow();
    }

    List<ServingTarget> list() {
        return jdbc.query("SELECT " + COLUMNS + " FROM serving_target ORDER BY name", ServingTargetStore::row);
    }

    Optional<ServingTarget> byId(long id) {
        return jdbc.query("SELECT " + COLUMNS + " FROM serving_target WHERE id = ?", ServingTargetStore::row, id)
                .stream().findFirst();
    }

    boolean delete(long id) {
        return jdbc.update("DELETE FROM serving_target WHERE id = ?", id) > 0;
    }

    private static ServingTarget row(ResultSet rs, int n) throws SQLException {
        return new ServingTarget(rs.getLong("id"), rs.getString("name"), EngineKind.valueOf(rs.getString("kind")),
                rs.getString("engine_version"), rs.getString("jdbc_url"), rs.getString("jdbc_user"),
                rs.getString("password_secret"), S3Credentials.valueOf(rs.getString("s3_credentials")),
                rs.getString("catalog_name"), rs.getString("created_by"),
                rs.getObject("created_at", OffsetDateTime.class).toInstant());
    }
}
