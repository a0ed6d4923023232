package io.freshet.testing;

import com.microsoft.playwright.Page;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The packaged IDE on a real PostgreSQL, with an external gateway that is down (no Flink: these tests are
 * about users and roles), and a viewer and a developer besides the first admin; one per test class, or one for all the
 * classes that register {@link #shared()}. It believes X-Forwarded-For from the loopback address, as behind a reverse
 * proxy, so that a class can sign in from a client address of its own ({@link #fromOwnAddress}).
 */
public class SecuredAppExtension extends SharedFixture<SecuredApp> {

    public static final String VIEWER = "vera";
    public static final String VIEWER_PASSWORD = "viewer-secret-1";
    public static final String DEVELOPER = "dev";
    public static final String DEVELOPER_PASSWORD = "developer-secret-1";

    /** Documentation addresses (RFC 5737, TEST-NET-3): a class's own client address is one of them. */
    private static final String OWN_ADDRESSES = "203.0.113.";

    private String developer = DEVELOPER;
    private String viewer = VIEWER;
    private String address;

    public SecuredAppExtension() {
        this(false);
    }

    private SecuredAppExtension(boolean shared) {
        super(SecuredAppExtension.class.getName(), SecuredApp.class, shared);
    }

    /**
     * The app of every class that registers this (they run one after another): such a class finds the data of the
     * classes before it, so it uses its own names and counts differences. Each such class also gets a developer and a
     * viewer of its own ({@link #developer()}, {@link #viewer()}): the account lock-out and the audit trail are per
     * user. The sign-in throttle is per client address, so a class that counts failed sign-ins signs in from an address
     * of its own ({@link #fromOwnAddress}): the other classes' failures are all from the loopback address.
     */
    public static SecuredAppExtension shared() {
        return new SecuredAppExtension(true);
    }

    @Override
    protected SecuredApp start(ExtensionContext context) throws Exception {
        return SecuredApp.start();
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        super.beforeAll(context);
        SecuredApp instance = fixture();
        address = OWN_ADDRESSES + ++instance.classesStarted;
        if (isShared()) {
            developer = AppUsers.ownName(DEVELOPER, context.getRequiredTestClass());
            viewer = AppUsers.ownName(VIEWER, context.getRequiredTestClass());
            instance.addUser(developer, DEVELOPER_PASSWORD, "DEVELOPER");
            instance.addUser(viewer, VIEWER_PASSWORD, "VIEWER");
        }
    }

    public FreshetProcess app() {
        return fixture().app;
    }

    public DataSource database() {
        return fixture().postgres.dataSource();
    }

    /** This class's developer: {@link #DEVELOPER}, or on the shared app a name of the class's own. */
    public String developer() {
        return developer;
    }

    /** This class's viewer: {@link #VIEWER}, or on the shared app a name of the class's own. */
    public String viewer() {
        return viewer;
    }

    /**
     * The page, whose requests from now on say they come from this class's own client address (X-Forwarded-For, as a
     * reverse proxy sends it): the sign-in throttle counts its failures apart from every other class's.
     */
    public Page fromOwnAddress(Page page) {
        page.context().setExtraHTTPHeaders(Map.of("X-Forwarded-For", address));
        return page;
    }

    /** The client address the app sees for the pages of {@link #fromOwnAddress}. */
    public String ownAddress() {
        return address;
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
}
