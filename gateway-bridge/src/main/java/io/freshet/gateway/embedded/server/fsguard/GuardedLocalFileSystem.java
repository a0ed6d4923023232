package io.freshet.gateway.embedded.server.fsguard;

import org.apache.flink.core.fs.BlockLocation;
import org.apache.flink.core.fs.FSDataInputStream;
import org.apache.flink.core.fs.FSDataOutputStream;
import org.apache.flink.core.fs.FileStatus;
import org.apache.flink.core.fs.Path;
import org.apache.flink.core.fs.local.LocalFileSystem;
import org.apache.flink.core.fs.local.LocalRecoverableWriter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.InvalidPathException;

/**
 * Flink's local file system, refusing every path outside the allowed roots. A subclass rather than a
 * wrapper, so code that checks for {@link LocalFileSystem} keeps treating it as the local disk.
 */
public class GuardedLocalFileSystem extends LocalFileSystem {

    static final String REFUSAL = AllowedRoots.REFUSAL;

    private static final Logger LOG = LoggerFactory.getLogger(GuardedLocalFileSystem.class);

    private final AllowedRoots roots;

    public GuardedLocalFileSystem(AllowedRoots roots) {
        this.roots = roots;
    }

    /** Throws unless the path (as this file system would open it) lies below an allowed root. */
    void check(Path path) throws IOException {
        File file = pathToFile(path);
        boolean allowed;
        try {
            allowed = roots.allows(file.toPath());
        } catch (UncheckedIOException | InvalidPathException | SecurityException e) {
            // the security manager, where one is installed, may refuse even to look at the path
            allowed = false;
        }
        if (!allowed) {
            LOG.warn("Refused local file access to {}: {}", file, REFUSAL);
            throw new IOException("Access to " + file + " is refused: it is " + REFUSAL + ".");
        }
    }

    @Override
    public FileStatus getFileStatus(Path path) throws IOException {
        check(path);
        return super.getFileStatus(path);
    }

    @Override
    public BlockLocation[] getFileBlockLocations(FileStatus file, long start, long len) throws IOException {
        check(file.getPath());
        return super.getFileBlockLocations(file, start, len);
    }

    @Override
    public FSDataInputStream open(Path path, int bufferSize) throws IOException {
        check(path);
        return super.open(path, bufferSize);
    }

    @Override
    public FSDataInputStream open(Path path) throws IOException {
        check(path);
        return super.open(path);
    }

    @Override
    public boolean exists(Path path) throws IOException {
        check(path);
        return super.exists(path);
    }

    @Override
    public FileStatus[] listStatus(Path path) throws IOException {
        check(path);
        return super.listStatus(path);
    }

    @Override
    public boolean delete(Path path, boolean recursive) throws IOException {
        check(path);
        return super.delete(path, recursive);
    }

    @Override
    public boolean mkdirs(Path path) throws IOException {
        check(path);
        return super.mkdirs(path);
    }

    @Override
    public FSDataOutputStream create(Path path, WriteMode overwrite) throws IOException {
        check(path);
        return super.create(path, overwrite);
    }

    @Override
    public boolean rename(Path source, Path target) throws IOException {
        check(source);
        check(target);
        return super.rename(source, target);
    }

    @Override
    public LocalRecoverableWriter createRecoverableWriter() throws IOException {
        return new GuardedRecoverableWriter(this);
    }
}
