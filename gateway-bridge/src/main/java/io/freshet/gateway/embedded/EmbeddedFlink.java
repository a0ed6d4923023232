package io.freshet.gateway.embedded;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewayClient;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A local Flink (MiniCluster + SQL Gateway) running in a child JVM. The child stops by itself when
 * this JVM goes away, even when it is killed, because it watches the stdin pipe from this process.
 */
public final class EmbeddedFlink implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedFlink.class);
    private static final Duration GRACEFUL_STOP = Duration.ofSeconds(30);
    private static final Duration FORCED_STOP = Duration.ofSeconds(10);
    private static final Duration EARLIER_CHILD_PATIENCE = Duration.ofSeconds(30);
    private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(2);
    private static final long PROBE_INTERVAL_MILLIS = 200;

    private final Process process;
    private final HomeLock lock;
    private final EmbeddedFlinkLayout layout;
    private final URI gatewayUri;
    private final URI flinkWebUri;
    private final AtomicBoolean closed = new AtomicBoolean();

    private EmbeddedFlink(Process process, HomeLock lock, EmbeddedFlinkLayout layout, URI gatewayUri, URI flinkWebUri) {
        this.process = process;
        this.lock = lock;
        this.layout = layout;
        this.gatewayUri = gatewayUri;
        this.flinkWebUri = flinkWebUri;
    }

    /** Starts the child and blocks until its gateway answers; every failure is an EMBEDDED_START error. */
    public static EmbeddedFlink start(EmbeddedFlinkSettings settings) {
        long startNanos = System.nanoTime();
        EmbeddedFlinkLayout layout = EmbeddedFlinkLayout.of(settings.home());
        StartChecks.home(layout.home());
        HomeLock lock = HomeLock.acquire(layout.launcherLock(), layout.home());
        EmbeddedFlink flink;
        try {
            Path java = JavaRuntimeCheck.check(settings.javaHome());
            List<Path> jars = StartChecks.libJars(settings.libDir());
            StartChecks.freeDisk(layout.home());
            HomeLock.awaitNoChild(layout.childLock(), EARLIER_CHILD_PATIENCE);
            int[] ports = StartChecks.ports(settings.bindAddress(), settings.gatewayPort(), settings.restPort());
            Map<String, String> config = EmbeddedFlinkConfig.of(layout, settings.bindAddress(), ports[0], ports[1],
                    settings.extraRoots());
            config.putAll(settings.extraConfig());
            ChildDirectories.prepare(layout, config);
            Process process = ChildCommand.start(ChildCommand.of(java, jars, settings.maxHeap(), layout), layout);
            flink = new EmbeddedFlink(process, lock, layout, httpUri(settings.bindAddress(), ports[0]),
                    httpUri(settings.bindAddress(), ports[1]));
        } catch (RuntimeException e) {
            lock.close();
            throw e;
        }
        flink.awaitReady(settings.startTimeout());
        LOG.info("Embedded Flink started in {} ms (pid {}): gateway {}, Flink REST {}, log {}",
                TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos), flink.pid(), flink.gatewayUri,
                flink.flinkWebUri, layout.logFile());
        return flink;
    }

    public URI gatewayUri() {
        return gatewayUri;
    }

    /** The MiniCluster's REST API (also the web UI when flink-runtime-web is in the lib directory). */
    public URI flinkWebUri() {
        return flinkWebUri;
    }

    public EmbeddedFlinkLayout layout() {
        return layout;
    }

    public long pid() {
        return process.pid();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** Asks the child to stop, waits up to 30 s, then kills it and its descendants. Idempotent. */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        try {
            List<ProcessHandle> descendants = process.descendants().toList();
            if (process.isAlive()) {
                askToStop();
                if (!process.waitFor(GRACEFUL_STOP.toMillis(), TimeUnit.MILLISECONDS)) {
                    LOG.warn("Embedded Flink (pid {}) did not stop within {} s; killing it", pid(), GRACEFUL_STOP.toSeconds());
                    kill(descendants);
                }
            }
            descendants.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            kill(process.descendants().toList());
        } finally {
            lock.close();
        }
    }

    private void awaitReady(Duration timeout) {
        GatewayClient probe = new GatewayClient(gatewayUri, PROBE_TIMEOUT, PROBE_TIMEOUT);
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            if (!process.isAlive()) {
                String details = LogTail.startFailureDetails(layout);
                close();
                throw new GatewayException(GatewayException.Kind.EMBEDDED_START, "The embedded Flink stopped while"
                        + " starting (exit code " + process.exitValue() + "). See the log: " + layout.logFile(),
                        details, null);
            }
            try {
                probe.info();
                return;
            } catch (GatewayException notYet) {
                // the gateway port opens only after the MiniCluster is up
            }
            if (System.nanoTime() > deadline) {
                close();
                throw new GatewayException(GatewayException.Kind.EMBEDDED_START, "The embedded Flink did not start"
                        + " within " + timeout.toSeconds() + " s. See the log: " + layout.logFile(),
                        LogTail.startFailureDetails(layout), null);
            }
            sleepBeforeNextProbe();
        }
    }

    private void sleepBeforeNextProbe() {
        try {
            Thread.sleep(PROBE_INTERVAL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            close();
            throw StartChecks.startError("Interrupted while waiting for the embedded Flink to start.");
        }
    }

    private void askToStop() {
        try (OutputStream stdin = process.getOutputStream()) {
            stdin.write("stop\n".getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // the pipe is already broken, so the child sees EOF and stops anyway
        }
    }

    private void kill(List<ProcessHandle> descendants) {
        descendants.forEach(ProcessHandle::destroyForcibly);
        process.destroy();
        try {
            if (!process.waitFor(FORCED_STOP.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly().waitFor(FORCED_STOP.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
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
