package io.freshet.backend.config;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Says at start how large the IDE's heap may grow, and warns when nobody chose it: a plain {@code java -jar} lets the
 * JVM take a quarter of the machine's memory, which a laptop also needs for the embedded Flink. {@code scripts/run.sh}
 * passes {@code -Xmx1g} ({@code FRESHET_MAX_HEAP}); the container image sizes the heap from its memory limit.
 */
@Component
public class HeapLimit {

    private static final Logger LOG = LoggerFactory.getLogger(HeapLimit.class);
    private static final List<String> HEAP_OPTIONS = List.of("-Xmx", "-XX:MaxHeapSize=", "-XX:MaxRAMPercentage=",
            "-XX:MaxRAM=", "-XX:MaxRAMFraction=");

    @EventListener(ApplicationReadyEvent.class)
    public void report() {
        long max = Runtime.getRuntime().maxMemory();
        Optional<String> warning = warning(ManagementFactory.getRuntimeMXBean().getInputArguments(), max);
        if (warning.isPresent()) {
            LOG.warn(warning.get());
        } else {
            LOG.info("The IDE's heap may grow to {} MiB", max >> 20);
        }
    }

    /** The warning for a JVM started with these options and this maximum heap, when none of them sets the heap. */
    static Optional<String> warning(List<String> jvmOptions, long maxHeapBytes) {
        boolean chosen = jvmOptions.stream().anyMatch(option -> HEAP_OPTIONS.stream().anyMatch(option::startsWith));
        return chosen ? Optional.empty() : Optional.of("The IDE was started without a heap limit (-Xmx): its heap may"
                + " grow to " + (maxHeapBytes >> 20) + " MiB, the JVM's default. Start it with java -Xmx1g -jar"
                + " freshet.jar, as scripts/run.sh does (FRESHET_MAX_HEAP).");
    }
}
