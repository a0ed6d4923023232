package io.freshet.gateway.embedded;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;

/** The last lines of a log file, read from its end so a huge log costs nothing. */
public final class LogTail {

    private static final int MAX_BYTES = 64 * 1024;

    private LogTail() {
    }

    public static String lastLines(Path file, int lines) {
        // not through a link: the log directory may belong to the child's own user, this JVM may be root
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            return "";
        }
        try (RandomAccessFile in = new RandomAccessFile(file.toFile(), "r")) {
            long start = Math.max(0, in.length() - MAX_BYTES);
            byte[] bytes = new byte[(int) (in.length() - start)];
            in.seek(start);
            in.readFully(bytes);
            List<String> all = new String(bytes, StandardCharsets.UTF_8).lines().toList();
            return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
        } catch (IOException e) {
            return "(cannot read " + file + ": " + e.getMessage() + ")";
        }
    }

    /** The log tail plus this start's stdout/stderr, labelled, for a start failure's details. */
    static String startFailureDetails(EmbeddedFlinkLayout layout) {
        String out = lastLines(layout.outFile(), 40);
        int thisStart = out.lastIndexOf(ChildCommand.START_MARKER);
        return "--- " + layout.logFile() + " (last lines) ---\n" + lastLines(layout.logFile(), 60)
                + "\n--- " + layout.outFile() + " ---\n" + (thisStart < 0 ? out : out.substring(thisStart));
    }
}
