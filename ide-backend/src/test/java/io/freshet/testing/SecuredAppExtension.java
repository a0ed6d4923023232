package io.freshet.testing;

import com.microsoft.playwright.Page;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;

/**
 * The packaged IDE on a real PostgreSQL, with an external gateway that is down (no Flink: these tests are
 * about users and roles), and a viewer and a developer besides the first admin; one per test class.
 */
public class SecuredAppExtension implements BeforeAllCallback, AfterAllCallback {

    public static final String VIEWER = "vera";
    public static final String VIEWER_PASSWORD = "viewer-secret-1";
    public static final String DEVELOPER = "dev";
    public static final String DEVELOPER_PASSWORD = "developer-secret-1";

    private final PostgresExtension postgres = new PostgresExtension();
    private Path root;
    private FreshetProcess app;

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        postgres.beforeAll(context);
        root = Files.createTempDirectory("freshet-secured-app");
        app = FreshetProcess.start(root.resolve("home"), List.of("--spring.profiles.active=postgres",
                "--spring.datasource.url=" + postgres.jdbcUrl(),
                "--spring.datasource.username=" + postgres.user(),
                "--freshet.gateway.url=http://127.0.0.1:" + Ports.freeLoopbackPort()));
        addUser(VIEWER, VIEWER_PASSWORD, "VIEWER");
        addUser(DEVELOPER, DEVELOPER_PASSWORD, "DEVELOPER");
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        try {
            if (app != null) {
                app.close();
            }
        } finally {
            postgres.afterAll(context);
            deleteQuietly(root);
        }
    }

    public FreshetProcess app() {
        return app;
    }

    public DataSource database() {
        return postgres.dataSource();
    }

    /** Signs in as the first administrator. */
    public void signInAsAdmin(Page page) throws IOException {
        LoginPage.signIn(page, app.baseUrl(), "admin", app.adminPassword());
    }

    public int auditCount(String actor, String action, String outcome) throws SQLException {
        try (Connection c = database().getConnection();
             PreparedStatement ps = c.prepareStatement(
                     "SELECT COUNT(*) FROM audit_event WHERE actor = ? AND action = ? AND outcome = ?")) {
            ps.setString(1, actor);
            ps.setString(2, action);
            ps.setString(3, outcome);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    /** The details of the login events of one actor with this outcome, oldest first. */
    public List<String> loginAuditDetails(String actor, String outcome) throws SQLException {
        try (Connection c = database().getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT detail FROM audit_event WHERE actor = ?"
                     + " AND action = 'LOGIN' AND outcome = ? ORDER BY id")) {
            ps.setString(1, actor);
            ps.setString(2, outcome);
            try (ResultSet rs = ps.executeQuery()) {
                List<String> details = new ArrayList<>();
                while (rs.next()) {
                    details.add(String.valueOf(rs.getString(1)));
                }
                return details;
            }
        }
    }

    /** The id of the first script of the sample project imported at the first start. */
    public long firstScriptId() throws SQLException {
        try (Connection c = database().getConnection();
             ResultSet rs = c.createStatement().executeQuery("SELECT MIN(id) FROM script")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** Kept under target/screenshots for a person to look at; the tests' assertions do the checking. */
    public static void screenshot(Page page, String name) {
        page.screenshot(new Page.ScreenshotOptions().setFullPage(true)
                .setPath(Path.of("target", "screenshots", name + ".png")));
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

    private static void deleteQuietly(Path dir) throws IOException {
        if (dir == null) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
