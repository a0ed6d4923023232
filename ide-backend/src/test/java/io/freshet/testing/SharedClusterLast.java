package io.freshet.testing;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.ClassDescriptor;
import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.ClassOrdererContext;
import org.junit.jupiter.api.Order;

/**
 * Runs the test classes on the run's {@link SharedCluster} after all others, and the classes that share one packaged
 * IDE ({@link SharedApps}) together, by their {@link Order} and then by name, after the unshared ones; keeps every
 * other order as found.
 * The cluster's five JVMs stay up until the whole run ends; started in the middle, they would sit idle under every
 * later class, taking memory and CPU from them on a 2-core machine. A shared IDE is closed after its last class,
 * which this order makes known: it counts the classes of each shared configuration.
 */
public final class SharedClusterLast implements ClassOrderer {

    private static final Map<String, Integer> SHARING = new ConcurrentHashMap<>();

    @Override
    public void orderClasses(ClassOrdererContext context) {
        List<? extends ClassDescriptor> classes = context.getClassDescriptors();
        Map<Class<?>, String> keys = new HashMap<>();
        classes.forEach(d -> keys.put(d.getTestClass(), sharedKey(d.getTestClass()).orElse("")));
        classes.sort(Comparator.comparing((ClassDescriptor d) -> onSharedCluster(d.getTestClass()))
                .thenComparing(d -> keys.get(d.getTestClass()))
                .thenComparingInt(d -> keys.get(d.getTestClass()).isEmpty() ? 0 : orderWithinShared(d))
                .thenComparing(d -> keys.get(d.getTestClass()).isEmpty() ? "" : d.getTestClass().getName()));
        if (classes.stream().allMatch(d -> d.getTestClass().getEnclosingClass() == null)) {
            SHARING.clear();
            keys.values().stream().filter(k -> !k.isEmpty()).forEach(k -> SHARING.merge(k, 1, Integer::sum));
        }
    }

    /**
     * A sharing class's place among the classes of its configuration: its {@link Order} (a class that needs the shared
     * fixture as it was started says so), else by name after the ordered ones.
     */
    static int orderWithinShared(ClassDescriptor descriptor) {
        return descriptor.findAnnotation(Order.class).map(Order::value).orElse(Order.DEFAULT);
    }

    /** How many classes of this run share the app of this configuration; 0 when the run was not ordered here. */
    static int classesSharing(String key) {
        return SHARING.getOrDefault(key, 0);
    }

    /** Whether a class registers {@link ClusterFreshet}, the only way onto the shared cluster. */
    static boolean onSharedCluster(Class<?> testClass) {
        return Arrays.stream(testClass.getDeclaredFields()).anyMatch(SharedClusterLast::isClusterExtension);
    }

    /** The configuration of the shared app a class registers, if it shares one. */
    static Optional<String> sharedKey(Class<?> testClass) {
        for (Field field : testClass.getDeclaredFields()) {
            if (Modifier.isStatic(field.getModifiers()) && SharedApp.class.isAssignableFrom(field.getType())) {
                try {
                    field.setAccessible(true);
                    Optional<String> key = ((SharedApp) field.get(null)).sharedKey();
                    if (key.isPresent()) {
                        return key;
                    }
                } catch (ReflectiveOperationException | RuntimeException e) {
                    // a class whose extension cannot be read keeps its place; its app is then its own
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    private static boolean isClusterExtension(Field field) {
        return Modifier.isStatic(field.getModifiers()) && ClusterFreshet.class.isAssignableFrom(field.getType());
    }
}
