package io.freshet.testing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The classes on the shared cluster, and those sharing one packaged IDE, are told apart by the extension they register. */
class SharedClusterLastTest {

    @Test
    void theClassesThatRegisterTheClusterExtensionAreOnTheSharedCluster() throws ClassNotFoundException {
        assertThat(SharedClusterLast.onSharedCluster(Class.forName("io.freshet.deploy.FreshetOnClusterIT"))).isTrue();
        assertThat(SharedClusterLast.onSharedCluster(Class.forName("io.freshet.deploy.ClusterRecoveryIT"))).isTrue();
        assertThat(SharedClusterLast.onSharedCluster(Class.forName("io.freshet.deploy.TestedClusterIT"))).isFalse();
        assertThat(SharedClusterLast.onSharedCluster(SharedClusterLastTest.class)).isFalse();
    }

    @Test
    void theClassesThatRegisterASharedAppShareItsConfigurationAndTheOthersHaveNone() throws ClassNotFoundException {
        assertThat(SharedClusterLast.sharedKey(Class.forName("io.freshet.app.ScriptsAppIT")))
                .isPresent().isEqualTo(SharedClusterLast.sharedKey(Class.forName("io.freshet.app.AdminPagesAppIT")));
        assertThat(SharedClusterLast.sharedKey(Class.forName("io.freshet.app.editor.EditorTabsAppIT"))).isEmpty();
        assertThat(SharedClusterLast.sharedKey(SharedClusterLastTest.class)).isEmpty();
    }
}
