package io.freshet.gateway.ingest;

import java.util.Objects;
import java.util.Optional;

/**
 * The ingestion Flink, started on first use rather than at every IDE start (it costs a JVM of about 300 MB idle),
 * and started again if it died. Thread-safe.
 */
public final class OnDemandIngestFlink implements AutoCloseable {

    private final IngestFlinkSettings settings;
    private IngestFlink running;
    private boolean closed;

    public OnDemandIngestFlink(IngestFlinkSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    /** The running ingestion Flink, started now if it is not (blocks until its gateway answers). */
    public synchronized IngestFlink get() {
        if (closed) {
            throw new IllegalStateException("The ingestion Flink launcher is closed");
        }
        if (running != null && !running.isAlive()) {
            running.close();
            running = null;
        }
        if (running == null) {
            running = IngestFlink.start(settings);
        }
        return running;
    }

    /** The ingestion Flink if it runs, without starting it. */
    public synchronized Optional<IngestFlink> ifRunning() {
        return Optional.ofNullable(running).filter(IngestFlink::isAlive);
    }

    /** Stops the child; a later {@link #get()} starts a new one. */
    public synchronized void stop() {
        if (running != null) {
            running.close();
            running = null;
        }
    }

    @Override
    public synchronized void close() {
        stop();
        closed = true;
    }
}
