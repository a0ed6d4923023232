package io.freshet.backend.run;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;

/** A buffered input that knows how many bytes its reader has taken, so a reader knows where each row starts. */
final class CountingInput extends BufferedInputStream {
    private long consumed;

    CountingInput(InputStream in) {
        super(in, 64 * 1024);
    }

    long position() {
        return consumed;
    }

    @Override
    public synchronized int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            consumed++;
        }
        return b;
    }

    @Override
    public synchronized int read(byte[] b, int off, int len) throws IOException {
        int n = super.read(b, off, len);
        if (n > 0) {
            consumed += n;
        }
        return n;
    }

    @Override
    public synchronized long skip(long n) throws IOException {
        long skipped = super.skip(n);
        consumed += skipped;
        return skipped;
    }
}
