package io.freshet.backend.refreshes;

import io.freshet.analysis.quoting.SqlQuoting;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads, from where it stopped, the embedded gateway's record of the refreshes its workflow scheduler fired
 * (gateway-bridge's {@code EmbeddedFlinkLayout.scheduledRefreshes()}): one tab-separated line per fire.
 */
final class SchedulerFires {

    /** One fire: the table as {@code catalog.database.table}, and the result or the failure's full text. */
    record Fire(Instant fired, Instant ended, String table, boolean failed, String text) {
    }

    private static final int MAX_READ = 4 * 1024 * 1024;

    private long offset;

    /** The fires written since the last call (all of them at the first); none when there is no file. */
    List<Fire> readNew(Path file) throws IOException {
        if (file == null || !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            return List.of();
        }
        List<Fire> fires = new ArrayList<>();
        // the file lies in the Flink child's log directory, which that user may change: never follow a link there
        try (SeekableByteChannel in = Files.newByteChannel(file, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
            if (in.size() < offset) {
                // a new file (the home was reset): start over
                offset = 0;
            }
            ByteBuffer bytes = ByteBuffer.allocate((int) Math.min(MAX_READ, in.size() - offset));
            in.position(offset);
            int read;
            do {
                read = in.read(bytes);
            } while (read > 0 && bytes.hasRemaining());
            int end = lastNewline(bytes.array(), bytes.position());
            // a line still being written waits for the next read
            for (String line : new String(bytes.array(), 0, end + 1, StandardCharsets.UTF_8).split("\n")) {
                parse(line).ifPresent(fires::add);
            }
            offset += end + 1;
        }
        return fires;
    }

    static Optional<Fire> parse(String line) {
        String[] fields = line.split("\t", -1);
        if (fields.length != 5) {
            return Optional.empty();
        }
        try {
            return table(fields[2]).map(table -> new Fire(Instant.ofEpochMilli(Long.parseLong(fields[0])),
                    Instant.ofEpochMilli(Long.parseLong(fields[1])), table, "FAILED".equals(fields[3]),
                    unescape(fields[4])));
        } catch (NumberFormatException notOurs) {
            return Optional.empty();
        }
    }

    /** {@code `lakehouse`.`dws`.`x`} as {@code lakehouse.dws.x}. */
    static Optional<String> table(String identifier) {
        return SqlQuoting.parseQualified(identifier).filter(parts -> parts.size() == 3)
                .map(parts -> String.join(".", parts));
    }

    static String unescape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                char next = text.charAt(++i);
                out.append(next == 'n' ? '\n' : next == 't' ? '\t' : next);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static int lastNewline(byte[] bytes, int length) {
        for (int i = length - 1; i >= 0; i--) {
            if (bytes[i] == '\n') {
                return i;
            }
        }
        return -1;
    }
}
