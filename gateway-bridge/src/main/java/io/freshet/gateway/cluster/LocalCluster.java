package io.freshet.gateway.cluster;

import io.freshet.gateway.embedded.ChildIdentity;
import io.freshet.gateway.embedded.ChildUser;
import io.freshet.gateway.embedded.HomeLock;
import io.freshet.gateway.embedded.LogTail;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Flink session cluster on this machine as separate OS processes: s3proxy (the S3 warehouse on a local folder),
 * a JobManager, TaskManagers and a SQL Gateway, all on the bind address with free ports. Every process stops when
 * this JVM goes away, even when it is killed (they watch their stdin pipe from here). Started by root, every process
 * runs as the embedded Flink's unprivileged user ({@code freshet.embedded.run-as}, see {@link ClusterSeparation}).
 */
public final class LocalCluster implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(LocalCluster.class);
    private static final Pattern TASK_MANAGERS = Pattern.compile("\"taskmanagers\"\\s*:\\s*(\\d+)");

    private final ClusterSettings settings;
    private final ClusterLayout layout;
    private final HomeLock lock;
    private final ClusterPorts ports;
    private final ObjectStore store;
    private final ClusterCommands commands;
    private final ClusterJars jars;
    private final Optional<ChildUser> user;
    private final Map<String, String> flinkEnv;
    private final List<ClusterProcess> processes = Collections.synchronizedList(new ArrayList<>());

    private LocalCluster(ClusterSettings settings, HomeLock lock) {
        this.settings = settings;
        this.layout = new ClusterLayout(settings.home());
        this.lock = lock;
        this.ports = ClusterPorts.pick(settings.bindAddress());
        this.store = ObjectStore.withNewCredentials(uri(ports.objectStore()), ClusterLayout.BUCKET);
        this.jars = ClusterJars.of(settings);
        Path java = settings.javaHome().resolve("bin").resolve("java");
        this.user = ClusterSeparation.choose(settings, layout, jars.all(), java);
        this.commands = new ClusterCommands(java, jars.flink(), layout, user,
                ChildIdentity.setpriv().orElse(Path.of("setpriv")));
        this.flinkEnv = new HashMap<>(store.credentialsEnvironment());
        flinkEnv.put("FLINK_PLUGINS_DIR", layout.pluginsDir().toString());
        flinkEnv.put("FLINK_CONF_DIR", layout.confDir().toString());
    }

    /** Starts every process in order and returns once the gateway answers; a failure stops what started. */
    public static LocalCluster start(ClusterSettings settings) {
        long startNanos = System.nanoTime();
        ClusterFiles.createHome(settings.home());
        HomeLock lock = HomeLock.acquire(new ClusterLayout(settings.home()).launcherLock(), settings.home());
        LocalCluster cluster;
        try {
            cluster = new LocalCluster(settings, lock);
        } catch (RuntimeException e) {
            lock.close();
            throw e;
        }
        try {
            cluster.startAll();
        } catch (RuntimeException e) {
            cluster.close();
            throw e;
        }
        LOG.info("Local cluster started in {} ms (user {}): gateway {}, Flink REST {}, object store {}",
                TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos),
                cluster.user.map(ChildUser::name).orElse("the launcher's own"), cluster.gatewayUri(),
                cluster.flinkRestUri(), cluster.store.endpoint());
        return cluster;
    }

    private void startAll() {
        ClusterFiles.prepare(settings, layout, ClusterConfig.of(settings, layout, ports, store), store, user);
        user.ifPresent(u -> ClusterSeparation.handOver(layout, u));
        awaitReady(launch("s3proxy", commands.objectStore(jars.s3proxy(), jars.entryPoint()), Map.of()),
                store.endpoint(), status -> true);
        awaitReady(launch("jobmanager", commands.jobManager(), flinkEnv), flinkRestUri().resolve("/v1/overview"),
                status -> status == 200);
        List<ClusterProcess> taskManagers = new ArrayList<>();
        for (int i = 1; i <= settings.taskManagers(); i++) {
            taskManagers.add(launch(taskManagerName(i), commands.taskManager(taskManagerName(i)), flinkEnv));
        }
        awaitTaskManagers(taskManagers, settings.taskManagers());
        startGateway();
    }

    /** The SQL Gateway's REST endpoint, for {@code FRESHET_GATEWAY_URL}. */
    public URI gatewayUri() {
        return uri(ports.gateway());
    }

    /** The JobManager's REST API (job states, checkpoints), for {@code FRESHET_FLINK_REST_URL}. */
    public URI flinkRestUri() {
        return uri(ports.jobManagerRest());
    }

    /** The S3 endpoint, bucket and this start's credentials. */
    public ObjectStore objectStore() {
        return store;
    }

    public ClusterLayout layout() {
        return layout;
    }

    /** The OS user every process runs as when it is not the launcher's own ({@code freshet.embedded.run-as}). */
    public Optional<ChildUser> processUser() {
        return user;
    }

    /** Keeps an empty database of the warehouse visible through s3proxy, as the start does for {@code default}. */
    public void keepDatabaseVisible(String database) {
        try {
            ClusterFiles.keepDatabase(layout, database, user);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot keep the database " + database + " visible", e);
        }
    }

    /** Every process started so far, in start order (a restarted gateway is listed again). */
    public List<ClusterProcess> processes() {
        synchronized (processes) {
            return List.copyOf(processes);
        }
    }

    /** The live process of this name ({@code s3proxy, jobmanager, taskmanager-1.., gateway}). */
    public ClusterProcess process(String name) {
        return processes().stream().filter(p -> p.name().equals(name) && p.isAlive()).reduce((a, b) -> b)
                .orElseThrow(() -> new IllegalArgumentException("No running process " + name));
    }

    public static String taskManagerName(int index) {
        return "taskmanager-" + index;
    }

    /** SIGKILLs one TaskManager, as a lost machine would: its tasks must restart on the others. */
    public void killTaskManager(int index) {
        process(taskManagerName(index)).kill();
    }

    /** Stops the SQL Gateway process (graceful, so Quartz's in-memory schedules go with it). */
    public void stopGateway() {
        process("gateway").stop();
    }

    /** Starts a new SQL Gateway process on the same port and waits until it answers. */
    public void startGateway() {
        awaitReady(launch("gateway", commands.gateway(), flinkEnv), gatewayUri().resolve("/v1/info"),
                status -> status == 200);
    }

    /** Stops every process, the last started first. Idempotent. */
    @Override
    public void close() {
        List<ClusterProcess> all = new ArrayList<>(processes());
        Collections.reverse(all);
        for (ClusterProcess process : all) {
            if (process.isAlive()) {
                process.stop();
            }
        }
        lock.close();
    }

    private ClusterProcess launch(String name, List<String> command, Map<String, String> env) {
        ClusterProcess process = ClusterProcess.start(name, command, layout, env);
        processes.add(process);
        return process;
    }

    private void awaitReady(ClusterProcess process, URI probe, Predicate<Integer> ready) {
        awaitCondition(List.of(process), () -> HttpProbe.status(probe).filter(ready).isPresent());
        process.markReady();
    }

    private void awaitTaskManagers(List<ClusterProcess> taskManagers, int expected) {
        URI overview = flinkRestUri().resolve("/v1/overview");
        awaitCondition(taskManagers, () -> HttpProbe.get(overview).map(r -> TASK_MANAGERS.matcher(r.body()))
                .filter(Matcher::find).map(m -> Integer.parseInt(m.group(1)) >= expected).orElse(false));
        taskManagers.forEach(ClusterProcess::markReady);
    }

    private void awaitCondition(List<ClusterProcess> starting, java.util.function.BooleanSupplier condition) {
        long deadline = System.nanoTime() + settings.startTimeout().toNanos();
        while (!condition.getAsBoolean()) {
            for (ClusterProcess process : starting) {
                if (!process.isAlive()) {
                    throw ClusterFiles.startError("The cluster's " + process.name() + " stopped while starting (exit"
                            + " code " + process.exitValue() + "). See " + layout.outFile(process.name()) + ":\n"
                            + LogTail.lastLines(layout.outFile(process.name()), 30) + "\n"
                            + LogTail.lastLines(layout.logFile(process.name()), 30));
                }
            }
            if (System.nanoTime() > deadline) {
                throw ClusterFiles.startError("The cluster's " + starting.get(0).name() + " did not start within "
                        + settings.startTimeout().toSeconds() + " s. See " + layout.logDir());
            }
            try {
                Thread.sleep(250);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw ClusterFiles.startError("Interrupted while starting the local cluster");
            }
        }
    }

    private URI uri(int port) {
        return URI.create("http://" + settings.bindAddress() + ":" + port);
    }

    @Override
    public String toString() {
        return "LocalCluster[gateway=" + gatewayUri() + ", home=" + layout.home() + ", " + processes() + "]";
    }
}
