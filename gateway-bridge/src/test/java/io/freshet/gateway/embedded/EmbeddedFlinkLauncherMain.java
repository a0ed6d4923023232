package io.freshet.gateway.embedded;

import io.freshet.gateway.testing.EmbeddedGatewayExtension;

import java.nio.file.Path;

/**
 * Starts an embedded Flink, prints the child's pid and waits forever: a parent for tests to kill.
 * Arguments: home directory, lib directory.
 */
public final class EmbeddedFlinkLauncherMain {

    public static final String PID_PREFIX = "CHILD_PID=";

    private EmbeddedFlinkLauncherMain() {
    }

    public static void main(String[] args) throws InterruptedException {
        System.setProperty("freshet.embedded.lib-dir", Path.of(args[1]).toString());
        EmbeddedFlink flink = EmbeddedGatewayExtension.start(Path.of(args[0]));
        System.out.println(PID_PREFIX + flink.pid());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }
}
