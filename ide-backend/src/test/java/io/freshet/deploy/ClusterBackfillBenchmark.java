package io.freshet.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.secrets.SecretCipher;
import io.freshet.backend.secrets.SecretKeySource;
import io.freshet.backend.secrets.SecretStore;
import io.freshet.backend.security.Role;
import io.freshet.backend.security.UserAccounts;
import io.freshet.backend.warehouse.S3Access;
import io.freshet.gateway.cluster.LocalCluster;
import io.freshet.gateway.cluster.ObjectStore;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import io.freshet.gateway.testing.LocalClusterExtension;
import io.freshet.testing.Databases;
import io.freshet.testing.FreshetInProcess;
import io.freshet.testing.PostgresExtension;
import io.freshet.testing.ProductionJvm;
import io.freshet.ui.deploy.DeployService;
import io.freshet.ui.deploy.DeployState;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Benchmark, not run in CI: in one run, the sample project's deploy time and a 30-partition backfill's wall time on
 * the local multi-process cluster (S3 warehouse on s3proxy, two TaskManagers) and on the embedded MiniCluster, and
 * the backfill's speed-up from {@code freshet.backfill.max-parallel} 1 to 4 on the cluster. Prints
 * {@code BENCHMARK} lines. Run with {@code ./mvnw -B -ntp -o -pl ide-backend -am verify -Dtest=none
 * -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=ClusterBackfillBenchmark} ({@code -Dbench.parallel=1,4} lists
 * the max-parallel values tried on the cluster, in order; {@code -Dbench.poll=250ms} for a shorter backfill poll than the
 * product's 1 s on the cluster).
 */
@ExtendWith(ProductionJvm.class)
class ClusterBackfillBenchmark {

    @RegisterExtension
    static final LocalClusterExtension CLUSTER = new LocalClusterExtension();

    @RegisterExtension
    static final PostgresExtension POSTGRES = new PostgresExtension();

    private static final String PROJECT = "ecommerce";
    private static final String DEVELOPER = "dev";
    private static final Duration IDLE = Duration.ofSeconds(20);
    private static final List<String> LINES = new ArrayList<>();

    private FreshetInProcess freshet;

    @AfterEach
    void stop() {
        if (freshet != null) {
            freshet.close();
        }
        SecurityContextHolder.clearContext();
        System.out.println("BENCHMARK summary:");
        LINES.forEach(line -> System.out.println("  " + line));
    }

    @Test
    void deployAndBackfillOnTheClusterThenOnTheEmbeddedFlink() throws IOException {
        String[] parallels = System.getProperty("bench.parallel", "1,4").split(",");
        LocalCluster cluster = CLUSTER.cluster();
        Path home = EmbeddedGatewayExtension.newHome("ClusterBackfillBenchmark-freshet");
        DataSource database = Databases.migrate(POSTGRES.dataSource(), "postgresql");
        ObjectStore store = cluster.objectStore();
        SecretStore secrets = new SecretStore(new JdbcTemplate(database),
                new SecretCipher(SecretKeySource.resolve(System.getenv(SecretKeySource.ENV), false, home)));
        secrets.put(S3Access.ACCESS_KEY_SECRET, store.accessKey());
        secrets.put(S3Access.SECRET_KEY_SECRET, store.secretKey());
        Map<String, String> onCluster = new HashMap<>(Map.of(
                "spring.datasource.url", POSTGRES.jdbcUrl(),
                "spring.datasource.username", POSTGRES.user(),
                "freshet.gateway.url", cluster.gatewayUri().toString(),
                "freshet.flink.rest-url", cluster.flinkRestUri().toString(),
                "freshet.catalog.warehouse", store.warehouse(),
                "freshet.catalog.s3.endpoint", store.endpoint().toString(),
                "freshet.catalog.s3.path-style-access", "true",
                "freshet.sample-project", sampleProject()));
        if (System.getProperty("bench.poll") != null) {
            onCluster.put("freshet.backfill.poll-interval", System.getProperty("bench.poll"));
        }
        for (String name : List.of("ods", "dwd", "dws")) {
            // s3proxy's folder back end hides an empty database's folder from S3A (see FreshetOnClusterIT)
            cluster.keepDatabaseVisible(name);
        }
        BackfillProbe.Slots slots = new BackfillProbe.Slots(cluster.flinkRestUri());
        for (int i = 0; i < parallels.length; i++) {
            onCluster.put("freshet.backfill.max-parallel", parallels[i].trim());
            freshet = FreshetInProcess.start(home, onCluster);
            if (i == 0) {
                freshet.bean(UserAccounts.class).create(DEVELOPER, "{noop}n/a", Role.DEVELOPER);
                signIn();
                deploy("cluster");
            }
            signIn();
            backfill("cluster", Integer.parseInt(parallels[i].trim()), slots);
            freshet.close();
            freshet = null;
        }

        // the embedded MiniCluster: Freshet's own Flink child, local warehouse, H2 metadata, same JVM settings
        Path embeddedHome = EmbeddedGatewayExtension.newHome("ClusterBackfillBenchmark-embedded");
        int embeddedParallel = Integer.parseInt(parallels[parallels.length - 1].trim());
        freshet = FreshetInProcess.start(embeddedHome, Map.of("freshet.sample-project", sampleProject(),
                "freshet.backfill.max-parallel", Integer.toString(embeddedParallel)));
        freshet.bean(UserAccounts.class).create(DEVELOPER, "{noop}n/a", Role.DEVELOPER);
        signIn();
        deploy("embedded");
        backfill("embedded", embeddedParallel, null);
    }

    private void deploy(String where) {
        DeployService deploy = freshet.bean(DeployService.class);
        BackfillProbe.await(deploy::notReady, why -> why.isEmpty(), "the gateway and the warehouse to be ready");
        long startedAt = System.nanoTime();
        long id = deploy.start(PROJECT, Set.of()).id();
        var done = BackfillProbe.await(() -> deploy.progress(id),
                p -> p.state() == DeployState.SCRIPTS_DONE || p.state().isFinal(), "the deployment to end");
        long ms = (System.nanoTime() - startedAt) / 1_000_000;
        assertThat(done.state()).as(done.message()).isIn(DeployState.SCRIPTS_DONE, DeployState.DONE);
        record(String.format("deploy %s: scripts done in %,d ms (%s)", where, ms, BackfillProbe.load()));
    }

    private void backfill(String where, int parallel, BackfillProbe.Slots slots) {
        ProcessCpu before = idle(where);
        Instant start = Instant.now();
        BackfillProbe.Result result = new BackfillProbe(freshet).run(slots);
        record(String.format("backfill %s max-parallel %d: %s", where, parallel, result.summary()));
        record("    cores by process during the backfill: "
                + ProcessCpu.now().coresSince(before, Duration.between(start, Instant.now())));
        result.partitionLines().forEach(line -> record("    " + line));
        assertThat(result.succeeded()).isEqualTo(BackfillProbe.DAYS);
    }

    /** What the processes spend with no backfill running: the background a backfill competes with for the cores. */
    private static ProcessCpu idle(String where) {
        // Freshet's and Flink's work after a start or a deploy settles first
        BackfillProbe.sleep(IDLE.toMillis());
        ProcessCpu from = ProcessCpu.now();
        Instant start = Instant.now();
        BackfillProbe.sleep(IDLE.toMillis());
        ProcessCpu to = ProcessCpu.now();
        Duration quiet = Duration.between(start, Instant.now());
        record(String.format("idle %s before the backfill (%d s, after %d s settling), cores by process: %s", where,
                IDLE.toSeconds(), IDLE.toSeconds(), to.coresSince(from, quiet)));
        record("    busiest threads of the test JVM: " + to.threadCoresSince(from, quiet, 8));
        return to;
    }

    private static void record(String line) {
        System.out.println("BENCHMARK " + line);
        LINES.add(line);
    }

    private static void signIn() {
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(DEVELOPER, "n/a",
                new ArrayList<GrantedAuthority>(Role.DEVELOPER.authorities())));
    }

    private static String sampleProject() {
        return Path.of("..", "sample-projects", PROJECT).toAbsolutePath().normalize().toString();
    }
}
