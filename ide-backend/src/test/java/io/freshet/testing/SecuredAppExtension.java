package io.freshet.testing;

import com.microsoft.playwright.Page;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The packaged IDE on a real PostgreSQL, with an external gateway that is down (no Flink: these tests are
 * about users and roles), and a viewer and a developer besides the first admin; one per test class, or one for all the
 * classes that register {@link #shared()}.
 */
public class SecuredAppExtension implements BeforeAllCallback, AfterAllCallback, SharedApp {

    public static final String VIEWER = "vera";
    public static final String VIEWER_PASSWORD = "viewer-secret-1";
    public static final String DEVELOPER = "dev";
    public static final String DEVELOPER_PASSWORD = "developer-secret-1";
    private static final String SHARED_KEY = SecuredAppExtension.class.getName();

    private final boolean shared;
    private Instance instance;

    public SecuredAppExtension() {
        this(false);
    }

    private SecuredAppExtension(boolean shared) {
        // -Dfreshet.it.shared-apps=false: one app per class again, to measure the difference or to rule sharing out
        this.shared = shared && !"false".equals(System.getProperty("freshet.it.shared-apps"));
    }

    /**
     * The app of every class that registers this (they run one after another): such a class finds the data of the
     * classes before it, so it uses its own names and counts differences. SecurityAppIT keeps its own app: its sign-in
     * throttle counts every failed sign-in from the loopback address, the other classes' too.
     */
    public static SecuredAppExtension shared() {
        return new SecuredAppExtension(true);
    }

    @Override
    public Optional<String> sharedKey() {
        return shared ? Optional.of(SHARED_KEY) : Optional.empty();
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        instance = shared ? SharedApps.of(context).acquire(SHARED_KEY, Instance.class, Instance::start) : Instance.start();
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        if (shared) {
            SharedApps.of(context).release(SHARED_KEY);
        } else if (instance != null) {
            instance.close();
        }
    }

    public FreshetProcess app() {
        return instance.app;
    }

    public DataSource database() {
        return instance.postgres.dataSource();
    }

    /** Signs in as the first administrator. */
    public void signInAsAdmin(Page page) throws IOException {
        LoginPage.signIn(page, app().baseUrl(), "admin", app().adminPassword());
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

    /** One started app: its PostgreSQL, its home and the IDE process. */
    private static final class Instance implements AutoCloseable {

        private final PostgresExtension postgres = new PostgresExtension();
        private Path root;
        private FreshetProcess app;

        static Instance start() throws Exception {
            Instance instance = new Instance();
            try {
                instance.postgres.start();
                instance.root = Files.createTempDirectory("freshet-secured-app");
                instance.app = FreshetProcess.start(instance.root.resolve("home"), List.of(
                        "--spring.profiles.active=postgres",
                        "--spring.datasource.url=" + instance.postgres.jdbcUrl(),
                        "--spring.datasource.username=" + instance.postgres.user(),
                        "--freshet.gateway.url=http://127.0.0.1:" + Ports.freeLoopbackPort(),
                        // ProjectsAppIT links the sample project to a bare repository in a temporary folder
                        "--freshet.git.local-remotes=true"));
                instance.addUser(VIEWER, VIEWER_PASSWORD, "VIEWER");
                instance.addUser(DEVELOPER, DEVELOPER_PASSWORD, "DEVELOPER");
                return instance;
            } catch (Exception | Error e) {
                instance.close();
                throw e;
            }
        }

        @Override
        public void close() throws Exception {
            try {
                if (app != null) {
                    app.close();
                }
            } finally {
                postgres.stop();
                deleteQuietly(root);
            }
        }

        private void addUser(String name, String password, String role) throws SQLException {
            AppUsers.add(postgres.dataSource(), name, password, role);
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
}
