package io.freshet.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
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
        // its throttle counts the failed sign-ins of its own client address only (SecuredAppExtension.fromOwnAddress)
        assertThat(SharedClusterLast.sharedKey(Class.forName("io.freshet.app.SecurityAppIT")))
                .isEqualTo(SharedClusterLast.sharedKey(Class.forName("io.freshet.app.AdminPagesAppIT")));
    }

    @Test
    void theEditorClassesShareOneAppOfTheirOwnConfigurationWithDeployFirst() throws ClassNotFoundException {
        Optional<String> editor = SharedClusterLast.sharedKey(Class.forName("io.freshet.app.editor.EditorTabsAppIT"));
        assertThat(editor).isPresent().isNotEqualTo(SharedClusterLast.sharedKey(
                Class.forName("io.freshet.app.ScriptsAppIT")));
        for (String name : List.of("io.freshet.app.editor.EditorAuthoringAppIT",
                "io.freshet.app.editor.EditorShortcutsAppIT", "io.freshet.app.lineage.LineageAppIT")) {
            assertThat(SharedClusterLast.sharedKey(Class.forName(name))).as(name).isEqualTo(editor);
        }
        // its first step is a first start (the greeting, the sample deployed from an empty warehouse): it shares the
        // app as its first class, the classes of one app running in the order of their names
        Class<?> deploy = Class.forName("io.freshet.app.DeployAppIT");
        assertThat(SharedClusterLast.sharedKey(deploy)).isEqualTo(editor);
        for (String name : List.of("io.freshet.app.editor.EditorAuthoringAppIT",
                "io.freshet.app.editor.EditorShortcutsAppIT", "io.freshet.app.editor.EditorTabsAppIT",
                "io.freshet.app.lineage.LineageAppIT")) {
            assertThat(deploy.getName()).as(name).isLessThan(name);
        }
        assertThat(SharedClusterLast.sharedKey(SharedClusterLastTest.class)).isEmpty();
    }
}
