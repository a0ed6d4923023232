package io.freshet.backend.ingest.sources;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A real PostgreSQL as an ingestion source: the superuser {@code postgres} gets in without a password (for the
 * test's own setup), every other user needs its password (SCRAM), so a wrong password is really refused.
 */
public final class SourcePostgres implements AutoCloseable {

    private static final String HBA = """
            local all all trust
            host all postgres 127.0.0.1/32 trust
            host all postgres ::1/128 trust
            host all all 127.0.0.1/32 scram-sha-256
            host all all ::1/128 scram-sha-256
            """;

    private final EmbeddedPostgres postgres;

    private SourcePostgres(EmbeddedPostgres postgres) {
        this.postgres = postgres;
    }

    /** @param walLevel {@code logical}, or null for PostgreSQL's default ({@code replica}) */
    public static SourcePostgres start(String walLevel) {
        return start(walLevel, 0);
    }

    /** @param replicationSlots at least one per table a CDC job reads (slots and WAL senders); 0 for the defaults */
    public static SourcePostgres start(String walLevel, int replicationSlots) {
        try {
            EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder()
                    .setServerConfig("listen_addresses", "127.0.0.1")
                    .setServerConfig("password_encryption", "scram-sha-256")
                    .setDataDirectoryCustomizer(dir -> {
                        try {
                            Files.writeString(dir.toPath().resolve("pg_hba.conf"), HBA);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    });
            if (walLevel != null) {
                builder.setServerConfig("wal_level", walLevel);
            }
            if (replicationSlots > 0) {
                builder.setServerConfig("max_replication_slots", String.valueOf(replicationSlots));
                builder.setServerConfig("max_wal_senders", String.valueOf(replicationSlots));
            }
            return new SourcePostgres(builder.start());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public int port() {
        return postgres.getPort();
    }

    /** Runs statements as the superuser in the given database. */
    public void sql(String database, String... statements) {
        try (Connection c = postgres.getDatabase("postgres", database).getConnection();
             Statement s = c.createStatement()) {
            for (String statement : statements) {
                s.execute(statement);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The first row of a query run as the superuser, as Java objects. */
    public java.util.List<Object> row(String database, String query) {
        try (Connection c = postgres.getDatabase("postgres", database).getConnection();
             Statement s = c.createStatement();
             java.sql.ResultSet rs = s.executeQuery(query)) {
            java.util.List<Object> row = new java.util.ArrayList<>();
            if (rs.next()) {
                for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                    row.add(rs.getObject(i));
                }
            }
            return row;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    public long count(String database, String query) {
        return ((Number) row(database, query).get(0)).longValue();
    }

    @Override
    public void close() throws IOException {
        postgres.close();
    }
}
