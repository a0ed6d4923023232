package io.freshet.backend.policy;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.asm.ClassReader;
import org.springframework.asm.ClassVisitor;
import org.springframework.asm.MethodVisitor;
import org.springframework.asm.Opcodes;

/**
 * Every statement the IDE sends goes through a statement gate: the compiled backend is read call by call. A gateway
 * session may only be opened with a gate, the client's raw statement methods (which bypass every session) are
 * never called, and the methods that send SQL are enumerated, so a new feature that sends SQL some other way
 * fails here.
 */
class StatementGateRulesTest {

    private static final String CLIENT = "io/freshet/gateway/client/GatewayClient";
    private static final String SESSION = "io/freshet/gateway/client/GatewaySession";
    private static final String TABLES = "io/freshet/gateway/mt/MaterializedTables";
    private static final String GATED_SESSION = "(Ljava/util/Map;Lio/freshet/gateway/client/StatementGate;)L"
            + SESSION + ";";
    /** The client's methods that send a statement on a bare session handle, past any gate. */
    private static final Set<String> RAW_SENDS = Set.of("execute", "submit", "stream", "refreshMaterializedTable");
    private static final Set<String> SESSION_SENDS = Set.of("execute", "submit", "stream", "refreshMaterializedTable");

    private static final List<Call> CALLS = new ArrayList<>();

    @BeforeAll
    static void readBackend() throws IOException, URISyntaxException {
        Path classes = Path.of(StatementGuard.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        try (Stream<Path> files = Files.walk(classes.resolve("io/freshet"))) {
            files.filter(f -> f.toString().endsWith(".class")).forEach(StatementGateRulesTest::read);
        }
    }

    @Test
    void everyGatewaySessionIsOpenedWithAGate() {
        List<String> ungated = CALLS.stream()
                .filter(c -> c.owner().equals(CLIENT) && c.name().equals("session") && !c.descriptor().equals(GATED_SESSION))
                .map(Call::where).toList();
        assertThat(CALLS).as("calls read from the compiled backend").hasSizeGreaterThan(1_000);
        assertThat(ungated).as("sessions opened without a statement gate").isEmpty();
    }

    @Test
    void nothingSendsAStatementPastASession() {
        List<String> raw = CALLS.stream()
                .filter(c -> c.owner().equals(CLIENT) && (RAW_SENDS.contains(c.name()) || c.name().equals("openSession")))
                .map(Call::where).toList();
        assertThat(raw).as("raw statement sends on the gateway client").isEmpty();
    }

    @Test
    void theMethodsThatSendSqlAreKnownAndEachOpensItsSessionWithAGate() {
        Set<String> senders = new TreeSet<>();
        CALLS.stream()
                .filter(c -> (c.owner().equals(SESSION) && SESSION_SENDS.contains(c.name()))
                        || (c.owner().equals(TABLES) && !c.name().equals("<init>")))
                .forEach(c -> senders.add(c.className()));
        // each of these gets its session from UserSessions, GatewayActions, FlinkJobs, CatalogBootstrap or
        // DeploySessions, which open it with a gate (checked above); a new class here must say where its session
        // comes from. QueryResolver: GatewayActions.withSession, and reads the editor's path on UserSessions' session
        assertThat(senders).containsExactlyInAnyOrder(
                "io.freshet.backend.run.StatementExecutor",
                // SHOW CURRENT CATALOG/DATABASE on the session it is given: a run's (UserSessions) or a deployment's
                // (DeploySessions), to name a refreshed or created materialized table
                "io.freshet.backend.refreshes.QualifiedNames",
                "io.freshet.backend.run.SessionSettings",
                "io.freshet.backend.run.UserSessions",
                "io.freshet.backend.catalog.GatewayActions",
                "io.freshet.backend.catalog.MaterializedTableCommands",
                "io.freshet.backend.catalog.QueryResolver",
                "io.freshet.backend.deploy.DeploySessions",
                "io.freshet.backend.deploy.DeployExecutor",
                "io.freshet.backend.backfill.FlinkJobs",
                "io.freshet.backend.gateway.CatalogBootstrap",
                // the ingestion's own session on the ingestion gateway, opened with the acting user's gate
                "io.freshet.backend.ingest.ingestions.IngestionJobs",
                // the repair of continuous tables after a restart of the embedded Flink: ContinuousRepairTask opens
                // Freshet's own session with SystemGate (no user acts)
                "io.freshet.backend.refreshes.ContinuousRepair");
    }

    private static void read(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            ClassReader reader = new ClassReader(in);
            String className = reader.getClassName().replace('/', '.');
            String outer = className.contains("$") ? className.substring(0, className.indexOf('$')) : className;
            reader.accept(new ClassVisitor(Opcodes.ASM9) {
                @Override
                public MethodVisitor visitMethod(int access, String method, String descriptor, String signature,
                        String[] exceptions) {
                    return new MethodVisitor(Opcodes.ASM9) {
                        @Override
                        public void visitMethodInsn(int opcode, String owner, String name, String desc, boolean itf) {
                            CALLS.add(new Call(outer, method, owner, name, desc));
                        }
                    };
                }
            }, ClassReader.SKIP_DEBUG);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private record Call(String className, String inMethod, String owner, String name, String descriptor) {
        String where() {
            return className + "." + inMethod + " calls " + owner.replace('/', '.') + "." + name + descriptor;
        }
    }
}
