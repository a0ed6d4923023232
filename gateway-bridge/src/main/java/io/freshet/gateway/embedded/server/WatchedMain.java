package io.freshet.gateway.embedded.server;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.lang.reflect.InvocationTargetException;
import java.util.Arrays;

/**
 * Runs a Flink entry point (JobManager, TaskManager) as a child of the local cluster launcher, and ends it when
 * the launcher says "stop" or goes away, so a killed launcher leaves no cluster behind.
 *
 * <p>Usage: {@code WatchedMain <main class> <its arguments...>}.
 */
public final class WatchedMain {

    private static final Logger LOG = LoggerFactory.getLogger(WatchedMain.class);

    private WatchedMain() {
    }

    public static void main(String[] args) throws Throwable {
        if (args.length == 0) {
            System.err.println("Usage: WatchedMain <main class> [arguments...]");
            System.exit(EmbeddedFlinkMain.EXIT_USAGE);
            return;
        }
        ParentWatch.start(WatchedMain::exit);
        try {
            Class.forName(args[0]).getMethod("main", String[].class)
                    .invoke(null, (Object) Arrays.copyOfRange(args, 1, args.length));
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private static synchronized void exit() {
        LOG.info("The launcher is gone or asked to stop: shutting down (pid {})", ProcessHandle.current().pid());
        // Flink's own shutdown hooks stop the entry point cleanly
        System.exit(0);
    }
}
