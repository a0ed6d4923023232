package io.freshet.testing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The classes on the shared cluster are told apart from the rest by the extension they register. */
class SharedClusterLastTest {

    @Test
    void theClassesThatRegisterTheClusterExtensionAreOnTheSharedCluster() throws ClassNotFoundException {
        assertThat(SharedClusterLast.onSharedCluster(Class.forName("io.freshet.deploy.FreshetOnClusterIT"))).isTrue();
        assertThat(SharedClusterLast.onSharedCluster(Class.forName("io.freshet.deploy.ClusterRecoveryIT"))).isTrue();
        assertThat(SharedClusterLast.onSharedCluster(Class.forName("io.freshet.deploy.TestedClusterIT"))).isFalse();
        assertThat(SharedClusterLast.onSharedCluster(SharedClusterLastTest.class)).isFalse();
    }
}
