package io.freshet.gateway.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The cluster's fixed ports: four distinct free ports, outside the range the kernel hands out by itself. */
class ClusterPortsTest {

    @Test
    void fourDistinctPortsBelowTheEphemeralRange() {
        ClusterPorts ports = ClusterPorts.pick("127.0.0.1");
        List<Integer> picked = List.of(ports.objectStore(), ports.jobManagerRpc(), ports.jobManagerRest(),
                ports.gateway());
        assertThat(picked).doesNotHaveDuplicates().allMatch(port -> port > 0);
        int ephemeral = ClusterPorts.ephemeralStart();
        if (Files.isReadable(Path.of("/proc/sys/net/ipv4/ip_local_port_range"))) {
            assertThat(ephemeral).as("the kernel's ephemeral range starts above the privileged ports").isGreaterThan(1024);
        }
        if (ephemeral > 10_100) {
            assertThat(picked).allMatch(port -> port >= 10_000 && port < ephemeral);
        }
    }
}
