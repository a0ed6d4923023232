package io.freshet.backend.ingest.ingestions;

import io.freshet.testing.Ports;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real MariaDB (Debian's {@code mariadbd}) as a MySQL-compatible ingestion source, a child process in a directory
 * of its own: binlog on in ROW format, loopback only. Root logs in without a password from 127.0.0.1 (the test's own
 * setup); every other user needs its password, so a wrong one is really refused.
 */
public final class SourceMariaDb implements AutoCloseable {

    private static final long START_SECONDS = 60;
    private static final List<Path> SYSTEM_DIRS = List.of(Path.of("/usr/sbin"), Path.of("/usr/bin"),
            Path.of("/usr/local/sbin"), Path.of("/usr/local/bin"));

    private final Process process;
    private final int port;
    private final Path dir;
    private final Thread reaper;

    private SourceMariaDb(Process process, int port, Path dir) {
        this.process = process;
        this.port = port;
        this.dir = dir;
        // a test JVM that dies without close() must not leave a database server behind
        this.reaper = new Thread(process::destroyForcibly, "mariadb-reaper");
        Runtime.getRuntime().addShutdownHook(reaper);
    }

    /** Installs a fresh data directory under {@code dir} and starts the server on a free loopback port. */
    public static SourceMariaDb start(Path dir) {
        Path server = executable("mariadbd");
        Path install = executable("mariadb-install-db");
        Path data = dir.resolve("data");
        boolean root = "root".equals(System.getProperty("user.name"));
        try {
            Files.createDirectories(dir.resolve("tmp"));
            List<String> installCommand = new ArrayList<>(List.of(install.toString(), "--no-defaults",
                    "--datadir=" + data, "--auth-root-authentication-method=normal", "--skip-test-db"));
            if (root) {
                installCommand.add("--user=root");
            }
            run(installCommand, dir.resolve("install.log"));
            int port = Ports.freeLoopbackPort();
            List<String> command = new ArrayList<>(List.of(server.toString(), "--no-defaults",
                    "--datadir=" + data, "--tmpdir=" + dir.resolve("tmp"), "--bind-address=127.0.0.1",
                    "--port=" + port, "--socket=" + dir.resolve("mariadb.sock"),
                    "--pid-file=" + dir.resolve("mariadb.pid"),
                    "--log-error=" + dir.resolve("error.log"), "--log-bin=" + data.resolve("binlog"),
                    "--binlog-format=ROW", "--server-id=1", "--innodb-buffer-pool-size=32M"));
            if (root) {
                command.add("--user=root");
            }
            Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(dir.resolve("mariadbd.out").toFile()).start();
            SourceMariaDb mariaDb = new SourceMariaDb(process, port, dir);
            mariaDb.awaitConnections();
            return mariaDb;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public int port() {
        return port;
    }

    /** Creates a user that may log in from anywhere with the privileges Flink CDC's mysql source needs. */
    void createCdcUser(String user, String password) {
        sql("", "CREATE USER '" + user + "'@'%' IDENTIFIED BY '" + password + "'",
                "GRANT SELECT, RELOAD, SHOW DATABASES, REPLICATION SLAVE, REPLICATION CLIENT ON *.* TO '" + user
                        + "'@'%'");
    }

    /** Runs statements as root in the given database ("" for none). */
    public void sql(String database, String... statements) {
        try (Connection c = root(database); Statement s = c.createStatement()) {
            for (String statement : statements) {
                s.execute(statement);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The first row of a query run as root, as Java objects. */
    List<Object> row(String database, String query) {
        try (Connection c = root(database); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(query)) {
            List<Object> row = new ArrayList<>();
            if (rs.next()) {
                for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                    row.add(rs.getObject(i));
                }
            }
            return row;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    long count(String database, String query) {
        return ((Number) row(database, query).get(0)).longValue();
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
        try {
            Runtime.getRuntime().removeShutdownHook(reaper);
        } catch (IllegalStateException e) {
            // the JVM is already shutting down: the hook runs anyway
        }
    }

    private Connection root(String database) throws SQLException {
        return DriverManager.getConnection("jdbc:mysql://127.0.0.1:" + port + "/" + database
                + "?user=root&password=&connectTimeout=5000");
    }

    private void awaitConnections() {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
        SQLException last = null;
        while (System.nanoTime() < deadline && process.isAlive()) {
            try (Connection c = root("")) {
                return;
            } catch (SQLException e) {
                last = e;
            }
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        process.destroyForcibly();
        throw new IllegalStateException("mariadbd did not accept connections on 127.0.0.1:" + port + " within "
                + START_SECONDS + " s (" + (process.isAlive() ? "still running" : "it exited") + ", last error: "
                + (last == null ? "none" : last.getMessage()) + "); its log ends with:\n"
                + tail(dir.resolve("error.log")));
    }

    private static void run(List<String> command, Path log) throws IOException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
                p.destroyForcibly();
                throw new IllegalStateException(String.join(" ", command) + " failed; its output ends with:\n"
                        + tail(log));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroyForcibly();
            throw new IllegalStateException("Interrupted while running " + command.get(0), e);
        }
    }

    /** The program on the PATH or in the system directories Debian installs it to; fails the test without it. */
    private static Path executable(String name) {
        String path = Optional.ofNullable(System.getenv("PATH")).orElse("");
        return Stream.concat(Stream.of(path.split(File.pathSeparator)).filter(p -> !p.isBlank()).map(Path::of),
                        SYSTEM_DIRS.stream())
                .map(d -> d.resolve(name)).filter(Files::isExecutable).findFirst()
                .orElseThrow(() -> new IllegalStateException(name + " was not found on the PATH nor in " + SYSTEM_DIRS
                        + ": this test needs a real MariaDB server. Install Debian's mariadb-server"
                        + " (scripts/test.sh does: apt-get install mariadb-server)."));
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.exists(log) ? Files.readAllLines(log) : List.of("(no log)");
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 20), lines.size()));
        } catch (IOException e) {
            return "(unreadable log: " + e.getMessage() + ")";
        }
    }
}
