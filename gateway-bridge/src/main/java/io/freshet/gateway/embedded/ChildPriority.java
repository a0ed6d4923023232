package io.freshet.gateway.embedded;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A child JVM's OS scheduling priority: {@code nice} before the command line, which sets it and replaces itself with
 * the JVM, so every thread Flink starts inherits it and the pid stays the one the launcher supervises.
 */
final class ChildPriority {

    private static final Logger LOG = LoggerFactory.getLogger(ChildPriority.class);
    private static final List<Path> NICE = List.of(Path.of("/usr/bin/nice"), Path.of("/bin/nice"));

    private ChildPriority() {
    }

    /** The words to put before the JVM's command; none at increment 0 or where there is no {@code nice}. */
    static List<String> prefix(int niceness) {
        Optional<Path> nice = NICE.stream().filter(Files::isExecutable).findFirst();
        if (niceness > 0 && nice.isEmpty()) {
            LOG.warn("No nice command in {}: the child runs at the launcher's priority, not {} below it", NICE, niceness);
        }
        return prefix(niceness, nice);
    }

    static List<String> prefix(int niceness, Optional<Path> nice) {
        if (niceness == 0 || nice.isEmpty()) {
            return List.of();
        }
        return List.of(nice.get().toString(), "-n", Integer.toString(niceness));
    }
}
