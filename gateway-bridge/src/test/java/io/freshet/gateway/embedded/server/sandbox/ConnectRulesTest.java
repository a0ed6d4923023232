package io.freshet.gateway.embedded.server.sandbox;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The security manager's connection decisions. */
class ConnectRulesTest {

    private static final AllowedHosts NONE = AllowedHosts.parse("", "", "");

    @Test
    void thisMachineOnlyOnOwnPorts() {
        ConnectRules rules = new ConnectRules(List.of(8081), NONE);

        assertThat(rules.allows("127.0.0.1", 8081)).isTrue();
        assertThat(rules.allows("0.0.0.0", 8081)).isTrue();
        assertThat(rules.allows("127.0.0.1", 1)).isFalse();
        assertThat(rules.allows("::1", 1)).isFalse();
        assertThat(rules.allows("localhost", 1)).isFalse();
    }

    @Test
    void aPortThisProcessListensOnIsFoundWhenLinuxTellsIt() throws IOException {
        ConnectRules rules = new ConnectRules(List.of(), NONE);
        try (ServerSocket server = new ServerSocket()) {
            server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));

            assertThat(rules.allows("127.0.0.1", server.getLocalPort())).isEqualTo(rules.knowsEphemeralPorts());
        }
    }

    @Test
    void listedHostsAreOpen() {
        ConnectRules rules = new ConnectRules(List.of(), AllowedHosts.parse("127.0.0.1:5432, [::1]:9092", null, null));

        assertThat(rules.allows("127.0.0.1", 5432)).isTrue();
        assertThat(rules.allows("::1", 9092)).isTrue();
        assertThat(rules.allows("127.0.0.1", 9092)).isFalse();
    }

    @Test
    void linkLocalIsClosedEvenOnOwnPorts() {
        ConnectRules rules = new ConnectRules(List.of(80), NONE);

        assertThat(rules.allows("169.254.169.254", 80)).isFalse();
        assertThat(rules.allows("fe80::1", 80)).isFalse();
    }

    @Test
    void remoteHostsAreOpenUnlessOnlyListedOnesAre() {
        assertThat(new ConnectRules(List.of(), NONE).allows("192.0.2.10", 9092)).isTrue();

        ConnectRules listed = new ConnectRules(List.of(), AllowedHosts.parse("192.0.2.10:9092", "listed", null));
        assertThat(listed.allows("192.0.2.10", 9092)).isTrue();
        assertThat(listed.allows("192.0.2.11", 9092)).isFalse();
    }

    @Test
    void aChildForFreshetsOwnStatementsMayReachEveryLocalPortButNotLinkLocal() {
        ConnectRules rules = new ConnectRules(List.of(), AllowedHosts.parse(null, null, "any"));

        assertThat(rules.allows("127.0.0.1", 5432)).isTrue();
        assertThat(rules.allows("169.254.169.254", 80)).isFalse();
    }

    @Test
    void nameLookupsAreNotConnections() {
        assertThat(new ConnectRules(List.of(), NONE).allows("localhost", -1)).isTrue();
    }

    @Test
    void malformedSettingsAreErrors() {
        assertThatThrownBy(() -> AllowedHosts.parse("kafka", null, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(AllowedHosts.CONFIG_KEY);
        assertThatThrownBy(() -> AllowedHosts.parse("", "some", null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(AllowedHosts.REMOTE_KEY);
        assertThatThrownBy(() -> AllowedHosts.parse("", null, "all")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(AllowedHosts.LOCAL_KEY);
    }
}
