package io.freshet.gateway.embedded;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.GatewayException.Kind;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Finds the java binary of a Java home and rejects versions Flink 2.0 cannot run on. */
final class JavaRuntimeCheck {

    /** Flink 2.0 runs on 17 and 21; Java 23+ breaks Hadoop's Subject calls (used by Paimon). */
    static final int MIN_MAJOR = 17;
    static final int MAX_MAJOR = 21;

    private static final Pattern RELEASE_VERSION = Pattern.compile("(?m)^JAVA_VERSION=\"([^\"]+)\"");
    private static final Pattern VERSION_OUTPUT = Pattern.compile("version \"([^\"]+)\"");

    private JavaRuntimeCheck() {
    }

    /** The java executable to launch, after checking it exists and has a supported version. */
    static Path check(Path javaHome) {
        Path java = javaHome.resolve("bin").resolve(isWindows() ? "java.exe" : "java");
        if (!Files.isExecutable(java)) {
            throw startError("No Java found at " + java + ". Point the Java home to a Java 17 installation.", "");
        }
        String version = releaseVersion(javaHome);
        if (version == null) {
            version = versionFromBinary(java);
        }
        int major = majorVersion(version);
        if (major < MIN_MAJOR || major > MAX_MAJOR) {
            throw startError("Java " + version + " at " + javaHome + " cannot run the embedded Flink 2.0:"
                    + " it needs Java 17 (or 21). Point the Java home to a Java 17 installation.", "");
        }
        return java;
    }

    /** "17.0.15" gives 17, "1.8.0_392" gives 8, "25-ea" gives 25; -1 when unreadable. */
    static int majorVersion(String version) {
        if (version == null) {
            return -1;
        }
        Matcher digits = Pattern.compile("^(\\d+)(?:\\.(\\d+))?").matcher(version.strip());
        if (!digits.find()) {
            return -1;
        }
        int first = Integer.parseInt(digits.group(1));
        return first == 1 && digits.group(2) != null ? Integer.parseInt(digits.group(2)) : first;
    }

    private static String releaseVersion(Path javaHome) {
        Path release = javaHome.resolve("release");
        try {
            Matcher matcher = RELEASE_VERSION.matcher(Files.readString(release, StandardCharsets.UTF_8));
            return matcher.find() ? matcher.group(1) : null;
        } catch (IOException e) {
            return null;
        }
    }

    private static String versionFromBinary(Path java) {
        try {
            Process process = new ProcessBuilder(java.toString(), "-version").redirectErrorStream(true).start();
            String output;
            try (InputStream in = process.getInputStream()) {
                output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
            Matcher matcher = VERSION_OUTPUT.matcher(output);
            if (!matcher.find()) {
                throw startError("Cannot tell the version of " + java + ".", output);
            }
            return matcher.group(1);
        } catch (IOException e) {
            throw startError("Cannot run " + java + ": " + e.getMessage(), "");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw startError("Interrupted while checking the Java version of " + java + ".", "");
        }
    }

    private static boolean isWindows() {
        return System.getProperty("os.name", "").toLowerCase().startsWith("windows");
    }

    private static GatewayException startError(String message, String details) {
        return new GatewayException(Kind.EMBEDDED_START, message, details, null);
    }
}
