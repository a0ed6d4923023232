package io.freshet.backend.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.testing.Migrations;
import io.freshet.testing.PostgresExtension;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.output.MigrateResult;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** The same Flyway migrations run unchanged on the default H2 file database and on a real PostgreSQL server. */
class DatabaseMigrationsIT {

    @RegisterExtension
    static final PostgresExtension POSTGRES = new PostgresExtension();

    @TempDir
    Path home;

    @Test
    void migratesH2FileDatabase() throws SQLException {
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:file:" + home.resolve("db/freshet"));
        h2.setUser("sa");

        assertMigratesAndWorks(h2, "h2");
    }

    @Test
    void migratesPostgreSql() throws SQLException {
        assertMigratesAndWorks(POSTGRES.dataSource(), "postgresql");
        try (Connection c = POSTGRES.dataSource().getConnection()) {
            assertThat(c.getMetaData().getDatabaseProductName()).isEqualTo("PostgreSQL");
        }
    }

    private static void assertMigratesAndWorks(DataSource dataSource, String vendor) throws SQLException {
        Flyway flyway = Flyway.configure().dataSource(dataSource)
                .locations("classpath:db/migration", "classpath:db/vendor/" + vendor).load();
        MigrateResult result = flyway.migrate();
        assertThat(result.success).isTrue();
        assertThat(flyway.info().current().getVersion().getVersion())
                .isEqualTo(String.valueOf(Migrations.latestVersion()));
        assertThat(flyway.migrate().migrationsExecuted).as("second run is a no-op").isZero();

        try (Connection c = dataSource.getConnection()) {
            long projectId = insertProject(c, "ecommerce");
            insertScript(c, projectId, "dwd/orders.sql", "SELECT 'it''s';");
            try (ResultSet rs = c.createStatement().executeQuery(
                    "SELECT s.content, s.version FROM script s JOIN project p ON p.id = s.project_id")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString(1)).isEqualTo("SELECT 'it''s';");
                assertThat(rs.getLong(2)).isZero();
            }
            assertThatThrownBy(() -> insertScript(c, projectId, "dwd/orders.sql", "again"))
                    .as("a path is unique within a project").isInstanceOf(SQLException.class);
        }
    }

    private static long insertProject(Connection c, String name) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO project (name, created_at, updated_at) VALUES (?, ?, ?)", new String[] {"id"})) {
            ps.setString(1, name);
            ps.setObject(2, OffsetDateTime.now());
            ps.setObject(3, OffsetDateTime.now());
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    private static void insertScript(Connection c, long projectId, String path, String content) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO script (project_id, path, content, created_at, updated_at) VALUES (?, ?, ?, ?, ?)")) {
            ps.setLong(1, projectId);
            ps.setString(2, path);
            ps.setString(3, content);
            ps.setObject(4, OffsetDateTime.now());
            ps.setObject(5, OffsetDateTime.now());
            ps.executeUpdate();
        }
    }
}
