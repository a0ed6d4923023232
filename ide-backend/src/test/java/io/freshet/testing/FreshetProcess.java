package io.freshet.testing;

import io.freshet.gateway.client.GatewayEndpoint;
import io.freshet.gateway.embedded.EmbeddedFlinkLayout;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The packaged IDE (the jar the README's run command starts) running as a separate process, as a user runs it. */
public final class FreshetProcess implements AutoCloseable {

    private static final Pattern RUNNING_AT = Pattern.compile("Freshet is running at (http://\\S+)");

    private final Process process;
    private final Thread pump;
    private final Path console;
    private final String baseUrl;
    private final Path home;

    private FreshetProcess(Process process, Thread pump, Path console, String baseUrl, Path home) {
        this.home = home;
        this.process = process;
        this.pump = pump;
        this.console = console;
        this.baseUrl = baseUrl;
    }

    /** Starts the jar with the given home and extra {@code --key=value} arguments; waits until it answers. */
    public static FreshetProcess start(Path home, List<String> args) throws IOException, InterruptedException {
        return start(home, args, java.util.Map.of());
    }

    /** As {@link #start(Path, List)}, with environment variables set (or removed, for an empty value). */
    public static FreshetProcess start(Path home, List<String> args, java.util.Map<String, String> env)
            throws IOException, InterruptedException {
        Files.createDirectories(home);
        Path console = Files.createTempFile(home.getParent(), "freshet-console", ".log");
        List<String> command = new ArrayList<>(List.of(javaBin(), "-Xmx768m", "-jar", appJar().toString(),
                "--freshet.home=" + home, "--server.port=0",
                "--freshet.embedded.lib-dir=" + System.getProperty("freshet.embedded.lib-dir"),
                "--freshet.ingest.lib-dir=" + System.getProperty("freshet.ingest.lib-dir",
                        "../gateway-bridge/target/ingest-flink/lib"),
                "--freshet.sample-project=" + System.getProperty("freshet.sample-project", "")));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        env.forEach((k, v) -> {
            if (v.isEmpty()) {
                builder.environment().remove(k);
            } else {
                builder.environment().put(k, v);
            }
        });
        Process process = builder.start();
        CompletableFuture<String> url = new CompletableFuture<>();
        Thread pump = new Thread(() -> pump(process, console, url), "freshet-console-pump");
        pump.setDaemon(true);
        pump.start();
        try {
            String baseUrl = url.get(180, TimeUnit.SECONDS);
            return new FreshetProcess(process, pump, console, baseUrl, home);
        } catch (Exception e) {
            process.destroyForcibly();
            throw new IllegalStateException("Freshet did not start; console:\n" + Files.readString(console), e);
        }
    }

    public String baseUrl() {
        return baseUrl;
    }

    /** The first administrator's password, from the owner-only file the first start wrote into the home. */
    public String adminPassword() throws IOException {
        return Files.readString(home.resolve("initial-admin-password")).strip();
    }

    public Path home() {
        return home;
    }

    /**
     * The embedded gateway on this port with the secret of its current start, read from the owner-only file the
     * launcher writes into the home (as any program of the same OS user could); fails while Flink is starting.
     */
    public GatewayEndpoint embeddedGateway(int gatewayPort) throws IOException {
        Path tokenFile = EmbeddedFlinkLayout.of(home.resolve("flink")).restTokenFile();
        return new GatewayEndpoint(URI.create("http://127.0.0.1:" + gatewayPort), Files.readString(tokenFile).strip());
    }

    public ProcessHandle handle() {
        return process.toHandle();
    }

    public List<ProcessHandle> descendants() {
        return process.toHandle().descendants().toList();
    }

    public String console() throws IOException {
        return Files.readString(console);
    }

    /** SIGTERM, as Ctrl+C or a service manager would send; returns the exit code. */
    public int stop(Duration timeout) throws InterruptedException {
        // through the handle: Process.destroy() also closes our end of the pipes, losing the shutdown log
        process.toHandle().destroy();
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
            process.waitFor();
            throw new IllegalStateException("Freshet did not stop within " + timeout);
        }
        // the last lines may still be on their way to the console file
        pump.join(timeout.toMillis());
        return process.exitValue();
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            List<ProcessHandle> children = descendants();
            stop(Duration.ofSeconds(60));
            children.forEach(ProcessHandle::destroyForcibly);
        }
    }

    private static void pump(Process process, Path console, CompletableFuture<String> url) {
        try (BufferedReader reader = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                Files.writeString(console, line + System.lineSeparator(), StandardCharsets.UTF_8,
                        java.nio.file.StandardOpenOption.APPEND);
                Matcher m = RUNNING_AT.matcher(line);
                if (m.find()) {
                    url.complete(m.group(1));
                }
            }
        } catch (IOException e) {
            url.completeExceptionally(e);
            return;
        }
        try {
            url.completeExceptionally(new IllegalStateException("Freshet exited with " + process.waitFor()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            url.completeExceptionally(e);
        }
    }

    private static String javaBin() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static Path appJar() {
        Path jar = Path.of(System.getProperty("freshet.app.jar", "target/freshet-app/freshet.jar"));
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException("No application jar at " + jar.toAbsolutePath()
                    + ": run the integration tests through Maven (verify), which packages it first");
        }
        return jar;
    }
}
