package io.freshet.testing;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Comparator;
import org.junit.jupiter.api.ClassDescriptor;
import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.ClassOrdererContext;

/**
 * Runs the test classes on the run's {@link SharedCluster} after all others, keeping every other order as found.
 * The cluster's five JVMs stay up until the whole run ends; started in the middle, they would sit idle under every
 * later class, taking memory and CPU from them on a 2-core machine.
 */
public final class SharedClusterLast implements ClassOrderer {

    @Override
    public void orderClasses(ClassOrdererContext context) {
        context.getClassDescriptors().sort(Comparator.comparing((ClassDescriptor d) -> onSharedCluster(d.getTestClass())));
    }

    /** Whether a class registers {@link ClusterFreshet}, the only way onto the shared cluster. */
    static boolean onSharedCluster(Class<?> testClass) {
        return Arrays.stream(testClass.getDeclaredFields()).anyMatch(SharedClusterLast::isClusterExtension);
    }

    private static boolean isClusterExtension(Field field) {
        return Modifier.isStatic(field.getModifiers()) && ClusterFreshet.class.isAssignableFrom(field.getType());
    }
}
