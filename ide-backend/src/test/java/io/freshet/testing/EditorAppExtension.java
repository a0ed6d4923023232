package io.freshet.testing;

import com.microsoft.playwright.Page;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The packaged IDE with its embedded Flink SQL Gateway on a real PostgreSQL (so a test can read and seed
 * the scripts), with a developer and a viewer account; one per test class, or one for all the classes that register
 * {@link #shared()}.
 */
public class EditorAppExtension extends SharedFixture<EditorApp> {

    public static final String DEVELOPER = "dev";
    public static final String DEVELOPER_PASSWORD = "developer-secret-1";
    public static final String VIEWER = "vera";
    public static final String VIEWER_PASSWORD = "viewer-secret-1";
    private static final Path SAMPLE = Path.of("..", "sample-projects", "ecommerce");

    private ScriptRows scripts;
    private String developer = DEVELOPER;
    private String viewer = VIEWER;
    private int consoleStart;
    private int classesBefore;

    public EditorAppExtension() {
        this(false);
    }

    private EditorAppExtension(boolean shared) {
        super(EditorAppExtension.class.getName(), EditorApp.class, shared);
    }

    /**
     * The app of every class that registers this (they run one after another). Each such class signs in as a developer
     * and a viewer of its own ({@link #developer()}, {@link #viewer()}): open tabs, drafts, the scratch query, the
     * gateway session with its SETs and temporary tables, the run history and the audit trail are per user, so a class
     * meets none of another's. What is left in common (projects, the warehouse, the administrator) each class keeps
     * apart by its own names; the Flink jobs a class leaves running are cancelled after it.
     */
    public static EditorAppExtension shared() {
        return new EditorAppExtension(true);
    }

    @Override
    protected EditorApp start(ExtensionContext context) throws Exception {
        return EditorApp.start();
    }

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        super.beforeAll(context);
        EditorApp instance = fixture();
        classesBefore = instance.classesStarted++;
        scripts = new ScriptRows(fixture().postgres.dataSource());
        if (isShared()) {
            developer = AppUsers.ownName(DEVELOPER, context.getRequiredTestClass());
            viewer = AppUsers.ownName(VIEWER, context.getRequiredTestClass());
        }
        instance.addUser(developer, DEVELOPER_PASSWORD, "DEVELOPER");
        instance.addUser(viewer, VIEWER_PASSWORD, "VIEWER");
        consoleStart = fixture().app.console().length();
    }

    @Override
    public void afterAll(ExtensionContext context) throws Exception {
        try {
            if (isShared() && fixture() != null) {
                int cancelled = fixture().cancelRunningJobs();
                if (cancelled > 0) {
                    System.out.println(context.getDisplayName() + " left " + cancelled + " Flink jobs running:"
                            + " cancelled for the next class on the shared editor app");
                }
            }
        } finally {
            super.afterAll(context);
        }
    }

    /**
     * How many classes used this app before this one: 0 on an app of the class's own, and for the first class of the
     * shared app, the only one that meets a first start from an empty warehouse.
     */
    public int classesBefore() {
        return classesBefore;
    }

    public FreshetProcess app() {
        return fixture().app;
    }

    /** The embedded gateway's REST port. */
    public int gatewayPort() {
        return fixture().gatewayPort;
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

    /** What the IDE printed since this class started (on a shared app, the earlier classes' lines are left out). */
    public String console() throws IOException {
        String all = fixture().app.console();
        return all.substring(Math.min(consoleStart, all.length()));
    }

    /** Signs in as this class's developer. */
    public void signIn(Page page) {
        LoginPage.signIn(page, fixture().app.baseUrl(), developer, DEVELOPER_PASSWORD);
    }

    /** Signs in as this class's viewer. */
    public void signInAsViewer(Page page) {
        LoginPage.signIn(page, fixture().app.baseUrl(), viewer, VIEWER_PASSWORD);
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
        return scripts.scriptId(project, path);
    }

    /** Stores a script as the app would (version 1), creating the project when needed. */
    public long createScript(String project, String path, String content) throws SQLException {
        return scripts.createScript(project, path, content);
    }

    /** The saved text of a script. */
    public String savedContent(long id) throws SQLException {
        return scripts.savedContent(id);
    }

    /** The Flink job id of the user's newest run whose statement starts so, as its run history recorded it. */
    public Optional<String> jobIdOfRun(String user, String statementStart) throws SQLException {
        return scripts.jobIdOfRun(user, statementStart);
    }
}
