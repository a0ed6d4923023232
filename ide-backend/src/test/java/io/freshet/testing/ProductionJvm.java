package io.freshet.testing;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Refuses to run a benchmark under the integration tests' C1-only JVMs: its figures must come from the JVMs users
 * run. The build sets {@code JAVA_TOOL_OPTIONS} for every test JVM from the property {@code it.java-tool-options}.
 */
public final class ProductionJvm implements BeforeAllCallback {

    @Override
    public void beforeAll(ExtensionContext context) {
        String options = System.getenv().getOrDefault("JAVA_TOOL_OPTIONS", "");
        if (options.contains("TieredStopAtLevel")) {
            throw new IllegalStateException("This benchmark would measure JVMs limited to C1 (JAVA_TOOL_OPTIONS="
                    + options + "). Run it with -Dit.java-tool-options= (empty), as docs/benchmarks.md does.");
        }
    }
}
