package io.freshet.gateway.embedded;

import io.freshet.gateway.FileUris;
import io.freshet.gateway.GatewayException;
import io.freshet.gateway.client.GatewayClient;
import io.freshet.gateway.client.SessionHandle;
import io.freshet.gateway.client.StatementResult;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
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
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * The second line of defence: statements sent straight to the embedded gateway (no Freshet policy in
 * between) cannot read or write local files outside the embedded Flink's own directories, while tables
 * inside the warehouse keep working. The home is laid out as Freshet lays it out: the IDE's secrets
 * beside the Flink home, one {@code ..} away from the warehouse's parent.
 */
class LocalFileGuardIT {

    private static final String GUARD = "outside the directories Freshet's embedded Flink may use";
    private static final String SECRET = "the-secret-key-material";

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
        try (Stream<Path> files = Files.walk(outside)) {
            assertThat(files.filter(Files::isRegularFile).toList()).isEmpty();
        }
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
    void theHomeIsOwnerOnly() throws IOException {
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(flink.layout().home())))
                .isEqualTo("rwx------");
    }

    private static String rawTable(String name, String path) {
        return "CREATE TEMPORARY TABLE " + name + " (line STRING) WITH ('connector' = 'filesystem', 'path' = '"
                + path + "', 'format' = 'raw')";
    }

    private static void assertRefusedWithoutTheSecret(GatewayException refused) {
        assertThat(refused).as("the statement must fail").isNotNull();
        assertThat(refused.userMessage() + refused.details()).contains(GUARD).doesNotContain(SECRET)
                .doesNotContain("root:x:0:0");
    }

    private StatementResult sql(String statement) {
        return client.execute(session, statement);
    }
}
