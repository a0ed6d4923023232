package io.freshet.gateway.embedded.server.sandbox;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * The places outside the allowed roots that the embedded Flink JVM must read to run: the JDK (and the /etc files
 * its links point to), its own class path, the native library path, and named system files for memory, CPU, cgroup limits, entropy, name
 * resolution and time zones. Named one by one: /proc, /sys and /etc as a whole stay closed (another process's
 * environment, {@code /proc/self/root}, {@code /etc/shadow}).
 */
final class SystemReadRoots {

    /** Per-process files Flink, Netty and the JDK's container support read about this JVM itself. */
    private static final List<String> OWN_PROC = List.of("stat", "statm", "status", "cgroup", "mountinfo", "mounts",
            "limits", "io", "task", "net", "maps", "smaps", "cmdline", "oom_score_adj", "coredump_filter");
    private static final List<String> SYSTEM = List.of(
            "/proc/meminfo", "/proc/cpuinfo", "/proc/cgroups", "/proc/stat", "/proc/loadavg", "/proc/version", "/proc/sys/net",
            "/proc/sys/kernel/pid_max", "/proc/sys/kernel/random", "/proc/sys/vm", "/proc/pressure",
            "/sys/fs/cgroup", "/sys/devices/system/cpu", "/sys/devices/system/node", "/sys/kernel/mm",
            "/dev/urandom", "/dev/random", "/dev/null",
            "/etc/resolv.conf", "/etc/hosts", "/etc/host.conf", "/etc/nsswitch.conf", "/etc/gai.conf",
            "/etc/localtime", "/etc/timezone", "/etc/os-release", "/usr/lib/os-release", "/etc/services",
            "/etc/protocols", "/etc/mime.types", "/etc/ssl/certs", "/etc/pki", "/usr/share/zoneinfo",
            "/usr/share/ca-certificates");
    private static final int JDK_LINK_DEPTH = 6;

    private SystemReadRoots() {
    }

    /** The read-only roots of this JVM: its Java home, class path and the named system files. */
    static List<Path> of() {
        List<Path> roots = new ArrayList<>();
        Path javaHome = Path.of(System.getProperty("java.home"));
        roots.add(javaHome);
        roots.addAll(linkTargets(javaHome));
        // the class path, and where System.loadLibrary looks for native code (Hadoop's and lz4's probes)
        for (String property : List.of("java.class.path", "java.library.path")) {
            Arrays.stream(System.getProperty(property, "").split(File.pathSeparator))
                    .filter(entry -> !entry.isBlank()).map(entry -> Path.of(entry).toAbsolutePath()).forEach(roots::add);
        }
        Path ownProc = Path.of("/proc", Long.toString(ProcessHandle.current().pid()));
        OWN_PROC.forEach(name -> roots.add(ownProc.resolve(name)));
        SYSTEM.forEach(name -> roots.add(Path.of(name)));
        return roots;
    }

    /**
     * Where the symbolic links inside the Java home point: Debian's JDK keeps its security settings and
     * CA certificates in /etc and links them in.
     */
    private static List<Path> linkTargets(Path javaHome) {
        try (Stream<Path> files = Files.walk(javaHome, JDK_LINK_DEPTH)) {
            return files.filter(Files::isSymbolicLink).map(SystemReadRoots::realQuietly)
                    .filter(target -> target != null).toList();
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    private static Path realQuietly(Path link) {
        try {
            return link.toRealPath();
        } catch (IOException e) {
            return null;
        }
    }
}
