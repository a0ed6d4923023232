package io.freshet.gateway.embedded;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A child that writes a class-data archive at exit ({@link ClassDataArchive}): whoever waits for it to end learns so
 * only once the archive is in the cache. The IDE stops its Flink while its own JVM shuts down; an adoption left to a
 * background thread would die with it, and every start would write an archive that none ever reads.
 */
final class ArchivingProcess extends Process {

    private final Process child;
    private final List<String> command;
    private final Path childTmp;
    private boolean adopted;

    private ArchivingProcess(Process child, List<String> command, Path childTmp) {
        this.child = child;
        this.command = List.copyOf(command);
        this.childTmp = childTmp;
    }

    /** {@code child} itself when its command writes no archive, else the child wrapped. */
    static Process of(Process child, List<String> command, Path childTmp) {
        if (command.stream().noneMatch(a -> a.startsWith(ClassDataArchive.WRITE_FLAG))) {
            return child;
        }
        ArchivingProcess archiving = new ArchivingProcess(child, command, childTmp);
        // a child that ends while nobody waits (it crashed, or the launcher stopped watching)
        child.onExit().thenRun(archiving::adoptOnce);
        return archiving;
    }

    private synchronized void adoptOnce() {
        if (!adopted) {
            adopted = true;
            ClassDataArchive.adopt(command, child.exitValue(), childTmp, ClassDataArchive.cacheDir());
        }
    }

    @Override
    public int waitFor() throws InterruptedException {
        int exitCode = child.waitFor();
        adoptOnce();
        return exitCode;
    }

    @Override
    public boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
        boolean ended = child.waitFor(timeout, unit);
        if (ended) {
            adoptOnce();
        }
        return ended;
    }

    @Override
    public CompletableFuture<Process> onExit() {
        return child.onExit().thenApply(ended -> {
            adoptOnce();
            return this;
        });
    }

    @Override
    public OutputStream getOutputStream() {
        return child.getOutputStream();
    }

    @Override
    public InputStream getInputStream() {
        return child.getInputStream();
    }

    @Override
    public InputStream getErrorStream() {
        return child.getErrorStream();
    }

    @Override
    public int exitValue() {
        return child.exitValue();
    }

    @Override
    public void destroy() {
        child.destroy();
    }

    @Override
    public Process destroyForcibly() {
        child.destroyForcibly();
        return this;
    }

    @Override
    public boolean supportsNormalTermination() {
        return child.supportsNormalTermination();
    }

    @Override
    public boolean isAlive() {
        return child.isAlive();
    }

    @Override
    public long pid() {
        return child.pid();
    }

    @Override
    public ProcessHandle toHandle() {
        return child.toHandle();
    }

    @Override
    public ProcessHandle.Info info() {
        return child.info();
    }

    @Override
    public Stream<ProcessHandle> children() {
        return child.children();
    }

    @Override
    public Stream<ProcessHandle> descendants() {
        return child.descendants();
    }
}
