package io.freshet.backend.run;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

/**
 * The rows of one result: every row is appended to a spill file, and only the newest {@code windowRows}
 * stay in memory as well. The gateway's fetch is forward-only, so the file is what lets a grid page back
 * to any earlier row while memory stays bounded however large the result grows. Thread-safe.
 */
public final class ResultStore implements AutoCloseable {

    /** Every this many rows the file offset of a row is indexed, so a page read skips at most this many. */
    private static final int INDEX_STEP = 256;

    private final Path file;
    private final int windowRows;
    private final ArrayDeque<StoredRow> window = new ArrayDeque<>();
    private DataOutputStream out;
    private FileChannel reader;
    private long[] index = new long[64];
    private long rows;
    private long bytes;
    private int peakInMemory;
    private boolean closed;
    private boolean insertOnly = true;

    public ResultStore(Path file, int windowRows) {
        this.file = file;
        this.windowRows = windowRows;
    }

    /** The file is made with the first row: most statements (DDL, SET, skipped ones) return next to nothing. */
    private void open() throws IOException {
        Files.createDirectories(file.getParent());
        out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file,
                StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE), 64 * 1024));
        reader = FileChannel.open(file, StandardOpenOption.READ);
    }

    /** Appends one row; values are display text and may be null. */
    public synchronized void append(String kind, List<String> values) {
        if (closed) {
            return;
        }
        if (rows % INDEX_STEP == 0) {
            int slot = (int) (rows / INDEX_STEP);
            if (slot == index.length) {
                index = Arrays.copyOf(index, index.length * 2);
            }
            index[slot] = bytes;
        }
        StoredRow row = new StoredRow(kind, java.util.Collections.unmodifiableList(new ArrayList<>(values)));
        try {
            if (out == null) {
                open();
            }
            bytes += row.writeTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write to the result file " + file, e);
        }
        rows++;
        insertOnly &= "+I".equals(kind);
        window.addLast(row);
        if (window.size() > windowRows) {
            window.removeFirst();
        }
        peakInMemory = Math.max(peakInMemory, window.size());
    }

    public synchronized long rowCount() {
        return rows;
    }

    /** Bytes written to the spill file. */
    public synchronized long bytes() {
        return bytes;
    }

    /** Rows this store holds in memory right now. */
    public synchronized int rowsInMemory() {
        return window.size();
    }

    /** The most rows this store ever held in memory at once: never more than the window. */
    public synchronized int peakRowsInMemory() {
        return peakInMemory;
    }

    /** Rows {@code [offset, offset + limit)} as far as they exist: from memory when in the window, else from the file. */
    public synchronized List<StoredRow> read(long offset, int limit) {
        if (closed || offset >= rows || limit <= 0) {
            return List.of();
        }
        long end = Math.min(rows, offset + limit);
        long firstInWindow = rows - window.size();
        if (offset >= firstInWindow) {
            return fromWindow(offset - firstInWindow, (int) (end - offset));
        }
        try {
            return fromFile(offset, (int) (end - offset));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the result file " + file, e);
        }
    }

    /** True while every row is an insert (+I): an export then needs no change-kind column. */
    public synchronized boolean insertOnly() {
        return insertOnly;
    }

    /**
     * Visits every row stored so far, in order, with its byte offset in the file. Reads through a channel of its
     * own, so a long export neither holds the store nor stops rows from arriving (it sees those of the moment it
     * began); a store closed meanwhile still reads to the end, as the open file outlives its deletion.
     */
    public void forEachRow(RowVisitor visitor) throws IOException {
        long count;
        synchronized (this) {
            if (closed) {
                throw new IOException("The result file " + file + " was deleted");
            }
            if (out == null) {
                return;
            }
            out.flush();
            count = rows;
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
             CountingInput counting = new CountingInput(Channels.newInputStream(channel))) {
            DataInputStream in = new DataInputStream(counting);
            for (long i = 0; i < count; i++) {
                long at = counting.position();
                visitor.row(at, StoredRow.readFrom(in));
            }
        }
    }

    /** The rows that start at these byte offsets of the file, in the order given (a sorted view's page). */
    public synchronized List<StoredRow> readAt(long[] offsets, int from, int count) {
        if (closed || out == null) {
            return List.of();
        }
        List<StoredRow> page = new ArrayList<>(count);
        try {
            out.flush();
            for (int i = from; i < Math.min(offsets.length, from + count); i++) {
                reader.position(offsets[i]);
                DataInputStream in = new DataInputStream(new BufferedInputStream(Channels.newInputStream(reader), 4096));
                page.add(StoredRow.readFrom(in));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the result file " + file, e);
        }
        return page;
    }

    /** Closes the file and deletes it; the store is empty afterwards. Idempotent. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        window.clear();
        try {
            if (out != null) {
                out.close();
                reader.close();
            }
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot delete the result file " + file, e);
        }
    }

    public Path file() {
        return file;
    }

    private List<StoredRow> fromWindow(long skip, int count) {
        List<StoredRow> page = new ArrayList<>(count);
        Iterator<StoredRow> it = window.iterator();
        for (long i = 0; i < skip; i++) {
            it.next();
        }
        for (int i = 0; i < count && it.hasNext(); i++) {
            page.add(it.next());
        }
        return page;
    }

    private List<StoredRow> fromFile(long offset, int count) throws IOException {
        out.flush();
        int slot = (int) (offset / INDEX_STEP);
        reader.position(index[slot]);
        // not closed: closing the stream would close the shared channel
        DataInputStream in = new DataInputStream(new BufferedInputStream(Channels.newInputStream(reader), 64 * 1024));
        for (long i = (long) slot * INDEX_STEP; i < offset; i++) {
            StoredRow.skip(in);
        }
        List<StoredRow> page = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            page.add(StoredRow.readFrom(in));
        }
        return page;
    }

    /** What {@link #forEachRow} calls for each row. */
    @FunctionalInterface
    public interface RowVisitor {
        void row(long offset, StoredRow row) throws IOException;
    }

    /** One stored row: its change kind and display values. */
    public record StoredRow(String kind, List<String> values) {

        int writeTo(DataOutputStream out) throws IOException {
            int written = writeText(out, kind) + 4;
            out.writeInt(values.size());
            for (String value : values) {
                written += writeText(out, value);
            }
            return written;
        }

        static StoredRow readFrom(DataInputStream in) throws IOException {
            String kind = readText(in);
            int n = in.readInt();
            List<String> values = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                values.add(readText(in));
            }
            return new StoredRow(kind, java.util.Collections.unmodifiableList(values));
        }

        static void skip(DataInputStream in) throws IOException {
            skipText(in);
            int n = in.readInt();
            for (int i = 0; i < n; i++) {
                skipText(in);
            }
        }

        private static int writeText(DataOutputStream out, String text) throws IOException {
            if (text == null) {
                out.writeInt(-1);
                return 4;
            }
            byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
            out.writeInt(utf8.length);
            out.write(utf8);
            return 4 + utf8.length;
        }

        private static String readText(DataInputStream in) throws IOException {
            int length = in.readInt();
            if (length < 0) {
                return null;
            }
            return new String(in.readNBytes(length), StandardCharsets.UTF_8);
        }

        private static void skipText(DataInputStream in) throws IOException {
            int length = in.readInt();
            if (length > 0) {
                in.skipNBytes(length);
            }
        }
    }
}
