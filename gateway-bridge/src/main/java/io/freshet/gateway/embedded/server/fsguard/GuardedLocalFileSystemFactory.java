package io.freshet.gateway.embedded.server.fsguard;

import org.apache.flink.configuration.ConfigOption;
import org.apache.flink.configuration.ConfigOptions;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.core.fs.FileSystem;
import org.apache.flink.core.fs.FileSystemFactory;
import org.apache.flink.core.fs.local.LocalFileSystem;

import java.net.URI;

/**
 * Flink's factory for the {@code file} scheme, registered through {@link java.util.ServiceLoader}. Flink
 * 2.0 lists its built-in local factory first and lets a later factory for the same scheme replace it, so
 * this one wins wherever it is on the class path (only a Flink plugin could override it; the embedded
 * Flink loads none). Without {@link AllowedRoots#CONFIG_KEY} in the configuration it hands out Flink's
 * own shared local file system, unchanged.
 */
public final class GuardedLocalFileSystemFactory implements FileSystemFactory {

    static final ConfigOption<String> ALLOWED_ROOTS = ConfigOptions.key(AllowedRoots.CONFIG_KEY)
            .stringType().noDefaultValue()
            .withDescription("Directories the local file system may touch, separated by ';'; empty: all");

    private volatile FileSystem fileSystem = LocalFileSystem.getSharedInstance();

    @Override
    public String getScheme() {
        return LocalFileSystem.getLocalFsURI().getScheme();
    }

    /** Called by {@link FileSystem#initialize}; the embedded Flink's main calls that with its configuration. */
    @Override
    public void configure(Configuration config) {
        AllowedRoots roots = AllowedRoots.parse(config.get(ALLOWED_ROOTS));
        fileSystem = roots.isEmpty() ? LocalFileSystem.getSharedInstance() : new GuardedLocalFileSystem(roots);
    }

    @Override
    public FileSystem create(URI fsUri) {
        return fileSystem;
    }
}
