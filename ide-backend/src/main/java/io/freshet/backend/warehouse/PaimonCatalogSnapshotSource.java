package io.freshet.backend.warehouse;

import io.freshet.analysis.catalog.CatalogSnapshot;
import jakarta.annotation.PreDestroy;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.paimon.catalog.Catalog;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Keeps a {@link CatalogState} of the Paimon warehouse fresh on one background thread: every few seconds
 * and soon after {@link #invalidate}. Readers get the latest finished read and never wait for one.
 */
@Component
public class PaimonCatalogSnapshotSource implements CatalogSnapshotSource {

    private static final Logger LOG = LoggerFactory.getLogger(PaimonCatalogSnapshotSource.class);

    private final PaimonCatalogAccess access;
    private final Duration interval;
    private final Clock clock = Clock.systemUTC();
    private final AtomicReference<CatalogState> state = new AtomicReference<>(CatalogState.initial());
    private final AtomicBoolean queued = new AtomicBoolean();
    private final ScheduledExecutorService reader = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "freshet-catalog-reader");
        thread.setDaemon(true);
        return thread;
    });

    public PaimonCatalogSnapshotSource(PaimonCatalogAccess access,
                                       @Value("${freshet.catalog.refresh-interval:15s}") Duration interval) {
        this.access = access;
        this.interval = interval;
    }

    @EventListener(ApplicationReadyEvent.class)
    public void start() {
        reader.execute(this::periodicRead);
    }

    @Override
    public CatalogSnapshot current() {
        return state.get().snapshot();
    }

    /** The latest read with commit times, for the catalog browser. */
    public CatalogState state() {
        return state.get();
    }

    @Override
    public void invalidate() {
        if (!reader.isShutdown() && queued.compareAndSet(false, true)) {
            reader.execute(() -> {
                queued.set(false);
                readNow();
            });
        }
    }

    /** Reads the warehouse on the caller's thread; tests and the scheduler call this. */
    public CatalogState readNow() {
        try {
            Catalog catalog = access.catalog().orElse(null);
            if (catalog == null) {
                return state.updateAndGet(s -> s.failed("The warehouse " + access.warehouse() + " does not exist yet"));
            }
            CatalogState read = WarehouseReader.read(catalog, access.catalogName(), access.catalogOptions(), clock);
            // two reads can overlap (the scheduler's and a caller's): the one that started later is the newer picture
            CatalogState previous = state.getAndUpdate(known -> startOf(known) > startOf(read) ? known : read);
            long tables = read.snapshot().tables().count();
            if (previous.readAt() == null || previous.snapshot().tables().count() != tables) {
                LOG.info("Read the catalog: {} tables in {} ms", tables, read.readTook().toMillis());
            } else {
                LOG.debug("Read the catalog: {} tables in {} ms", tables, read.readTook().toMillis());
            }
            return read;
        } catch (RuntimeException | LinkageError e) {
            LOG.warn("Reading the Paimon warehouse failed: {}", e.toString());
            return state.updateAndGet(s -> s.failed("Reading the warehouse failed: " + e.getMessage()));
        }
    }

    /**
     * Reads, then schedules the next read after the interval or five times the read's duration, whichever
     * is longer: a warehouse of thousands of tables must not keep a core busy re-reading itself.
     */
    private void periodicRead() {
        CatalogState read = readNow();
        long pause = Math.max(interval.toMillis(), read.readTook().toMillis() * 5);
        if (!reader.isShutdown()) {
            reader.schedule(this::periodicRead, pause, TimeUnit.MILLISECONDS);
        }
    }

    private static long startOf(CatalogState read) {
        return read.readAt() == null ? Long.MIN_VALUE : read.readAt().minus(read.readTook()).toEpochMilli();
    }

    @PreDestroy
    public void stop() {
        reader.shutdownNow();
    }
}
