package io.freshet.gateway.embedded;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Stops a child JVM (the embedded Flink, or a process of the local cluster): "stop" on its stdin, then, if it hangs, a kill of it and everything it started. */
public final class ChildStop {

    private static final Logger LOG = LoggerFactory.getLogger(ChildStop.class);
    private static final Duration FORCED_STOP = Duration.ofSeconds(10);

    private ChildStop() {
    }

    /** Asks the child to stop, waits up to {@code graceful}, then kills it and its descendants. */
    public static void stop(Process process, Duration graceful) {
        try {
            List<ProcessHandle> descendants = process.descendants().toList();
            if (process.isAlive()) {
                askToStop(process);
                if (!process.waitFor(graceful.toMillis(), TimeUnit.MILLISECONDS)) {
                    LOG.warn("Child JVM (pid {}) did not stop within {} s; killing it", process.pid(),
                            graceful.toSeconds());
                    kill(process, descendants);
                }
            }
            descendants.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            kill(process, process.descendants().toList());
        }
    }

    private static void askToStop(Process process) {
        try (OutputStream stdin = process.getOutputStream()) {
            stdin.write("stop\n".getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // the pipe is already broken, so the child sees EOF and stops anyway
        }
    }

    private static void kill(Process process, List<ProcessHandle> descendants) {
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
}
