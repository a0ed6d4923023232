package io.freshet.deploy;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * CPU seconds of this JVM, of its threads (by name, digits dropped so pools add up) and of each process it started
 * (a Flink process by its log file's name, another Java process by its main class, any other by its program), so a
 * benchmark can tell who spent the CPU.
 */
record ProcessCpu(Map<String, Double> processes, Map<String, Double> threads) {

    private static final String THIS_JVM = "test JVM (Freshet)";

    static ProcessCpu now() {
        Map<String, Double> processes = new TreeMap<>();
        processes.put(THIS_JVM, ((com.sun.management.OperatingSystemMXBean) ManagementFactory
                .getOperatingSystemMXBean()).getProcessCpuTime() / 1e9);
        ProcessHandle.current().descendants().forEach(p -> p.info().totalCpuDuration().ifPresent(cpu ->
                processes.merge(name(p), cpu.toNanos() / 1e9, Double::sum)));
        Map<String, Double> threads = new TreeMap<>();
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (long id : mx.getAllThreadIds()) {
            var info = mx.getThreadInfo(id);
            long nanos = mx.getThreadCpuTime(id);
            if (info != null && nanos > 0) {
                threads.merge(info.getThreadName().replaceAll("[0-9]+", "#"), nanos / 1e9, Double::sum);
            }
        }
        return new ProcessCpu(processes, threads);
    }

    double total() {
        return processes.values().stream().mapToDouble(Double::doubleValue).sum();
    }

    /** What each process spent since {@code earlier}, in cores over {@code wall}, largest first, as one line. */
    String coresSince(ProcessCpu earlier, Duration wall) {
        return cores(processes, earlier.processes, wall, Integer.MAX_VALUE);
    }

    /** The {@code top} busiest thread groups of this JVM since {@code earlier}, in cores over {@code wall}. */
    String threadCoresSince(ProcessCpu earlier, Duration wall, int top) {
        return cores(threads, earlier.threads, wall, top);
    }

    private static String cores(Map<String, Double> now, Map<String, Double> then, Duration wall, int top) {
        double ms = Math.max(1, wall.toMillis());
        return now.entrySet().stream()
                .map(e -> Map.entry(e.getKey(), e.getValue() - then.getOrDefault(e.getKey(), 0.0)))
                .filter(e -> e.getValue() > 0.005)
                .sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                .limit(top)
                .map(e -> String.format("%s %.2f", e.getKey(), e.getValue() * 1000 / ms))
                .collect(Collectors.joining(", "));
    }

    private static String name(ProcessHandle process) {
        List<String> args = commandLine(process);
        String program = args.isEmpty() ? "?" : Path.of(args.get(0)).getFileName().toString();
        if (!program.equals("java")) {
            return program;
        }
        for (String arg : args) {
            if (arg.startsWith("-Dlog.file=")) {
                return Path.of(arg.substring("-Dlog.file=".length())).getFileName().toString()
                        .replaceFirst("\\.log$", "");
            }
        }
        for (int i = 1; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("-cp") || arg.equals("-classpath") || arg.equals("--class-path")) {
                i++;
            } else if (arg.equals("-jar") && i + 1 < args.size()) {
                return Path.of(args.get(i + 1)).getFileName().toString();
            } else if (!arg.startsWith("-") && !arg.endsWith("WatchedMain")) {
                return arg.substring(arg.lastIndexOf('.') + 1);
            }
        }
        return program;
    }

    /** The whole command line from /proc: {@code ProcessHandle.Info} leaves out long ones. */
    private static List<String> commandLine(ProcessHandle process) {
        try {
            String raw = Files.readString(Path.of("/proc", Long.toString(process.pid()), "cmdline"),
                    StandardCharsets.UTF_8);
            return Arrays.stream(raw.split("\0")).filter(s -> !s.isEmpty()).toList();
        } catch (IOException | RuntimeException e) {
            return process.info().command().map(List::of).orElse(List.of());
        }
    }
}
