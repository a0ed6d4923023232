package io.freshet.gateway.embedded;

import io.freshet.gateway.client.GatewayEndpoint;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A local Flink (MiniCluster + SQL Gateway) running in a child JVM. The child stops by itself when
 * this JVM goes away, even when it is killed, because it watches the stdin pipe from this process.
 */
public final class EmbeddedFlink implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedFlink.class);
    private static final Duration GRACEFUL_STOP = Duration.ofSeconds(30);
    private static final Duration EARLIER_CHILD_PATIENCE = Duration.ofSeconds(30);

    private final Process process;
    private final HomeLock lock;
    private final EmbeddedFlinkLayout layout;
    private final URI gatewayUri;
    private final URI flinkWebUri;
    private final String token;
    private final Optional<ChildUser> user;
    private final AtomicBoolean closed = new AtomicBoolean();

    private EmbeddedFlink(Process process, HomeLock lock, EmbeddedFlinkLayout layout, URI gatewayUri, URI flinkWebUri,
            String token, Optional<ChildUser> user) {
        this.process = process;
        this.user = user;
        this.lock = lock;
        this.layout = layout;
        this.gatewayUri = gatewayUri;
        this.flinkWebUri = flinkWebUri;
        this.token = token;
    }

    /**
     * Starts the child and blocks until its gateway answers; every failure is an EMBEDDED_START error. A start whose
     * picked free port was taken before the child bound it is tried once more with new ports.
     */
    public static EmbeddedFlink start(EmbeddedFlinkSettings settings) {
        long startNanos = System.nanoTime();
        EmbeddedFlinkLayout layout = EmbeddedFlinkLayout.of(settings.home());
        StartChecks.home(layout.home());
        boolean portsPicked = settings.gatewayPort() == 0 || settings.restPort() == 0;
        for (int attempt = 1; ; attempt++) {
            EmbeddedFlink flink = spawn(settings, layout);
            try {
                StartWait.awaitReady(flink, settings.startTimeout());
            } catch (StartWait.StartFailed failed) {
                LOG.warn("The embedded Flink did not start (attempt {}): {}\n{}", attempt, failed.getMessage(),
                        failed.error().details());
                if (failed.failure() == StartWait.Failure.PORT_TAKEN && portsPicked && attempt < 2) {
                    continue;
                }
                throw failed.error();
            }
            LOG.info("Embedded Flink started in {} ms (pid {}, user {}): gateway {}, Flink REST {}, log {}",
                    TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos), flink.pid(),
                    flink.user.map(ChildUser::name).orElse("Freshet's own"), flink.gatewayUri, flink.flinkWebUri,
                    layout.logFile());
            return flink;
        }
    }

    private static EmbeddedFlink spawn(EmbeddedFlinkSettings settings, EmbeddedFlinkLayout layout) {
        HomeLock lock = HomeLock.acquire(layout.launcherLock(), layout.home());
        try {
            Path java = JavaRuntimeCheck.check(settings.javaHome());
            List<Path> jars = StartChecks.libJars(settings.libDir());
            Optional<ChildUser> user = ChildIdentity.choose(settings.runAs(),
                    concat(layout.home(), settings.extraRoots()), settings.libDir(), jars, java);
            StartChecks.freeDisk(layout.home());
            HomeLock.awaitNoChild(layout.childLock(), EARLIER_CHILD_PATIENCE);
            int[] ports = StartChecks.ports(settings.bindAddress(), settings.gatewayPort(), settings.restPort());
            Map<String, String> config = EmbeddedFlinkConfig.of(layout, settings.bindAddress(), ports[0], ports[1],
                    settings.extraRoots());
            config.putAll(settings.extraConfig());
            ChildDirectories.prepare(layout, config);
            String token = RestToken.create(layout.restTokenFile());
            user.ifPresent(u -> ChildFiles.handOver(layout, settings.extraRoots(), u));
            Process process = ChildCommand.start(ChildCommand.of(java, jars, settings.maxHeap(), layout, user,
                    ChildIdentity.setpriv().orElse(Path.of("setpriv")), ChildPriority.prefix(settings.niceness())),
                    layout);
            return new EmbeddedFlink(process, lock, layout, httpUri(settings.bindAddress(), ports[0]),
                    httpUri(settings.bindAddress(), ports[1]), token, user);
        } catch (RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    public URI gatewayUri() {
        return gatewayUri;
    }

    /** The gateway with this start's secret: the only way in, for {@code new GatewayClient(endpoint)}. */
    public GatewayEndpoint gatewayEndpoint() {
        return new GatewayEndpoint(gatewayUri, token);
    }

    /**
     * The MiniCluster's REST API. It wants the same secret as the gateway and refuses browsers, so Flink's web
     * UI cannot be opened in a browser; Flink's job information is reachable through the gateway instead.
     */
    public URI flinkWebUri() {
        return flinkWebUri;
    }

    /** The MiniCluster's REST API with this start's secret. */
    public GatewayEndpoint flinkRestEndpoint() {
        return new GatewayEndpoint(flinkWebUri, token);
    }

    public EmbeddedFlinkLayout layout() {
        return layout;
    }

    /** The OS user the child runs as when it is not Freshet's own ({@code freshet.embedded.run-as}). */
    public Optional<ChildUser> childUser() {
        return user;
    }

    public long pid() {
        return process.pid();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** Completes when the child process has ended, however it ended. */
    public CompletableFuture<Process> onExit() {
        return process.onExit();
    }

    /** Whether Freshet asked the child to stop ({@link #close()}); a child that ended otherwise died. */
    public boolean stoppedByFreshet() {
        return closed.get();
    }

    /** The child's exit code once it has ended (137 after a {@code kill -9}), else empty. */
    public OptionalInt exitCode() {
        return process.isAlive() ? OptionalInt.empty() : OptionalInt.of(process.exitValue());
    }

    /** Asks the child to stop, waits up to 30 s, then kills it and its descendants. Idempotent. */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        try {
            ChildStop.stop(process, GRACEFUL_STOP);
        } finally {
            RestToken.delete(layout.restTokenFile());
            lock.close();
        }
    }

    private static List<Path> concat(Path home, List<Path> extraRoots) {
        List<Path> all = new ArrayList<>(extraRoots);
        all.add(0, home);
        return all;
    }

    private static URI httpUri(String host, int port) {
        try {
            return new URI("http", null, host, port, null, null, null);
        } catch (URISyntaxException e) {
            throw StartChecks.startError("Cannot use the bind address " + host + ": " + e.getMessage());
        }
    }

    @Override
    public String toString() {
        return "EmbeddedFlink[pid=" + pid() + ", gateway=" + gatewayUri + ", home=" + layout.home() + "]";
    }
}
