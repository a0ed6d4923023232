package io.freshet.gateway.embedded;

import io.freshet.gateway.GatewayException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** Start failures that are caught before any child JVM is spawned: fast, no Flink needed. */
class EmbeddedFlinkStartChecksTest {

    @TempDir
    Path tmp;

    private Path home;
    private Path fakeLib;

    @BeforeEach
    void fakeLib() throws IOException {
        home = tmp.resolve("home");
        fakeLib = Files.createDirectories(tmp.resolve("lib"));
        Files.createFile(fakeLib.resolve("gateway-bridge-0.1.0-embedded.jar"));
    }

    @Test
    void homeThatIsARegularFile() throws IOException {
        Files.writeString(home, "not a directory");

        GatewayException error = startFailure(EmbeddedFlinkSettings.defaults(home, fakeLib));

        assertThat(error.userMessage()).isEqualTo("The Freshet home " + home + " exists but is not a directory."
                + " Choose another home.");
    }

    @Test
    void homeBelowARegularFile() throws IOException {
        Path file = Files.writeString(tmp.resolve("file"), "x");

        GatewayException error = startFailure(EmbeddedFlinkSettings.defaults(file.resolve("home"), fakeLib));

        assertThat(error.userMessage()).startsWith("Cannot create the Freshet home " + file.resolve("home"));
    }

    @Test
    void missingLibDirSaysHowToBuildIt() {
        Path missing = tmp.resolve("no-such-lib");

        GatewayException error = startFailure(EmbeddedFlinkSettings.defaults(home, missing));

        assertThat(error.userMessage()).contains(missing + " does not exist").contains("./mvnw package");
    }

    @Test
    void emptyLibDir() throws IOException {
        Path empty = Files.createDirectories(tmp.resolve("empty-lib"));

        GatewayException error = startFailure(EmbeddedFlinkSettings.defaults(home, empty));

        assertThat(error.userMessage()).contains("holds no jars").contains("./mvnw package");
    }

    @Test
    void libDirWithoutTheEntryPoint() throws IOException {
        Path lib = Files.createDirectories(tmp.resolve("flink-only"));
        Files.createFile(lib.resolve("flink-core-2.0.0.jar"));

        GatewayException error = startFailure(EmbeddedFlinkSettings.defaults(home, lib));

        assertThat(error.userMessage()).contains("lack the Freshet entry point");
    }

    @Test
    void javaHomeWithoutJava() throws IOException {
        Path noJava = Files.createDirectories(tmp.resolve("jdk"));

        GatewayException error = startFailure(EmbeddedFlinkSettings.defaults(home, fakeLib).withJavaHome(noJava));

        assertThat(error.userMessage()).startsWith("No Java found at " + noJava.resolve("bin/java"));
    }

    @Test
    void unsupportedJavaVersion() throws IOException {
        Path jdk25 = fakeJavaHome("25.0.1");

        GatewayException error = startFailure(EmbeddedFlinkSettings.defaults(home, fakeLib).withJavaHome(jdk25));

        assertThat(error.userMessage()).contains("Java 25.0.1").contains("needs Java 17");
    }

    @Test
    void portAlreadyBound() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            int port = taken.getLocalPort();
            EmbeddedFlinkSettings settings = EmbeddedFlinkSettings.defaults(home, fakeLib).withPorts(port, 0);

            GatewayException error = startFailure(settings);

            assertThat(error.userMessage()).startsWith("Port " + port + " on 127.0.0.1 is already in use.");
            // the failed start released the home: the same mistake gives the same message, not a lock error
            assertThat(startFailure(settings).userMessage()).startsWith("Port " + port);
        }
    }

    @Test
    void tooLittleFreeDisk() throws IOException {
        Files.createDirectories(home);

        GatewayException error = catchThrowableOfType(GatewayException.class,
                () -> StartChecks.freeDisk(home, Long.MAX_VALUE));

        assertThat(error.kind()).isEqualTo(GatewayException.Kind.EMBEDDED_START);
        assertThat(error.userMessage()).startsWith("Only ").contains("MB are free on the disk of " + home);
        StartChecks.freeDisk(home, 1);
    }

    @Test
    void secondLauncherOnTheSameHome() throws IOException {
        Files.createDirectories(home);
        EmbeddedFlinkLayout layout = EmbeddedFlinkLayout.of(home);
        try (HomeLock first = HomeLock.acquire(layout.launcherLock(), home)) {
            GatewayException error = startFailure(EmbeddedFlinkSettings.defaults(home, fakeLib));

            assertThat(error.userMessage()).startsWith("Another Freshet is already using " + layout.home());
        }
    }

    @Test
    void javaVersionParsing() {
        assertThat(JavaRuntimeCheck.majorVersion("17.0.15")).isEqualTo(17);
        assertThat(JavaRuntimeCheck.majorVersion("21")).isEqualTo(21);
        assertThat(JavaRuntimeCheck.majorVersion("25-ea")).isEqualTo(25);
        assertThat(JavaRuntimeCheck.majorVersion("1.8.0_392")).isEqualTo(8);
        assertThat(JavaRuntimeCheck.majorVersion("garbage")).isEqualTo(-1);
    }

    private Path fakeJavaHome(String version) throws IOException {
        Path jdk = Files.createDirectories(tmp.resolve("jdk-" + version));
        Path java = Files.createDirectories(jdk.resolve("bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\nexit 1\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.writeString(jdk.resolve("release"), "JAVA_VERSION=\"" + version + "\"\n");
        return jdk;
    }

    private static GatewayException startFailure(EmbeddedFlinkSettings settings) {
        GatewayException error = catchThrowableOfType(GatewayException.class, () -> EmbeddedFlink.start(settings).close());
        assertThat(error).as("start must fail").isNotNull();
        assertThat(error.kind()).isEqualTo(GatewayException.Kind.EMBEDDED_START);
        return error;
    }
}
