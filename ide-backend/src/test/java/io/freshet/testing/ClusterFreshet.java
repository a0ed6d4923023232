package io.freshet.testing;

import io.freshet.backend.secrets.SecretCipher;
import io.freshet.backend.secrets.SecretKeySource;
import io.freshet.backend.secrets.SecretStore;
import io.freshet.backend.security.Role;
import io.freshet.backend.security.UserAccounts;
import io.freshet.backend.warehouse.S3Access;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.cluster.LocalCluster;
import io.freshet.gateway.cluster.ObjectStore;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Freshet in the test's JVM on the run's {@link SharedCluster}, set up as an administrator would: its metadata in the
 * class's own PostgreSQL database, the object store's keys sealed in its secrets (Settings &gt; Secrets), a developer
 * account every test signs in as. After the class, Freshet stops and the class's jobs are cancelled.
 */
public final class ClusterFreshet implements BeforeAllCallback, BeforeEachCallback, AfterAllCallback {

    /** The developer account the tests act as. */
    public static final String DEVELOPER = "dev";
    private static final String KEY_FILE = "secret.key";

    private final Map<String, String> extraSettings;
    private SharedCluster shared;
    private SharedCluster.Database database;
    private JdbcTemplate jdbc;
    private Map<String, String> settings;
    private FreshetInProcess freshet;

    /** @param extraSettings Freshet settings beyond those that point it at the cluster and the database */
    public ClusterFreshet(Map<String, String> extraSettings) {
        this.extraSettings = Map.copyOf(extraSettings);
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        shared = SharedCluster.of(context);
        String name = context.getRequiredTestClass().getSimpleName();
        database = shared.newDatabase(name);
        jdbc = new JdbcTemplate(Databases.migrate(database.dataSource(), "postgresql"));
        Path home = EmbeddedGatewayExtension.newHome(name + "-freshet");
        ObjectStore store = cluster().objectStore();
        SecretStore secrets = new SecretStore(jdbc, new SecretCipher(SecretKeySource.resolve(
                System.getenv(SecretKeySource.ENV), false, home)));
        secrets.put(S3Access.ACCESS_KEY_SECRET, store.accessKey());
        secrets.put(S3Access.SECRET_KEY_SECRET, store.secretKey());
        settings = new LinkedHashMap<>();
        settings.put("spring.datasource.url", database.jdbcUrl());
        settings.put("spring.datasource.username", database.user());
        settings.put("freshet.gateway.url", cluster().gatewayUri().toString());
        settings.put("freshet.flink.rest-url", cluster().flinkRestUri().toString());
        settings.put("freshet.catalog.warehouse", store.warehouse());
        settings.put("freshet.catalog.s3.endpoint", store.endpoint().toString());
        settings.put("freshet.catalog.s3.path-style-access", "true");
        settings.putAll(extraSettings);
        freshet = FreshetInProcess.start(home, settings);
        freshet.bean(UserAccounts.class).create(DEVELOPER, "{noop}n/a", Role.DEVELOPER);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        signIn();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        SecurityContextHolder.clearContext();
        try {
            if (freshet != null) {
                freshet.close();
            }
        } finally {
            if (shared != null) {
                shared.cancelRunningJobs();
            }
        }
    }

    /** Acts as the developer on this thread, as a signed-in user of the views would. */
    public void signIn() {
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(DEVELOPER, "n/a",
                new ArrayList<GrantedAuthority>(Role.DEVELOPER.authorities())));
    }

    public LocalCluster cluster() {
        return shared.cluster();
    }

    public FreshetInProcess freshet() {
        return freshet;
    }

    public <T> T bean(Class<T> type) {
        return freshet.bean(type);
    }

    /** The class's own metadata database. */
    public JdbcTemplate jdbc() {
        return jdbc;
    }

    /** The JobManager's REST API, which answers while the gateway process is down too. */
    public FlinkRestClient flink() {
        return shared.flink();
    }

    /** A session on the cluster's gateway straight from the test, without Freshet. */
    public GatewaySession gateway() {
        return new GatewayClient(cluster().gatewayUri()).session(Map.of());
    }

    /**
     * Starts the packaged Freshet (another machine behind the same URL) with the same settings and database, and the
     * same secret key in its own home, so the keys sealed in the shared database open there too.
     */
    public FreshetProcess startProcess(Path home) throws IOException, InterruptedException {
        Files.createDirectories(home);
        Path key = freshet.home().resolve(KEY_FILE);
        if (Files.exists(key)) {
            Files.copy(key, home.resolve(KEY_FILE), StandardCopyOption.REPLACE_EXISTING);
        }
        List<String> args = new ArrayList<>(List.of("--spring.profiles.active=postgres"));
        settings.forEach((setting, value) -> args.add("--" + setting + "=" + value));
        return FreshetProcess.start(home, args);
    }

    /**
     * s3proxy's folder back end does not list an empty folder's marker, so a just created database is missing to S3A
     * until it holds a table (real S3 and MinIO keep the marker object); the cluster keeps these databases of the
     * lakehouse visible as it does {@code default} (owned by the cluster's OS user when it has its own).
     */
    public void keepDatabasesVisible(String... databases) {
        for (String name : databases) {
            cluster().keepDatabaseVisible(name);
        }
    }
}
