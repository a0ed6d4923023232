package io.freshet.backend.ingest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The checkpoints Flink retained for a job under {@code <checkpoints>/<job id>/chk-N}: only a folder with its
 * {@code _metadata} file is a completed checkpoint (Flink writes that file last).
 */
final class RetainedCheckpoints {

    private static final Pattern CHECKPOINT = Pattern.compile("chk-(\\d+)");
    private static final Pattern JOB_ID = Pattern.compile("[0-9a-f]{32}");

    /** A completed checkpoint: its number and folder. */
    record Checkpoint(long number, Path path) {
    }

    private RetainedCheckpoints() {
    }

    /** The job's latest completed checkpoint, if any. */
    static Optional<Checkpoint> latest(Path checkpoints, String jobId) {
        if (jobId == null || !JOB_ID.matcher(jobId).matches()) {
            return Optional.empty();
        }
        Path job = checkpoints.resolve(jobId);
        if (!Files.isDirectory(job)) {
            return Optional.empty();
        }
        try (Stream<Path> folders = Files.list(job)) {
            return folders.map(RetainedCheckpoints::completed).flatMap(Optional::stream)
                    .max(Comparator.comparingLong(Checkpoint::number));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Optional<Checkpoint> completed(Path folder) {
        Matcher m = CHECKPOINT.matcher(folder.getFileName().toString());
        if (!m.matches() || !Files.isRegularFile(folder.resolve("_metadata"))) {
            return Optional.empty();
        }
        return Optional.of(new Checkpoint(Long.parseLong(m.group(1)), folder.toAbsolutePath()));
    }
}
