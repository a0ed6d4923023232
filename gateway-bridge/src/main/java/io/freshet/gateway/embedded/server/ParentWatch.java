package io.freshet.gateway.embedded.server;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * Ends the child when its parent is gone: stdin is a pipe from the parent, so EOF means the parent
 * closed it or died (even by SIGKILL). A "stop" line asks for a graceful stop.
 */
final class ParentWatch {

    private static final Logger LOG = LoggerFactory.getLogger(ParentWatch.class);

    private ParentWatch() {
    }

    static void start(Runnable onParentGone) {
        Thread stdinWatch = new Thread(() -> {
            String reason = watchStdin();
            LOG.info("Stopping: {}", reason);
            onParentGone.run();
        }, "freshet-parent-watch");
        stdinWatch.setDaemon(true);
        stdinWatch.start();

        // a second signal in case a grandchild inherited stdin and keeps the pipe open
        ProcessHandle.current().parent().ifPresent(parent -> parent.onExit().thenRun(() -> {
            LOG.info("Stopping: the parent process {} exited", parent.pid());
            onParentGone.run();
        }));
    }

    private static String watchStdin() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                if ("stop".equals(line.strip())) {
                    return "the parent asked to stop";
                }
            }
            return "stdin closed (the parent is gone)";
        } catch (IOException e) {
            return "stdin failed (" + e.getMessage() + ")";
        }
    }
}
