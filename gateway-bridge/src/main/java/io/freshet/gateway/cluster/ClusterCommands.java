package io.freshet.gateway.cluster;

import io.freshet.gateway.embedded.ChildCommand;
import io.freshet.gateway.embedded.ChildIdentity;
import io.freshet.gateway.embedded.ChildUser;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The command lines of the cluster's processes: Flink's entry points behind Freshet's watched mains, each started as
 * the cluster's own OS user when there is one (the embedded Flink's {@link ChildIdentity#asUser}).
 */
final class ClusterCommands {

    static final String WATCHED_MAIN = "io.freshet.gateway.embedded.server.WatchedMain";
    static final String GATEWAY_MAIN = "io.freshet.gateway.embedded.server.ClusterGatewayMain";
    static final String JOB_MANAGER_MAIN = "org.apache.flink.runtime.entrypoint.StandaloneSessionClusterEntrypoint";
    static final String TASK_MANAGER_MAIN = "org.apache.flink.runtime.taskexecutor.TaskManagerRunner";
    static final String S3PROXY_MAIN = "org.gaul.s3proxy.Main";
    private static final String LOG_CONFIG = "classpath:freshet-embedded-log4j2.properties";

    private final Path java;
    private final List<Path> flinkJars;
    private final ClusterLayout layout;
    private final Optional<ChildUser> user;
    private final Path setpriv;

    ClusterCommands(Path java, List<Path> flinkJars, ClusterLayout layout, Optional<ChildUser> user, Path setpriv) {
        this.java = java;
        this.flinkJars = List.copyOf(flinkJars);
        this.layout = layout;
        this.user = user;
        this.setpriv = setpriv;
    }

    List<String> jobManager() {
        return flink("jobmanager", "768m", List.of(WATCHED_MAIN, JOB_MANAGER_MAIN, "--configDir",
                layout.confDir().toString()));
    }

    /** Its resource id is its name, so Flink's REST API says which process runs a task. */
    List<String> taskManager(String name) {
        return flink(name, "512m", List.of(WATCHED_MAIN, TASK_MANAGER_MAIN, "--configDir", layout.confDir().toString(),
                "-Dtaskmanager.resource-id=" + name));
    }

    List<String> gateway() {
        return flink("gateway", "1g", List.of(GATEWAY_MAIN, layout.confDir().toString()));
    }

    /** s3proxy's own fat jar first; the embedded entry-point jar only lends it the parent watch. */
    List<String> objectStore(Path s3proxyJar, Path entryPointJar) {
        List<String> command = new ArrayList<>(List.of(java.toString(), "-Xmx256m", "-XX:+ExitOnOutOfMemoryError",
                "-Djava.io.tmpdir=" + layout.tmpDir(), "-cp", s3proxyJar + File.pathSeparator + entryPointJar,
                WATCHED_MAIN, S3PROXY_MAIN, "--properties", layout.objectStoreProperties().toString()));
        return ChildIdentity.asUser(user, setpriv, command);
    }

    private List<String> flink(String name, String maxHeap, List<String> mainAndArgs) {
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        command.add("-Xmx" + maxHeap);
        command.add("-XX:+ExitOnOutOfMemoryError");
        command.addAll(ChildCommand.JAVA_17_FLAGS);
        command.add("-Dfile.encoding=UTF-8");
        command.add("-Djava.io.tmpdir=" + layout.tmpDir());
        command.add("-Dlog.file=" + layout.logFile(name));
        command.add("-Dlog4j.configurationFile=" + LOG_CONFIG);
        command.add("-cp");
        command.add(flinkJars.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)));
        command.addAll(mainAndArgs);
        return ChildIdentity.asUser(user, setpriv, command);
    }
}
