package io.freshet.gateway.embedded.server;

import org.apache.flink.configuration.Configuration;
import org.junit.jupiter.api.Test;

import java.net.InetSocketAddress;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** Which requests the REST lock lets through, and where Flink's own clients may send the secret. */
class RestLockTest {

    private static final InetSocketAddress GATEWAY = new InetSocketAddress("127.0.0.1", 8083);

    @Test
    void onlyTheExactSecretFromANonBrowserPasses() {
        RestLock lock = lock("s3cret");

        assertThat(refusal(lock, "POST", Map.of("Authorization", "Bearer s3cret"))).isEmpty();
        assertThat(refusal(lock, "GET", Map.of())).map(RestLock.Refusal::status).contains(401);
        assertThat(refusal(lock, "GET", Map.of("Authorization", "Bearer s3cre"))).map(RestLock.Refusal::status).contains(401);
        assertThat(refusal(lock, "GET", Map.of("Authorization", "Bearer s3cret2"))).map(RestLock.Refusal::status).contains(401);
        assertThat(refusal(lock, "GET", Map.of("Authorization", "Basic s3cret"))).map(RestLock.Refusal::status).contains(401);
    }

    @Test
    void anythingABrowserSendsIsRefusedEvenWithTheSecret() {
        RestLock lock = lock("s3cret");
        for (String header : RestLock.BROWSER_HEADERS) {
            assertThat(refusal(lock, "POST", Map.of("Authorization", "Bearer s3cret", header, "x")))
                    .as(header).map(RestLock.Refusal::status).contains(403);
        }
        assertThat(refusal(lock, "OPTIONS", Map.of("Authorization", "Bearer s3cret")))
                .map(RestLock.Refusal::status).contains(403);
    }

    @Test
    void flinksClientsSendTheSecretOnlyToThisJvmsEndpoints() {
        RestLock lock = lock("s3cret");

        assertThat(lock.isOwn(new InetSocketAddress("127.0.0.1", 8083))).isTrue();
        assertThat(lock.isOwn(new InetSocketAddress("127.0.0.1", 8084))).isFalse();
        assertThat(lock.isOwn(new InetSocketAddress("10.1.2.3", 8083))).isFalse();
        assertThat(lock.isOwn(InetSocketAddress.createUnresolved("127.0.0.1", 8083))).isFalse();
        assertThat(lock.toString()).doesNotContain("s3cret");
    }

    @Test
    void ownEndpointsAreTheMiniClustersAndTheGatewaysRestPorts() {
        Configuration config = Configuration.fromMap(Map.of("rest.address", "127.0.0.1", "rest.port", "8081",
                "sql-gateway.endpoint.rest.address", "127.0.0.1", "sql-gateway.endpoint.rest.port", "8083"));

        assertThat(RestLock.ownEndpoints(config)).extracting(InetSocketAddress::getPort).containsExactly(8081, 8083);
    }

    private static RestLock lock(String token) {
        RestLock.install(token, List.of(GATEWAY));
        return RestLock.installed().orElseThrow();
    }

    private static Optional<RestLock.Refusal> refusal(RestLock lock, String method, Map<String, String> headers) {
        // header names are case-insensitive, as Netty's lookup is
        return lock.refusal(method, name -> headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
                .map(Map.Entry::getValue).findFirst().orElse(null));
    }
}
