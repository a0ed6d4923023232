package io.freshet.gateway.embedded;

import io.freshet.gateway.FileUris;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.SessionHandle;
import io.freshet.gateway.client.StatementResult;
import io.freshet.gateway.embedded.server.sandbox.AllowedHosts;
import io.freshet.gateway.jobs.JobControl;
import io.freshet.gateway.testing.Poll;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import io.freshet.gateway.testing.RequestCounter;
import io.freshet.gateway.testing.Rows;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The second line of defence: statements sent straight to the embedded gateway (no Freshet policy in
 * between) cannot read or write local files outside the embedded Flink's own directories, through Flink's
 * file systems or Paimon's own (table files, tag names, BLOB descriptors), nor call a local URL, while tables
 * inside the warehouse keep working. The home is laid out as Freshet lays it out: the IDE's secrets
 * beside the Flink home, one {@code ..} away from the warehouse's parent.
 */
class LocalFileGuardIT {

    private static final String GUARD = "outside the directories Freshet's embedded Flink may use";
    private static final String SECRET = "the-secret-key-material";
    /** One token, as a JSON parser would quote it whole. */
    private static final String PASSWORD = "AdminPasswordToken42";

    private static Path freshetHome;
    private static EmbeddedFlink flink;
    private static GatewayClient client;

    @TempDir
    Path outside;

    private SessionHandle session;

    @BeforeAll
    static void startBesideSecrets() throws IOException {
        freshetHome = EmbeddedGatewayExtension.newHome("LocalFileGuardIT");
        Files.createDirectories(freshetHome.resolve("db"));
        Files.writeString(freshetHome.resolve("secret.key"), SECRET);
        Files.writeString(freshetHome.resolve("db/freshet.mv.db"), "password hashes");
        Files.writeString(freshetHome.resolve("initial-admin-password"), PASSWORD);
        // as the IDE's HomePermissions leaves it when the child runs as its own user: the home only to pass
        Files.setPosixFilePermissions(freshetHome, PosixFilePermissions.fromString("rwx--x--x"));
        Files.setPosixFilePermissions(freshetHome.resolve("db"), PosixFilePermissions.fromString("rwx------"));
        for (String file : List.of("secret.key", "initial-admin-password", "db/freshet.mv.db")) {
            Files.setPosixFilePermissions(freshetHome.resolve(file), PosixFilePermissions.fromString("rw-------"));
        }
        flink = EmbeddedGatewayExtension.start(freshetHome.resolve("flink"));
        client = new GatewayClient(flink.gatewayEndpoint());
    }

    @AfterAll
    static void stop() {
        if (flink != null) {
            flink.close();
        }
    }

    @BeforeEach
    void openSession() {
        session = client.openSession(Map.of("execution.runtime-mode", "batch", "table.dml-sync", "true"));
    }

    @AfterEach
    void closeSession() {
        client.closeSession(session);
    }

    @Test
    void aDirectoryOutsideTheRootsCannotBeRead() throws IOException {
        Files.writeString(outside.resolve("secret.key"), SECRET);
        sql(rawTable("stolen", FileUris.of(outside)));

        GatewayException refused = catchThrowableOfType(GatewayException.class, () -> sql("SELECT * FROM stolen"));

        assertRefusedWithoutTheSecret(refused);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{warehouse}/../../secret.key", "file://{warehouse}/../../db/", "/etc/passwd",
            "file:/etc/passwd", "file:///etc/../etc/passwd", "{home}/../secret.key"})
    void pathsThatClimbOutOrNameHostFilesAreRefused(String template) {
        String path = template.replace("{warehouse}", flink.layout().warehouse().toString())
                .replace("{home}", flink.layout().home().toString());
        sql(rawTable("climbed", path));

        GatewayException refused = catchThrowableOfType(GatewayException.class, () -> sql("SELECT * FROM climbed"));

        assertRefusedWithoutTheSecret(refused);
    }

    @Test
    void aSinkOutsideTheRootsWritesNothing() throws IOException {
        sql(rawTable("dropped", FileUris.of(outside.resolve("out"))));

        GatewayException refused = catchThrowableOfType(GatewayException.class,
                () -> sql("INSERT INTO dropped VALUES ('planted')"));

        assertThat(refused).isNotNull();
        assertThat(refused.userMessage() + refused.details()).contains(GUARD);
        assertNoFiles(outside);
    }

    @Test
    void aJarOutsideTheRootsCannotBeAddedOrUsed() throws IOException {
        Path jar = Files.write(outside.resolve("evil.jar"), new byte[] {0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0, 0, 0,
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});

        GatewayException added = catchThrowableOfType(GatewayException.class,
                () -> sql("ADD JAR '" + FileUris.of(jar) + "'"));
        GatewayException used = catchThrowableOfType(GatewayException.class, () -> sql(
                "CREATE TEMPORARY FUNCTION evil AS 'evil.Udf' LANGUAGE JAVA USING JAR '" + FileUris.of(jar) + "'"));

        for (GatewayException refused : List.of(added, used)) {
            assertThat(refused).isNotNull();
            assertThat(refused.userMessage() + refused.details()).contains(GUARD);
        }
    }

    @Test
    void aFilesystemTableInsideTheWarehouseReadsAndWrites() {
        String path = FileUris.of(flink.layout().warehouse().resolve("plain-files"));
        sql(rawTable("inside", path));

        sql("INSERT INTO inside VALUES ('one'), ('two')");

        assertThat(Rows.of(sql("SELECT line FROM inside ORDER BY line")))
                .containsExactly(List.of("one"), List.of("two"));
    }

    @Test
    void aPaimonTableCannotWriteDataFilesOutsideTheWarehouse() throws IOException {
        usePaimon();

        GatewayException refused = catchThrowableOfType(GatewayException.class, () -> {
            sql("CREATE TABLE external_files (id INT, v STRING) WITH ('data-file.external-paths' = '"
                    + FileUris.of(outside.resolve("ext")) + "', 'data-file.external-paths.strategy' = 'round-robin')");
            sql("INSERT INTO external_files VALUES (1, 'planted')");
        });

        assertRefusedWithoutTheSecret(refused);
        assertNoFiles(outside);
    }

    @Test
    void aProcedureCannotReadAFileOutsideTheWarehouseThroughATagName() {
        usePaimon();
        sql("CREATE TABLE rolled (id INT)");
        sql("INSERT INTO rolled VALUES (1)");

        String name = tagNameFor("rolled", freshetHome.resolve("initial-admin-password"));

        GatewayException refused = catchThrowableOfType(GatewayException.class,
                () -> sql("CALL sys.rollback_to('guard.rolled', '" + name + "')"));

        assertRefusedWithoutTheSecret(refused);
    }

    @Test
    void aProcedureCannotWriteATagOutsideTheWarehouse() throws IOException {
        usePaimon();
        sql("CREATE TABLE tagged (id INT)");
        sql("INSERT INTO tagged VALUES (1)");

        GatewayException refused = catchThrowableOfType(GatewayException.class, () -> sql(
                "CALL sys.create_tag('guard.tagged', '" + tagNameFor("tagged", outside.resolve("planted")) + "')"));

        assertRefusedWithoutTheSecret(refused);
        assertNoFiles(outside);
    }

    @Test
    void aBlobDescriptorCannotReadAFileOutsideTheRoots() {
        usePaimon();
        sql("CREATE TABLE blobs (id INT, picture BYTES) WITH ('row-tracking.enabled' = 'true',"
                + " 'data-evolution.enabled' = 'true', 'blob-field' = 'picture', 'blob-as-descriptor' = 'true')");

        GatewayException refused = catchThrowableOfType(GatewayException.class, () -> {
            sql("INSERT INTO blobs VALUES (1, sys.path_to_descriptor('" + FileUris.of(freshetHome.resolve("secret.key"))
                    + "'))");
            sql("ALTER TABLE blobs SET ('blob-as-descriptor' = 'false')");
            assertThat(Rows.of(sql("SELECT picture FROM blobs")).toString()).doesNotContain(SECRET);
        });

        assertRefusedWithoutTheSecret(refused);
    }

    @Test
    void aMarkDoneReportCannotCallALocalUrl() {
        usePaimon();
        try (RequestCounter listener = RequestCounter.start()) {
            sql("CREATE TABLE reported (id INT, ds STRING) PARTITIONED BY (ds) WITH ("
                    + "'partition.mark-done-action' = 'http-report', 'partition.mark-done-action.http.url' = '"
                    + listener.url("done") + "', 'partition.end-input-to-done' = 'true')");

            GatewayException refused = catchThrowableOfType(GatewayException.class,
                    () -> sql("INSERT INTO reported VALUES (1, '2024-01-01')"));

            assertThat(listener.requests()).isZero();
            assertThat(refused).as("the write must fail at the connection guard").isNotNull();
            assertThat(refused.userMessage()).contains(AllowedHosts.REFUSAL);
            assertThat(refused.details()).doesNotContain("\tat ");
        }
    }

    @Test
    void theHomeIsOwnerOnly() throws IOException {
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(flink.layout().home())))
                .isEqualTo(flink.childUser().isPresent() ? "rwx--x--x" : "rwx------");
    }

    /** Issue 32: started by root, the child is another OS user, which can write its tables and checkpoints only. */
    @Test
    void asRootTheChildRunsAsAnotherUserThatCannotReadFreshetsFiles() throws Exception {
        assumeTrue(ChildUser.processIsRoot(), "only root can start the child as another user");
        ChildUser user = flink.childUser().orElseThrow();
        String uidLine = Files.readAllLines(Path.of("/proc", Long.toString(flink.pid()), "status")).stream()
                .filter(line -> line.startsWith("Uid:")).findFirst().orElseThrow();
        assertThat(uidLine.split("\\s+")).containsExactly("Uid:", "" + user.uid(), "" + user.uid(), "" + user.uid(),
                "" + user.uid());
        assertThat(user.uid()).isNotZero();
        for (String file : List.of("secret.key", "initial-admin-password", "db/freshet.mv.db")) {
            assertThat(readAs(user, freshetHome.resolve(file))).contains("Permission denied")
                    .doesNotContain(SECRET).doesNotContain(PASSWORD);
        }

        usePaimon();
        sql("CREATE TABLE owned (id INT NOT NULL, v STRING, PRIMARY KEY (id) NOT ENFORCED)");
        sql("INSERT INTO owned VALUES (1, 'written by the child')");
        assertThat(Rows.of(sql("SELECT v FROM owned"))).containsExactly(List.of("written by the child"));
        try (Stream<Path> files = Files.walk(flink.layout().warehouse().resolve("guard.db/owned"))) {
            assertThat(files.toList()).isNotEmpty().allSatisfy(f -> assertThat(ChildFiles.ownedBy(f, user)).isTrue());
        }
        assertACheckpointIsWritten(user);
    }

    private void assertACheckpointIsWritten(ChildUser user) throws IOException {
        SessionHandle streaming = client.openSession(Map.of("execution.runtime-mode", "streaming",
                "execution.checkpointing.interval", "1 s"));
        try {
            client.execute(streaming, "USE CATALOG paimon");
            client.execute(streaming, "CREATE TEMPORARY TABLE ticks (id INT NOT NULL, v STRING) WITH ("
                    + "'connector' = 'datagen', 'rows-per-second' = '2', 'fields.id.min' = '1', 'fields.id.max' = '9')");
            String jobId = client.execute(streaming, "INSERT INTO guard.owned SELECT id, v FROM ticks").jobId();
            RetainedCheckpoints.Checkpoint checkpoint = Poll.until(Duration.ofSeconds(90),
                    () -> RetainedCheckpoints.latest(flink.layout().checkpoints(), jobId), Optional::isPresent).orElseThrow();
            assertThat(ChildFiles.ownedBy(checkpoint.directory().resolve("_metadata"), user)).isTrue();
            new JobControl(statement -> client.execute(streaming, statement)).cancel(jobId);
        } finally {
            client.closeSession(streaming);
        }
    }

    /** What {@code cat} prints when run as the child's user: the file, or why not. */
    private static String readAs(ChildUser user, Path file) throws IOException, InterruptedException {
        Process cat = new ProcessBuilder("setpriv", "--reuid=" + user.uid(), "--regid=" + user.gid(), "--clear-groups",
                "--", "cat", file.toString()).redirectErrorStream(true).start();
        String out = new String(cat.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(cat.waitFor()).isNotZero();
        return out;
    }

    private static String rawTable(String name, String path) {
        return "CREATE TEMPORARY TABLE " + name + " (line STRING) WITH ('connector' = 'filesystem', 'path' = '"
                + path + "', 'format' = 'raw')";
    }

    private static void assertRefusedWithoutTheSecret(GatewayException refused) {
        assertThat(refused).as("the statement must fail").isNotNull();
        assertThat(refused.userMessage() + refused.details()).contains(GUARD).doesNotContain(SECRET)
                .doesNotContain(PASSWORD).doesNotContain("root:x:0:0").doesNotContain("\tat ");
    }

    private static void assertNoFiles(Path directory) throws IOException {
        try (Stream<Path> files = Files.walk(directory)) {
            assertThat(files.filter(Files::isRegularFile).toList()).isEmpty();
        }
    }

    /**
     * Paimon stores tag {@code n} as {@code <table>/tag/tag-n}: the name's first {@code ..} becomes {@code tag-..},
     * the second undoes it, the rest climbs from the tag directory to the target.
     */
    private static String tagNameFor(String table, Path target) {
        Path tagDir = flink.layout().warehouse().resolve("guard.db").resolve(table).resolve("tag");
        return "../../" + tagDir.relativize(target);
    }

    private void usePaimon() {
        sql(PaimonCatalogSql.createCatalogIfNotExists("paimon", flink.layout().warehouse()));
        sql("USE CATALOG paimon");
        sql("CREATE DATABASE IF NOT EXISTS guard");
        sql("USE guard");
    }

    private StatementResult sql(String statement) {
        return client.execute(session, statement);
    }
}
