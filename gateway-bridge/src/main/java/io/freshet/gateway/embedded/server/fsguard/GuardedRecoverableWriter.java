package io.freshet.gateway.embedded.server.fsguard;

import org.apache.flink.core.fs.Path;
import org.apache.flink.core.fs.RecoverableFsDataOutputStream;
import org.apache.flink.core.fs.local.LocalRecoverableWriter;

import java.io.IOException;

/**
 * The file sink's writer on the guarded file system: a new file only below the allowed roots. Resuming
 * and committing use what Flink stored in its own checkpoints for files opened here.
 */
final class GuardedRecoverableWriter extends LocalRecoverableWriter {

    private final GuardedLocalFileSystem fs;

    GuardedRecoverableWriter(GuardedLocalFileSystem fs) {
        super(fs);
        this.fs = fs;
    }

    @Override
    public RecoverableFsDataOutputStream open(Path filePath) throws IOException {
        fs.check(filePath);
        return super.open(filePath);
    }
}
