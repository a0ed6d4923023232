package io.freshet.testing;

import com.microsoft.playwright.Page;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.OffsetDateTime;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;

/**
 * The packaged IDE with its embedded Flink SQL Gateway on a real PostgreSQL (so a test can read and seed
 * the scripts), with a developer and a viewer account; one per test class.
 */
public class EditorAppExtension implements BeforeAllCallback, AfterAllCallback {

    public static final String DEVELOPER = "dev";
    public static final String DEVELOPER_PASSWORD = "developer-secret-1";
    public static final String VIEWER = "vera";
    public static final String VIEWER_PASSWORD = "viewer-secret-1";
    private static final Path SAMPLE = Path.of("..", "sample-projects", "ecommerce");

    private final PostgresExtension postgres = new PostgresExtension();
    private Path root;
    private FreshetProcess app;
    private int gatewayPort;

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        postgres.beforeAll(context);
        root = Files.createTempDirectory("freshet-editor-app");
        gatewayPort = Ports.freeLoopbackPort();
        app = FreshetProcess.start(root.resolve("home"), List.of("--spring.profiles.active=postgres",
                "--spring.datasource.url=" + postgres.jdbcUrl(),
                "--spring.datasource.username=" + postgres.user(),
                "--freshet.embedded.gateway-port=" + gatewayPort));
        addUser(DEVELOPER, DEVELOPER_PASSWORD, "DEVELOPER");
        addUser(VIEWER, VIEWER_PASSWORD, "VIEWER");
    }

    private void addUser(String name, String password, String role) throws SQLException {
        try (Connection c = database().getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "INSERT INTO app_user (username, password_hash, role, created_at) VALUES (?, ?, ?, ?)")) {
            ps.setString(1, name);
            ps.setString(2, PasswordEncoderFactories.createDelegatingPasswordEncoder().encode(password));
            ps.setString(3, role);
            ps.setObject(4, OffsetDateTime.now());
            ps.executeUpdate();
        }
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        try {
            if (app != null) {
                app.close();
            }
        } finally {
            postgres.afterAll(context);
            if (root != null) {
                try (Stream<Path> paths = Files.walk(root)) {
                    paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
            }
        }
    }

    public FreshetProcess app() {
        return app;
    }

    /** The embedded gateway's REST port. */
    public int gatewayPort() {
        return gatewayPort;
    }

    public DataSource database() {
        return postgres.dataSource();
    }

    public void signIn(Page page) {
        LoginPage.signIn(page, app.baseUrl(), DEVELOPER, DEVELOPER_PASSWORD);
    }

    /** The sample project's scripts, unless the first start imported them already (it does in Maven runs). */
    public void ensureSampleProject() throws IOException, SQLException {
        for (String name : List.of("01_ods_tables.sql", "02_ods_data.sql", "03_dwd_order_detail.sql",
                "04_dws_realtime.sql", "05_dws_reports.sql")) {
            if (scriptId("ecommerce", name) < 0) {
                createScript("ecommerce", name, Files.readString(SAMPLE.resolve(name)));
            }
        }
    }

    /** The id of a script, or -1. */
    public long scriptId(String project, String path) throws SQLException {
        try (Connection c = database().getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT s.id FROM script s JOIN project p ON p.id = s.project_id"
                     + " WHERE p.name = ? AND s.path = ?")) {
            ps.setString(1, project);
            ps.setString(2, path);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : -1;
            }
        }
    }

    /** Stores a script as the app would (version 1), creating the project when needed. */
    public long createScript(String project, String path, String content) throws SQLException {
        OffsetDateTime now = OffsetDateTime.now();
        try (Connection c = database().getConnection()) {
            long projectId = idOf(c, "SELECT id FROM project WHERE name = ?", project);
            if (projectId < 0) {
                projectId = insert(c, "INSERT INTO project (name, created_at, updated_at) VALUES (?, ?, ?)",
                        project, now, now);
            }
            // last in the project's run order, as a script created in the app
            long id = insert(c, "INSERT INTO script (project_id, path, content, version, saved_by, created_at,"
                    + " updated_at, run_order) SELECT ?, ?, ?, 1, 'admin', ?, ?, COALESCE(MAX(run_order), 0) + 1"
                    + " FROM script WHERE project_id = ?", projectId, path, content, now, now, projectId);
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO script_version (script_id, version, content,"
                    + " saved_by, saved_at) VALUES (?, 1, ?, 'admin', ?)")) {
                ps.setLong(1, id);
                ps.setString(2, content);
                ps.setObject(3, now);
                ps.executeUpdate();
            }
            return id;
        }
    }

    /** The saved text and version of a script. */
    public String savedContent(long id) throws SQLException {
        try (Connection c = database().getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT content FROM script WHERE id = ?")) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    /** The Flink job id of the user's newest run whose statement starts so, as its run history recorded it. */
    public Optional<String> jobIdOfRun(String user, String statementStart) throws SQLException {
        try (Connection c = database().getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT job_id FROM run_history WHERE username = ?"
                     + " AND statement LIKE ? AND job_id IS NOT NULL ORDER BY id DESC")) {
            ps.setString(1, user);
            ps.setString(2, statementStart + "%");
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(rs.getString(1)) : Optional.empty();
            }
        }
    }

    private static long idOf(Connection c, String sql, String value) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, value);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : -1;
            }
        }
    }

    private static long insert(Connection c, String sql, Object... values) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql, Statement.RETURN_GENERATED_KEYS)) {
            for (int i = 0; i < values.length; i++) {
                ps.setObject(i + 1, values[i]);
            }
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return keys.getLong("id");
            }
        }
    }
}
