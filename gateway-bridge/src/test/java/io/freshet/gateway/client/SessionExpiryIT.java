package io.freshet.gateway.client;

import io.freshet.gateway.GatewayException;
import io.freshet.gateway.catalog.PaimonCatalogSql;
import io.freshet.gateway.testing.EmbeddedGatewayExtension;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * Session expiry, heartbeats and a stopped gateway, on a dedicated embedded gateway whose sessions
 * expire after 3 s of idleness (checked every second) instead of 10 minutes.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SessionExpiryIT {

    /** Short enough to expire within the test, long enough that a batch query on a loaded machine does not. */
    private static final Duration IDLE_TIMEOUT = Duration.ofSeconds(8);

    @RegisterExtension
    static final EmbeddedGatewayExtension GATEWAY = new EmbeddedGatewayExtension(Map.of(
            "sql-gateway.session.idle-timeout", IDLE_TIMEOUT.toSeconds() + " s",
            "sql-gateway.session.check-interval", "1 s"));

    /** Generous: the gateway's expiry check runs on its own schedule on a loaded machine. */
    private static final Duration EXPIRY_WAIT = Duration.ofMinutes(1);
    /** Connect timeout (5 s) plus slack: "unreachable" must not hang for a request timeout. */
    private static final Duration UNREACHABLE_BOUND = Duration.ofSeconds(10);

    private final GatewayClient client = GATEWAY.client();

    @Test
    @Order(1)
    void expiredSessionIsReopenedWithTheSameCatalogAndOptions() throws InterruptedException {
        try (GatewaySession session = client.session(Map.of("execution.runtime-mode", "batch"), Duration.ofHours(1))) {
            session.execute(PaimonCatalogSql.createCatalogIfNotExists("paimon", GATEWAY.flink().layout().warehouse()));
            session.execute("USE CATALOG paimon");
            session.execute("CREATE DATABASE IF NOT EXISTS sales");
            session.execute("USE sales");
            session.execute("SET 'table.exec.resource.default-parallelism' = '1'");
            session.execute("CREATE TABLE IF NOT EXISTS orders (id BIGINT)");
            SessionHandle first = session.handle();

            awaitExpiry(first);
            List<Object> current = single(session.execute("SHOW CURRENT CATALOG"));
            List<Object> database = single(session.execute("SHOW CURRENT DATABASE"));

            assertThat(session.reopens()).isEqualTo(1);
            assertThat(session.handle()).isNotEqualTo(first);
            assertThat(current).containsExactly("paimon");
            assertThat(database).containsExactly("sales");
            assertThat(client.sessionConfig(session.handle()))
                    .containsEntry("execution.runtime-mode", "batch")
                    .containsEntry("table.exec.resource.default-parallelism", "1");
            assertThat(session.execute("SELECT COUNT(*) FROM orders").rows()).hasSize(1);
        }
    }

    @Test
    @Order(2)
    void heartbeatsKeepAnIdleSessionAlive() throws InterruptedException {
        try (GatewaySession session = client.session(Map.of(), Duration.ofMillis(500))) {
            SessionHandle handle = session.handle();

            Thread.sleep(IDLE_TIMEOUT.multipliedBy(3).toMillis());

            assertThat(client.sessionConfig(handle)).isNotEmpty();
            assertThat(session.execute("SELECT 1").rows()).hasSize(1);
            assertThat(session.reopens()).isZero();
        }
    }

    @Test
    @Order(3)
    void stoppedGatewayIsUnreachableWithinABoundedTime() {
        GatewaySession session = client.session(Map.of(), Duration.ofHours(1));
        GATEWAY.flink().close();

        long start = System.nanoTime();
        GatewayException error = catchThrowableOfType(GatewayException.class, () -> session.execute("SELECT 1"));
        Duration took = Duration.ofNanos(System.nanoTime() - start);

        assertThat(error.kind()).isEqualTo(GatewayException.Kind.UNREACHABLE);
        assertThat(error.userMessage()).startsWith("Cannot reach the Flink SQL Gateway at " + GATEWAY.gatewayUri());
        assertThat(took).isLessThan(UNREACHABLE_BOUND);
        session.close();
    }

    /**
     * Every request on a session counts as activity on the gateway, so the probe waits twice the idle
     * timeout (plus the check interval) between looks; otherwise looking would keep the session alive.
     */
    private void awaitExpiry(SessionHandle session) throws InterruptedException {
        GatewayException gone = null;
        long deadline = System.nanoTime() + EXPIRY_WAIT.toNanos();
        while (gone == null && System.nanoTime() < deadline) {
            Thread.sleep(IDLE_TIMEOUT.multipliedBy(2).plusSeconds(1).toMillis());
            try {
                client.sessionConfig(session);
            } catch (GatewayException e) {
                gone = e;
            }
        }
        assertThat(gone).as("the gateway expired the session").isNotNull();
        assertThat(GatewayErrorText.isMissingSession(gone.details())).isTrue();
    }

    private static List<Object> single(StatementResult result) {
        assertThat(result.rows()).hasSize(1);
        return result.rows().get(0).fields();
    }
}
