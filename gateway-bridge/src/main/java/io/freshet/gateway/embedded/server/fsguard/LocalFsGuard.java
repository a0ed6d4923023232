package io.freshet.gateway.embedded.server.fsguard;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.core.fs.FileSystem;
import org.apache.flink.core.fs.local.LocalFileSystem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;

/** Installs the guarded local file system in this JVM, before anything in Flink touches a file. */
public final class LocalFsGuard {

    private static final Logger LOG = LoggerFactory.getLogger(LocalFsGuard.class);

    private LocalFsGuard() {
    }

    /**
     * Initialises Flink's file systems with the given configuration (nothing else in the embedded
     * Flink does: without it the factories would see an empty configuration) and proves that the
     * {@code file} scheme is guarded when roots are configured.
     */
    public static void install(Configuration config) throws IOException {
        FileSystem.initialize(config, null);
        AllowedRoots roots = AllowedRoots.parse(config.get(GuardedLocalFileSystemFactory.ALLOWED_ROOTS));
        if (roots.isEmpty()) {
            LOG.warn("No {} configured: the local file system is not guarded", AllowedRoots.CONFIG_KEY);
            return;
        }
        FileSystem local = FileSystem.getUnguardedFileSystem(LocalFileSystem.getLocalFsURI());
        if (!(local instanceof GuardedLocalFileSystem)) {
            throw new IllegalStateException("The guarded local file system did not win the 'file' scheme ("
                    + local.getClass().getName() + " did); refusing to start unguarded");
        }
        LOG.info("Local file access limited to {}", roots.roots());
    }
}
