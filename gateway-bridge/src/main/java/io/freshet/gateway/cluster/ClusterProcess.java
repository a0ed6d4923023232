package io.freshet.gateway.cluster;

import io.freshet.gateway.embedded.ChildCommand;
import io.freshet.gateway.embedded.ChildStop;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** One OS process of the local cluster (s3proxy, JobManager, a TaskManager, the SQL Gateway). */
public final class ClusterProcess {

    private static final Duration GRACEFUL_STOP = Duration.ofSeconds(20);

    private final String name;
    private final Process process;
    private final long startNanos = System.nanoTime();
    private volatile long readyMillis = -1;

    private ClusterProcess(String name, Process process) {
        this.name = name;
        this.process = process;
    }

    static ClusterProcess start(String name, List<String> command, ClusterLayout layout, Map<String, String> env) {
        return new ClusterProcess(name, ChildCommand.start(command, layout.home(), layout.outFile(name), env));
    }

    public String name() {
        return name;
    }

    public long pid() {
        return process.pid();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** Milliseconds from spawn until it answered; -1 while starting. */
    public long readyMillis() {
        return readyMillis;
    }

    void markReady() {
        readyMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
    }

    int exitValue() {
        return process.exitValue();
    }

    /** Resident memory in KiB from /proc (Linux), -1 where unknown or after exit. */
    public long rssKib() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid()), "status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("\\D", ""));
                }
            }
        } catch (IOException | NumberFormatException | SecurityException e) {
            return -1;
        }
        return -1;
    }

    /** "stop" on its stdin (the watched mains exit cleanly), then a kill after 20 s. */
    void stop() {
        ChildStop.stop(process, GRACEFUL_STOP);
    }

    /** SIGKILL, as a crashed machine would: no shutdown hooks run. */
    void kill() {
        process.destroyForcibly();
        try {
            process.waitFor(GRACEFUL_STOP.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String toString() {
        return name + "[pid=" + pid() + (isAlive() ? "" : ", exited") + "]";
    }
}
