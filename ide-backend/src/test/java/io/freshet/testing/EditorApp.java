package io.freshet.testing;

import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.GatewaySession;
import io.freshet.gateway.jobs.JobControl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One started packaged IDE of {@link EditorAppExtension}: its PostgreSQL, its home, the IDE process with its embedded
 * Flink SQL Gateway on a port of its own.
 */
final class EditorApp implements AutoCloseable {

    /** Flink's job states after which a job uses no slot; every other state still holds or waits for one. */
    private static final Set<String> ENDED = Set.of("FINISHED", "CANCELED", "FAILED", "SUSPENDED");

    final PostgresExtension postgres = new PostgresExtension();
    Path root;
    FreshetProcess app;
    int gatewayPort;
    /** How many test classes have used this app so far, the running one included. */
    int classesStarted;

    static EditorApp start() throws Exception {
        EditorApp started = new EditorApp();
        try {
            started.postgres.start();
            started.root = Files.createTempDirectory("freshet-editor-app");
            started.gatewayPort = Ports.freeLoopbackPort();
            List<String> args = new ArrayList<>(started.postgres.freshetArguments());
            args.add("--freshet.embedded.gateway-port=" + started.gatewayPort);
            started.app = FreshetProcess.start(started.root.resolve("home"), args);
            return started;
        } catch (Exception | Error e) {
            started.close();
            throw e;
        }
    }

    void addUser(String name, String password, String role) throws SQLException {
        AppUsers.add(postgres.dataSource(), name, password, role);
    }

    /**
     * Cancels the Flink jobs a test class left running (a streaming query of a page that closed, a continuous table),
     * so that the next class sharing this app finds the slots free and no job competing for the 2 cores, as it would
     * on an app of its own. Returns how many it cancelled; nothing when the embedded Flink does not answer.
     */
    int cancelRunningJobs() {
        try (GatewaySession session = new GatewayClient(app.embeddedGateway(gatewayPort)).session(Map.of())) {
            JobControl jobs = JobControl.on(session);
            List<String> running = jobs.statuses().entrySet().stream()
                    .filter(job -> !ENDED.contains(job.getValue())).map(Map.Entry::getKey).toList();
            for (String id : running) {
                try {
                    jobs.cancel(id);
                } catch (RuntimeException e) {
                    // ended meanwhile: what counts is that it ends, checked below
                }
            }
            Await.until(Duration.ofMinutes(2), jobs::statuses, now -> running.stream()
                    .allMatch(id -> ENDED.contains(now.getOrDefault(id, "CANCELED"))), "the jobs " + running + " to end");
            return running.size();
        } catch (IOException | RuntimeException | AssertionError e) {
            System.out.println("The shared editor app's running jobs were not cancelled: " + e);
            return 0;
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
            TempDirs.delete(root);
        }
    }
}
