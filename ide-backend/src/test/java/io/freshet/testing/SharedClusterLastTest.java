package io.freshet.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.ClassDescriptor;
import org.junit.jupiter.api.ClassOrdererContext;
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
        // the git steps build on the deployed sample: right after DeployAppIT, before the editor classes
        Class<?> git = Class.forName("io.freshet.app.GitDeployAppIT");
        assertThat(SharedClusterLast.sharedKey(git)).isEqualTo(editor);
        assertThat(deploy.getName()).isLessThan(git.getName());
        for (String name : List.of("io.freshet.app.editor.EditorAuthoringAppIT",
                "io.freshet.app.editor.EditorShortcutsAppIT", "io.freshet.app.editor.EditorTabsAppIT",
                "io.freshet.app.lineage.LineageAppIT")) {
            assertThat(git.getName()).as(name).isLessThan(name);
        }
        assertThat(SharedClusterLast.sharedKey(SharedClusterLastTest.class)).isEmpty();
    }

    @Test
    void theSampleLakehouseClassesShareOneFlinkAndCatalogItRunsFirstOnIt() throws ClassNotFoundException {
        List<Class<?>> classes = List.of(Class.forName("io.freshet.backend.run.RunServiceIT"),
                Class.forName("io.freshet.backend.backfill.BackfillIT"),
                Class.forName("io.freshet.backend.catalog.CatalogIT"));
        Optional<String> lakehouse = SharedClusterLast.sharedKey(classes.get(0));
        assertThat(lakehouse).isPresent().isNotEqualTo(SharedClusterLast.sharedKey(
                Class.forName("io.freshet.app.editor.EditorTabsAppIT")));
        classes.forEach(c -> assertThat(SharedClusterLast.sharedKey(c)).as(c.getName()).isEqualTo(lakehouse));

        List<ClassDescriptor> ordered = new ArrayList<>(classes.stream().map(Descriptor::new).toList());
        new SharedClusterLast().orderClasses(new Context(ordered));
        // CatalogIT asserts the sample as deployed: its class @Order puts it before BackfillIT, which sorts first by name
        assertThat(ordered).extracting(d -> d.getTestClass().getSimpleName())
                .containsExactly("CatalogIT", "BackfillIT", "RunServiceIT");
        assertThat(SharedClusterLast.classesSharing(lakehouse.orElseThrow())).isEqualTo(3);
    }

    /** A class as the orderer sees it. */
    private record Descriptor(Class<?> getTestClass) implements ClassDescriptor {

        @Override
        public String getDisplayName() {
            return getTestClass.getSimpleName();
        }

        @Override
        public boolean isAnnotated(Class<? extends Annotation> type) {
            return getTestClass.isAnnotationPresent(type);
        }

        @Override
        public <A extends Annotation> Optional<A> findAnnotation(Class<A> type) {
            return Optional.ofNullable(getTestClass.getAnnotation(type));
        }

        @Override
        public <A extends Annotation> List<A> findRepeatableAnnotations(Class<A> type) {
            return List.of(getTestClass.getAnnotationsByType(type));
        }
    }

    /** A run of these classes. */
    private record Context(List<ClassDescriptor> getClassDescriptors) implements ClassOrdererContext {

        @Override
        public Optional<String> getConfigurationParameter(String key) {
            return Optional.empty();
        }
    }
}
