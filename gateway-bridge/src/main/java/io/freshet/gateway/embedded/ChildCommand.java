package io.freshet.gateway.embedded;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** The command line of the child JVM, and its start. */
public final class ChildCommand {

    /** By name: loading the class here would drag Flink types onto the launcher's class path. */
    static final String MAIN_CLASS = "io.freshet.gateway.embedded.server.EmbeddedFlinkMain";
    static final String START_MARKER = "=== Freshet embedded Flink starting at ";
    static final String LOG_CONFIG = "classpath:freshet-embedded-log4j2.properties";

    /** Flink's own Java 17 flags (env.java.opts.all in its config.yaml): Kryo and friends need them. */
    public static final List<String> JAVA_17_FLAGS = List.of(
            "--add-exports=java.base/sun.net.util=ALL-UNNAMED",
            "--add-exports=java.rmi/sun.rmi.registry=ALL-UNNAMED",
            "--add-exports=jdk.compiler/com.sun.tools.javac.api=ALL-UNNAMED",
            "--add-exports=jdk.compiler/com.sun.tools.javac.file=ALL-UNNAMED",
            "--add-exports=jdk.compiler/com.sun.tools.javac.parser=ALL-UNNAMED",
            "--add-exports=jdk.compiler/com.sun.tools.javac.tree=ALL-UNNAMED",
            "--add-exports=jdk.compiler/com.sun.tools.javac.util=ALL-UNNAMED",
            "--add-exports=java.security.jgss/sun.security.krb5=ALL-UNNAMED",
            "--add-opens=java.base/java.lang=ALL-UNNAMED",
            "--add-opens=java.base/java.net=ALL-UNNAMED",
            "--add-opens=java.base/java.io=ALL-UNNAMED",
            "--add-opens=java.base/java.nio=ALL-UNNAMED",
            "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
            "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED",
            "--add-opens=java.base/java.text=ALL-UNNAMED",
            "--add-opens=java.base/java.time=ALL-UNNAMED",
            "--add-opens=java.base/java.util=ALL-UNNAMED",
            "--add-opens=java.base/java.util.concurrent=ALL-UNNAMED",
            "--add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED",
            "--add-opens=java.base/java.util.concurrent.locks=ALL-UNNAMED");

    private ChildCommand() {
    }

    static List<String> of(Path java, List<Path> jars, String maxHeap, EmbeddedFlinkLayout layout) {
        return of(java, jars, maxHeap, layout, Optional.empty(), Path.of("setpriv"));
    }

    /** The same, started as {@code user} when one is given (see {@link ChildIdentity#asUser}). */
    static List<String> of(Path java, List<Path> jars, String maxHeap, EmbeddedFlinkLayout layout,
            Optional<ChildUser> user, Path setpriv) {
        return of(java, jars, maxHeap, layout, user, setpriv, List.of());
    }

    /**
     * The same, the JVM started through {@code priority} (see {@link ChildPriority}), after setpriv if any, with the
     * class-data sharing archive of the configured cache (see {@link ClassDataArchive}).
     */
    static List<String> of(Path java, List<Path> jars, String maxHeap, EmbeddedFlinkLayout layout,
            Optional<ChildUser> user, Path setpriv, List<String> priority) {
        return of(java, jars, maxHeap, layout, user, setpriv, priority,
                ClassDataArchive.flags(ClassDataArchive.cacheDir(), java, jars, user, layout.tmpDir()));
    }

    /** The same with {@code classSharing}, the child's class-data sharing flags. */
    static List<String> of(Path java, List<Path> jars, String maxHeap, EmbeddedFlinkLayout layout,
            Optional<ChildUser> user, Path setpriv, List<String> priority, List<String> classSharing) {
        List<String> command = new ArrayList<>();
        command.addAll(priority);
        command.add(java.toString());
        command.add("-Xmx" + maxHeap);
        // a JVM that ran out of heap is half-broken; better dead, so the launcher sees it
        command.add("-XX:+ExitOnOutOfMemoryError");
        command.addAll(JAVA_17_FLAGS);
        command.addAll(classSharing);
        command.add("-Dfile.encoding=UTF-8");
        // the child installs its own security manager (server.sandbox); Java 18+ refuses that without this
        command.add("-Djava.security.manager=allow");
        command.add("-Djava.io.tmpdir=" + layout.tmpDir());
        command.add("-Dlog.file=" + layout.logFile());
        command.add("-Dlog4j.configurationFile=" + LOG_CONFIG);
        command.add("-cp");
        command.add(jars.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)));
        command.add(MAIN_CLASS);
        command.add("--config");
        command.add(layout.flinkConfigFile().toString());
        command.add("--lock");
        command.add(layout.childLock().toString());
        // the path only: a command line is visible to every local user, the file is the launcher's user's alone
        command.add("--token-file");
        command.add(layout.restTokenFile().toString());
        return ChildIdentity.asUser(user, setpriv, command);
    }

    /**
     * Starts the child: output appended to the .out file, stdin a pipe it watches for the parent. A class-data archive
     * it writes at exit is in the cache by the time a wait for its end returns.
     */
    static Process start(List<String> command, EmbeddedFlinkLayout layout) {
        return ArchivingProcess.of(start(command, layout.home(), layout.outFile(), Map.of()), command, layout.tmpDir());
    }

    /**
     * Starts a child JVM in {@code workDir}: output appended to {@code outFile} after a start marker, stdin a pipe
     * it may watch for the parent, no Flink location variables of an installed Flink, then {@code env} on top.
     */
    public static Process start(List<String> command, Path workDir, Path outFile, Map<String, String> env) {
        try {
            return startProcess(command, workDir, outFile, env);
        } catch (IOException e) {
            throw StartChecks.startError("Cannot start " + command.get(0) + ": " + StartChecks.reason(e));
        }
    }

    private static Process startProcess(List<String> command, Path workDir, Path outFile, Map<String, String> extraEnv)
            throws IOException {
        // the .out file is appended to across starts; the marker lets a failure report show only this one
        // never through a link: the log directory may belong to the child's own user
        Files.writeString(outFile, "\n" + START_MARKER + Instant.now() + " ===\n",
                StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND, LinkOption.NOFOLLOW_LINKS);
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(workDir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(outFile.toFile()));
        Map<String, String> env = builder.environment();
        // the child's configuration is complete; an installed Flink's settings must not leak in
        List.of("FLINK_HOME", "FLINK_CONF_DIR", "FLINK_LIB_DIR", "FLINK_OPT_DIR", "FLINK_PLUGINS_DIR")
                .forEach(env::remove);
        env.putAll(extraEnv);
        return builder.start();
    }
}
