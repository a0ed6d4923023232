package io.freshet.gateway.embedded;

import io.freshet.gateway.FileUris;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The checkpoints a job of the embedded Flink left behind in {@code execution.checkpointing.dir}: Flink writes each
 * to {@code <dir>/<job id>/chk-<n>/}, and its {@code _metadata} file last, so only a directory with one is complete.
 * A killed child cleans nothing up, so its job's latest completed checkpoint is still there after a restart.
 */
public final class RetainedCheckpoints {

    private static final Pattern JOB_ID = Pattern.compile("[0-9a-f]{32}");
    private static final Pattern CHECKPOINT = Pattern.compile("chk-(\\d{1,18})");
    private static final String METADATA = "_metadata";

    /** A completed checkpoint: its number and directory. */
    public record Checkpoint(long id, Path directory) {

        /** The path a new job restores from ({@code execution.state-recovery.path}). */
        public String uri() {
            return FileUris.of(directory);
        }
    }

    private RetainedCheckpoints() {
    }

    /** The job's completed checkpoint with the highest number, if any; a malformed job id has none. */
    public static Optional<Checkpoint> latest(Path checkpointsDir, String jobId) {
        if (jobId == null || !JOB_ID.matcher(jobId).matches()) {
            return Optional.empty();
        }
        Path jobDir = checkpointsDir.resolve(jobId);
        if (!Files.isDirectory(jobDir)) {
            return Optional.empty();
        }
        try (Stream<Path> dirs = Files.list(jobDir)) {
            return dirs.map(RetainedCheckpoints::completed).flatMap(Optional::stream)
                    .max(Comparator.comparingLong(Checkpoint::id));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static Optional<Checkpoint> completed(Path dir) {
        Matcher name = CHECKPOINT.matcher(dir.getFileName().toString());
        if (!name.matches() || !Files.isRegularFile(dir.resolve(METADATA))) {
            return Optional.empty();
        }
        return Optional.of(new Checkpoint(Long.parseLong(name.group(1)), dir.toAbsolutePath().normalize()));
    }
}
