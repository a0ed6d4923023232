package io.freshet.gateway.embedded;

import io.freshet.gateway.GatewayException;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;

/** One Freshet per home: an OS file lock, released automatically if this JVM dies. */
public final class HomeLock implements AutoCloseable {

    private final FileChannel channel;
    private final FileLock lock;

    private HomeLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    public static HomeLock acquire(Path lockFile, Path home) {
        FileChannel channel = null;
        try {
            channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = tryLock(channel);
            if (lock == null) {
                throw StartChecks.startError("Another Freshet is already using " + home + " (lock file "
                        + lockFile + "). Stop it, or choose another home.");
            }
            return new HomeLock(channel, lock);
        } catch (IOException e) {
            closeQuietly(channel);
            throw StartChecks.startError("Cannot lock the Freshet home " + home + ": " + StartChecks.reason(e));
        } catch (GatewayException e) {
            closeQuietly(channel);
            throw e;
        }
    }

    /**
     * Waits until no child of an earlier run holds the child lock (it stops by itself once its parent
     * is gone, which can take a few seconds).
     */
    static void awaitNoChild(Path childLockFile, Duration patience) {
        long deadline = System.nanoTime() + patience.toNanos();
        while (true) {
            try (FileChannel channel = FileChannel.open(childLockFile, StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE); FileLock free = tryLock(channel)) {
                if (free != null) {
                    return;
                }
            } catch (IOException e) {
                throw StartChecks.startError("Cannot check " + childLockFile + ": " + StartChecks.reason(e));
            }
            if (System.nanoTime() > deadline) {
                throw StartChecks.startError("An embedded Flink from an earlier run (pid " + pidIn(childLockFile)
                        + ") is still running on " + childLockFile.getParent() + ". Wait for it to stop, or end it.");
            }
            sleep(250);
        }
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException sameJvm) {
            return null;
        }
    }

    private static String pidIn(Path lockFile) {
        try {
            String pid = Files.readString(lockFile, StandardCharsets.UTF_8).strip();
            return pid.isEmpty() ? "unknown" : pid;
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw StartChecks.startError("Interrupted while waiting for an earlier embedded Flink to stop.");
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // nothing was locked through it
            }
        }
    }

    @Override
    public void close() {
        try {
            lock.release();
        } catch (IOException ignored) {
            // closing the channel below releases it as well
        }
        closeQuietly(channel);
    }
}
