package io.freshet.gateway.client;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.GatewayException.Kind;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The rows of a running statement, read by one background thread into a bounded buffer: when the
 * reader is slower than the query, fetching pauses, so an unbounded stream never fills memory.
 * Closing (or cancelling) stops the thread and cancels the operation on the gateway.
 */
public final class RowStream implements AutoCloseable {

    private static final long OFFER_SLICE_MILLIS = 100;
    /** How soon a waiting reader notices that the stream ended: the end puts no row into the buffer. */
    private static final long POLL_SLICE_MILLIS = 20;
    private static final Duration JOIN_TIMEOUT = Duration.ofSeconds(5);

    private final ResultPages pages;
    private final GatewayOperations operations;
    private final OperationHandle operation;
    private final BlockingQueue<ResultRow> buffer;
    private final AtomicReference<StatementState> state = new AtomicReference<>(StatementState.SUBMITTED);
    private final PageDecoder decoder = new PageDecoder();
    private final Thread fetcher;
    private volatile GatewayException failure;
    private volatile String jobId;

    RowStream(ResultPages pages, GatewayOperations operations, OperationHandle operation, int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("The buffer must hold at least one row, not " + capacity);
        }
        this.pages = pages;
        this.operations = operations;
        this.operation = operation;
        this.buffer = new ArrayBlockingQueue<>(capacity);
        this.fetcher = new Thread(this::fetchLoop, "freshet-gateway-stream-" + operation.id());
        fetcher.setDaemon(true);
    }

    RowStream start() {
        move(StatementState.FETCHING);
        fetcher.start();
        return this;
    }

    public OperationHandle operation() {
        return operation;
    }

    /** The columns, known once the first page arrived; empty before. */
    public List<ResultColumn> columns() {
        return decoder.columns();
    }

    public String jobId() {
        return jobId;
    }

    public StatementState state() {
        return state.get();
    }

    /** Rows waiting in the buffer; never more than the capacity. */
    public int buffered() {
        return buffer.size();
    }

    public int capacity() {
        return buffer.size() + buffer.remainingCapacity();
    }

    /**
     * The next row, waiting up to {@code timeout}; empty when none came in time or the stream ended
     * ({@link #isDone()} tells which; an end is noticed within a slice, not after the whole timeout).
     * A failed statement throws its {@link GatewayException} here once the buffered rows are read.
     */
    public Optional<ResultRow> poll(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        try {
            while (true) {
                boolean ended = !state.get().isActive();
                long sliceNanos = Math.min(deadline - System.nanoTime(), TimeUnit.MILLISECONDS.toNanos(POLL_SLICE_MILLIS));
                ResultRow row = ended ? buffer.poll() : buffer.poll(Math.max(0, sliceNanos), TimeUnit.NANOSECONDS);
                if (row != null) {
                    return Optional.of(row);
                }
                if (failure != null) {
                    throw failure;
                }
                if (ended || System.nanoTime() - deadline >= 0) {
                    return Optional.empty();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GatewayException(Kind.TIMEOUT, "Interrupted while waiting for rows.", "", e);
        }
    }

    /** True when no row will come any more: the statement ended (or was stopped) and the buffer is empty. */
    public boolean isDone() {
        // the state is read before the buffer: the fetcher buffers a page's rows before it moves on
        return !state.get().isActive() && buffer.isEmpty();
    }

    /**
     * Stops reading and stops the statement on the gateway, its job included; buffered rows stay readable.
     * The operation is closed too: a streaming SELECT's operation is FINISHED as soon as its job runs, so
     * only closing its result stops the job.
     */
    public void cancel() {
        if (state.get().isActive() && moveIfActive(StatementState.CANCELLED)) {
            fetcher.interrupt();
            awaitFetcher();
            try {
                operations.cancel(operation);
            } catch (GatewayException alreadyEnded) {
                // a finished operation cannot be cancelled; closing it below stops its job
            }
            pages.closeQuietly(operation);
        }
    }

    /** Cancels if still running, closes the operation on the gateway and drops the buffer. Idempotent. */
    @Override
    public void close() {
        cancel();
        StatementState current = state.get();
        if (current != StatementState.CLOSED && state.compareAndSet(current, current.moveTo(StatementState.CLOSED))) {
            awaitFetcher();
            if (current != StatementState.CANCELLED) {
                pages.closeQuietly(operation);
            }
            buffer.clear();
        }
    }

    private void fetchLoop() {
        String next = ResultPages.firstPage(operation);
        Backoff backoff = new Backoff();
        try {
            while (next != null && state.get() == StatementState.FETCHING) {
                ResultPage page = pages.page(next, decoder);
                jobId = jobId == null ? page.jobId() : jobId;
                for (ResultRow row : page.rows()) {
                    if (!offer(row)) {
                        return;
                    }
                }
                next = page.isEndOfStream() ? null : page.nextResultUri();
                if (next != null && page.rows().isEmpty()) {
                    backoff.pause();
                } else {
                    backoff.reset();
                }
            }
            moveIfActive(StatementState.FINISHED);
        } catch (GatewayException e) {
            // the failure is published before the state, so a reader that sees FAILED also sees why
            if (state.get() == StatementState.FETCHING) {
                failure = e;
                moveIfActive(StatementState.FAILED);
            }
        }
    }

    /** Waits for room in the buffer in slices, so a cancel is noticed even when nobody reads. */
    private boolean offer(ResultRow row) {
        try {
            while (state.get() == StatementState.FETCHING) {
                if (buffer.offer(row, OFFER_SLICE_MILLIS, TimeUnit.MILLISECONDS)) {
                    return true;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return false;
    }

    private boolean moveIfActive(StatementState next) {
        StatementState current = state.get();
        while (current.isActive()) {
            if (state.compareAndSet(current, current.moveTo(next))) {
                return true;
            }
            current = state.get();
        }
        return false;
    }

    private void move(StatementState next) {
        StatementState current = state.get();
        if (!state.compareAndSet(current, current.moveTo(next))) {
            throw new IllegalStateException("The stream changed state concurrently");
        }
    }

    private void awaitFetcher() {
        if (Thread.currentThread() == fetcher) {
            return;
        }
        try {
            fetcher.join(JOIN_TIMEOUT.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
