package io.freshet.backend.alerts;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.catalog.MaterializedTableOptions;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.freshness.FreshnessMonitor;
import io.freshet.backend.freshness.FreshnessReadings;
import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.FlinkRestConnection;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.health.HealthEvaluated;
import io.freshet.backend.health.HealthEvaluator;
import io.freshet.backend.health.HealthRecorder;
import io.freshet.backend.health.HealthStore;
import io.freshet.backend.ingest.ingestions.IngestionStates;
import io.freshet.backend.ingest.ingestions.IngestionStore;
import io.freshet.backend.refreshes.BackfillLinks;
import io.freshet.backend.refreshes.RefreshHistoryCollector;
import io.freshet.backend.refreshes.RefreshHistoryStore;
import io.freshet.backend.secrets.SecretCipher;
import io.freshet.backend.warehouse.PaimonCatalogAccess;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.flink.FlinkRestClient;
import io.freshet.testing.Databases;
import io.freshet.testing.ProductionJvm;
import io.freshet.testing.SampleLakehouseExtension;
import io.freshet.ui.alerts.AlertCondition;
import io.freshet.ui.alerts.AlertRule;
import io.freshet.ui.alerts.AlertScope;
import io.freshet.ui.alerts.ChannelDefinition;
import io.freshet.ui.alerts.ChannelKind;
import io.freshet.ui.catalog.ActualFreshness;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Issue 33's "a state change reaches the Health page and the webhook within one poll interval + 5 s", measured on the
 * real embedded Flink with the sample project deployed: Freshet's background parts wired as the application wires
 * them, at the application's intervals (Flink's job list every 10 s, the warehouse every 15 s, the health model every
 * 30 s and at once after a read of the job list that changed a refresh job's state), on H2; an alert rule FAILING on
 * the DWD layer with a webhook channel to a real HTTP receiver on 127.0.0.1. By construction the worst case is one
 * job-list poll (10 s) plus that read and up to two evaluations (one running when the read asks, then its own), so
 * each incident is counted against that poll + 5 s as well as against the health cycle + 5 s (before the prompt
 * evaluation the worst case was a poll plus a whole cycle, about 40 s).
 * Each incident creates a CONTINUOUS materialized table of its own (5 s freshness), waits until the model calls it
 * FRESH, waits a random part of the health poll interval (so that incidents fall at different points of the cycles),
 * cancels its job through Flink's REST API, and times, from the cancel: the freshness monitor's NOT RUNNING, the health
 * model's FAILING (what the Health page and {@code GET /api/health} show at their next read; the Health page reads
 * every 5 s) and the FIRING webhook's arrival. Not a test and not run in CI (failsafe runs only {@code *IT}); no
 * thresholds, figures only (BENCHMARK lines and {@code target/health-latency-benchmark.txt}). Run:
 * {@code ./mvnw -B -ntp -o -pl ide-backend -am verify -Dvaadin.skip -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false
 * -Dit.test=HealthLatencyBenchmark -Dit.java-tool-options=} ({@code -Dbench.incidents=N}, default 5).
 */
@ExtendWith(ProductionJvm.class)
class HealthLatencyBenchmark {

    private static final Duration FRESHNESS_POLL = Duration.ofSeconds(10);
    private static final Duration CATALOG_READ = Duration.ofSeconds(15);
    private static final Duration HEALTH_POLL = Duration.ofSeconds(30);
    private static final Duration BOUND = HEALTH_POLL.plusSeconds(5);
    /** Since a changed job list asks for an evaluation at once, the job-list poll is the interval that decides. */
    private static final Duration JOB_LIST_BOUND = FRESHNESS_POLL.plusSeconds(5);
    private static final Duration INCIDENT_LIMIT = Duration.ofMinutes(3);
    private static final byte[] KEY = Base64.getDecoder().decode(SecretCipher.newKey());

    @RegisterExtension
    static final SampleLakehouseExtension LAKEHOUSE = new SampleLakehouseExtension();

    @TempDir
    static Path home;

    @Test
    void aCancelledContinuousJobReachesTheHealthModelAndTheWebhook() throws Exception {
        int incidents = Integer.getInteger("bench.incidents", 5);
        FreshetProperties properties = LAKEHOUSE.properties(home);
        GatewayConnection connection = new GatewayConnection(properties, new CatalogBootstrap(properties));
        connection.connect();
        PaimonCatalogAccess access = new PaimonCatalogAccess(connection, properties);
        PaimonCatalogSnapshotSource source = new PaimonCatalogSnapshotSource(access, CATALOG_READ);
        FreshnessMonitor monitor = new FreshnessMonitor(new FlinkRestConnection(connection,
                LAKEHOUSE.flink().flinkWebUri().toString(), LAKEHOUSE.flink().flinkRestEndpoint().token()), source,
                FRESHNESS_POLL);
        DataSource database = Databases.h2(home);
        JdbcTemplate jdbc = new JdbcTemplate(database);
        RefreshHistoryCollector collector = new RefreshHistoryCollector(new RefreshHistoryStore(jdbc),
                new BackfillLinks(jdbc), monitor, source, Duration.ofDays(90));
        FreshnessReadings judge = new FreshnessReadings(source, monitor, collector);
        AlertBeans alerts = new AlertBeans(database, KEY);
        // as the application has it: notices sent on the listener's own thread, not the health model's
        AlertListener listener = new AlertListener(alerts.dispatcher, alerts.sender);
        HealthEvaluator health = new HealthEvaluator(source, monitor, judge, collector,
                new IngestionStates(new IngestionStore(jdbc)), new HealthRecorder(new HealthStore(jdbc), "bench",
                HEALTH_POLL), event -> listener.on((HealthEvaluated) event), HEALTH_POLL, Clock.systemUTC());
        List<Double> seenByMonitor = new ArrayList<>();
        List<Double> inModel = new ArrayList<>();
        List<Double> atWebhook = new ArrayList<>();
        List<String> report = new ArrayList<>();
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            alerts.service.saveChannel(new ChannelDefinition("bench-hook", ChannelKind.WEBHOOK, "", "", 0, null, "",
                    "", false, 1000, receiver.url("/hook")));
            alerts.service.saveRule(new AlertRule("bench-failing", AlertScope.LAYER, "dwd", AlertCondition.FAILING,
                    0, List.of("bench-hook"), null));
            source.start();
            monitor.start();
            health.start();
            Random random = new Random(33);
            FlinkRestClient flink = new FlinkRestClient(LAKEHOUSE.flink().flinkRestEndpoint());
            for (int i = 1; i <= incidents; i++) {
                TableId table = new TableId(SampleLakehouseExtension.CATALOG, "dwd", "health_bench_" + i);
                create(table);
                // running and checkpointed (the model also calls a table FRESH while it waits for its first one)
                assertThat(SampleLakehouseExtension.await(INCIDENT_LIMIT, () -> state(health, table) == HealthState.FRESH
                        && info(source, table).map(t -> judge.judge(t).verdict() == ActualFreshness.Verdict.FRESH)
                        .orElse(false))).as("%s running, checkpointed and FRESH in the health model", table).isTrue();
                String job = MaterializedTableOptions.jobId(info(source, table).orElseThrow().options());
                Thread.sleep(random.nextInt((int) HEALTH_POLL.toMillis()));
                assertThat(flink.cancel(job)).as("cancel %s", job).isTrue();
                long cancelled = System.nanoTime();
                double monitorMs = -1;
                double modelMs = -1;
                double hookMs = -1;
                while ((monitorMs < 0 || modelMs < 0 || hookMs < 0)
                        && System.nanoTime() - cancelled < INCIDENT_LIMIT.toNanos()) {
                    double now = (System.nanoTime() - cancelled) / 1e6;
                    if (monitorMs < 0 && info(source, table).map(t -> judge.judge(t).verdict()
                            == ActualFreshness.Verdict.NOT_RUNNING).orElse(false)) {
                        monitorMs = now;
                    }
                    if (modelMs < 0 && state(health, table) == HealthState.FAILING) {
                        modelMs = now;
                    }
                    if (hookMs < 0 && receiver.hookBodies().stream().anyMatch(b -> b.contains("\"kind\":\"FIRING\"")
                            && b.contains(table.toString()))) {
                        hookMs = now;
                    }
                    Thread.sleep(20);
                }
                report.add(String.format("incident %d (%s): NOT RUNNING %.0f ms, FAILING in the model %.0f ms,"
                        + " webhook %.0f ms", i, table, monitorMs, modelMs, hookMs));
                seenByMonitor.add(monitorMs);
                inModel.add(modelMs);
                atWebhook.add(hookMs);
                drop(table);
            }
        } finally {
            listener.stop();
            health.stop();
            monitor.stop();
            source.stop();
            access.closeQuietly();
        }
        report.add(summary("cancel -> freshness monitor's NOT RUNNING", seenByMonitor));
        report.add(summary("cancel -> FAILING in the health model (the Health page's and /api/health's next read)",
                inModel));
        report.add(summary("cancel -> FIRING webhook received", atWebhook));
        for (Duration bound : List.of(BOUND, JOB_LIST_BOUND)) {
            report.add(String.format("bound: one %s poll interval + 5 s = %d s; incidents within it: model %d of %d,"
                    + " webhook %d of %d", bound == BOUND ? "health" : "job-list", bound.toSeconds(),
                    within(inModel, bound), inModel.size(), within(atWebhook, bound), atWebhook.size()));
        }
        Path out = Path.of("target", "health-latency-benchmark.txt");
        Files.createDirectories(out.getParent());
        Files.write(out, report);
        report.forEach(line -> System.out.println("BENCHMARK health-latency: " + line));
    }

    /** A CONTINUOUS materialized table of its own over the sample's ODS orders (a job checkpointing every 5 s). */
    private static void create(TableId table) {
        try (GatewaySession session = LAKEHOUSE.client().session(Map.of())) {
            session.execute("CREATE MATERIALIZED TABLE " + table.quoted() + " (CONSTRAINT pk PRIMARY KEY (order_id, ds)"
                    + " NOT ENFORCED) FRESHNESS = INTERVAL '5' SECOND AS SELECT order_id, ds, status"
                    + " FROM " + new TableId(table.catalog(), "ods", "orders").quoted());
        }
    }

    /** Its job is cancelled already: the drop may be refused, and the table then stays FAILING, which is harmless. */
    private static void drop(TableId table) {
        try (GatewaySession session = LAKEHOUSE.client().session(Map.of())) {
            session.execute("DROP MATERIALIZED TABLE IF EXISTS " + table.quoted());
        } catch (RuntimeException refused) {
            System.out.println("BENCHMARK health-latency: " + table + " not dropped: " + refused.getMessage());
        }
    }

    private static Optional<TableInfo> info(PaimonCatalogSnapshotSource source, TableId table) {
        return source.state().snapshot().table(table);
    }

    private static HealthState state(HealthEvaluator health, TableId table) {
        return health.latest().stream().filter(e -> e.subject().name().equals(table.toString())).findFirst()
                .map(HealthEntry::state).orElse(null);
    }

    private static int within(List<Double> samples, Duration bound) {
        return (int) samples.stream().filter(ms -> ms >= 0 && ms <= bound.toMillis()).count();
    }

    /** Median, min and max in ms of the incidents that got there; those that did not within the limit counted. */
    private static String summary(String what, List<Double> samples) {
        List<Double> got = samples.stream().filter(ms -> ms >= 0).sorted().toList();
        long missing = samples.size() - got.size();
        if (got.isEmpty()) {
            return what + ": nothing within " + INCIDENT_LIMIT.toMinutes() + " min in any of " + samples.size()
                    + " incidents";
        }
        return String.format("%s: median %.1f s (min %.1f, max %.1f, n=%d, %d not within %d min)", what,
                got.get(got.size() / 2) / 1e3, got.get(0) / 1e3, got.get(got.size() - 1) / 1e3, got.size(), missing,
                INCIDENT_LIMIT.toMinutes());
    }
}
