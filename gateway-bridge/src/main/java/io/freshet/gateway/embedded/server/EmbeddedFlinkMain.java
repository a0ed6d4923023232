package io.freshet.gateway.embedded.server;

import io.freshet.gateway.embedded.server.fsguard.LocalFsGuard;
import io.freshet.gateway.embedded.server.sandbox.ChildSandbox;
import org.apache.flink.configuration.Configuration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;

/**
 * Main class of the embedded Flink child JVM: runs a MiniCluster and a SQL Gateway until the parent
 * says "stop" on stdin or goes away. Only Flink and the JDK are on its class path.
 *
 * <p>Usage: {@code EmbeddedFlinkMain --config <flink-config.properties> --lock <lock file> --token-file <file>};
 * the token file (0600, written by the launcher) holds the per-start secret of the {@link RestLock}.
 */
public final class EmbeddedFlinkMain {

    static final int EXIT_START_FAILED = 1;
    static final int EXIT_USAGE = 2;
    static final int EXIT_LOCKED = 3;

    private static final Logger LOG = LoggerFactory.getLogger(EmbeddedFlinkMain.class);

    private EmbeddedFlinkMain() {
    }

    public static void main(String[] args) {
        Map<String, String> options = parseArgs(args);
        if (options == null) {
            System.err.println("Usage: EmbeddedFlinkMain --config <flink-config.properties> --lock <lock file>"
                    + " --token-file <file>");
            System.exit(EXIT_USAGE);
            return;
        }
        FileLock lock = lockOrExit(Path.of(options.get("--lock")));
        Configuration config;
        try {
            config = loadConfig(Path.of(options.get("--config")));
        } catch (IOException e) {
            fail("Cannot read the Flink configuration " + options.get("--config"), e);
            return;
        }
        try {
            LocalFsGuard.install(config);
        } catch (IOException | RuntimeException e) {
            fail("Cannot limit the embedded Flink's local file access", e);
            return;
        }
        try {
            // before any REST endpoint or client exists: Flink's factories look the lock up when they build one
            RestLock.install(readToken(Path.of(options.get("--token-file"))), RestLock.ownEndpoints(config));
        } catch (IOException | IllegalArgumentException e) {
            fail("Cannot read the REST token file " + options.get("--token-file"), e);
            return;
        }
        try {
            // last before Flink starts: the configuration and the token above are files it may no longer read
            ChildSandbox.install(config, Path.of(System.getProperty("user.dir")), logDir());
        } catch (RuntimeException e) {
            fail("Cannot install the embedded Flink's security manager", e);
            return;
        }

        LocalFlinkCluster cluster = new LocalFlinkCluster(config);
        CountDownLatch stopRequested = new CountDownLatch(1);
        ParentWatch.start(stopRequested::countDown);
        // SIGTERM from the parent's forced stop still gets a clean shutdown
        Runtime.getRuntime().addShutdownHook(new Thread(cluster::stop, "freshet-shutdown"));
        try {
            cluster.start();
        } catch (Exception e) {
            cluster.stop();
            fail("The embedded Flink failed to start", e);
            return;
        }
        LOG.info("Freshet embedded Flink is ready (pid {})", ProcessHandle.current().pid());
        System.out.println("Freshet embedded Flink is ready");
        System.out.flush();

        awaitQuietly(stopRequested);
        cluster.stop();
        LOG.info("Freshet embedded Flink stopped");
        releaseQuietly(lock);
        // Flink leaves non-daemon threads behind; exit explicitly
        System.exit(0);
    }

    private static Map<String, String> parseArgs(String[] args) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i], args[i + 1]);
        }
        boolean complete = args.length % 2 == 0 && options.containsKey("--config") && options.containsKey("--lock")
                && options.containsKey("--token-file");
        return complete ? options : null;
    }

    private static FileLock lockOrExit(Path lockFile) {
        try {
            FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                System.err.println("Another embedded Flink is running on this home (lock " + lockFile + ")");
                System.exit(EXIT_LOCKED);
            }
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(Long.toString(ProcessHandle.current().pid()).getBytes(StandardCharsets.UTF_8)));
            channel.force(false);
            return lock;
        } catch (IOException e) {
            fail("Cannot lock " + lockFile, e);
            return null;
        }
    }

    static Configuration loadConfig(Path file) throws IOException {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(reader);
        }
        Map<String, String> map = new HashMap<>();
        properties.stringPropertyNames().forEach(key -> map.put(key, properties.getProperty(key)));
        return Configuration.fromMap(map);
    }

    /** Where log4j and the scheduled-refresh record write: the directory of {@code -Dlog.file}. */
    private static Path logDir() {
        String logFile = System.getProperty("log.file");
        return logFile == null ? Path.of(System.getProperty("user.dir"), "log")
                : Path.of(logFile).toAbsolutePath().getParent();
    }

    private static String readToken(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.US_ASCII).strip();
    }

    private static void fail(String message, Exception e) {
        LOG.error(message, e);
        System.err.println(message + ": " + e);
        System.err.flush();
        System.exit(EXIT_START_FAILED);
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void releaseQuietly(FileLock lock) {
        try {
            lock.release();
            lock.channel().close();
        } catch (IOException e) {
            LOG.debug("Releasing the lock failed; the OS releases it at exit anyway", e);
        }
    }
}
