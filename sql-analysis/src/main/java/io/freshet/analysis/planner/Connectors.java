package io.freshet.analysis.planner;

import java.util.HashMap;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import org.apache.flink.table.factories.DynamicTableSinkFactory;
import org.apache.flink.table.factories.DynamicTableSourceFactory;
import org.apache.flink.table.factories.Factory;
import org.apache.flink.table.factories.FactoryUtil;

/**
 * Which connector a table is planned with: its real factory when Freshet ships that connector (kafka,
 * upsert-kafka, jdbc, filesystem, datagen, print, blackhole), else the validation stub, which stands in
 * for catalog-managed Paimon tables and for connectors only a remote gateway may have.
 */
final class Connectors {

    /** Where the stub keeps the connector the user wrote, to name it instead of itself. */
    static final String ORIGINAL_CONNECTOR = "freshet.connector";

    private static final Set<String> SOURCES = new TreeSet<>();
    private static final Set<String> SINKS = new TreeSet<>();

    static {
        for (Factory factory : ServiceLoader.load(Factory.class, ServiceFileCache.INSTANCE)) {
            // Paimon's factory (only where paimon-flink is) needs the table's warehouse: Paimon tables keep the stub
            if (factory instanceof StubConnectorFactory || "paimon".equals(factory.factoryIdentifier())) {
                continue;
            }
            if (factory instanceof DynamicTableSourceFactory) {
                SOURCES.add(factory.factoryIdentifier());
            }
            if (factory instanceof DynamicTableSinkFactory) {
                SINKS.add(factory.factoryIdentifier());
            }
        }
    }

    private Connectors() {
    }

    /** Whether the connector has a real factory here (for reading, writing or both). */
    static boolean isReal(String connector) {
        return connector != null && (SOURCES.contains(connector) || SINKS.contains(connector));
    }

    static boolean canRead(String connector) {
        return SOURCES.contains(connector);
    }

    static boolean canWrite(String connector) {
        return SINKS.contains(connector);
    }

    /** Every connector with a real factory, sorted. */
    static Set<String> real() {
        Set<String> all = new TreeSet<>(SOURCES);
        all.addAll(SINKS);
        return all;
    }

    /**
     * The options to register with the planner: the user's as they are when the connector is real, else
     * the stub's with the user's connector kept aside.
     *
     * @param upsertSource whether a stubbed table's source emits updates (a Paimon primary-key table)
     */
    static Map<String, String> plannerOptions(Map<String, String> options, boolean upsertSource) {
        String connector = options.get(FactoryUtil.CONNECTOR.key());
        if (isReal(connector)) {
            return options;
        }
        Map<String, String> result = new HashMap<>(options);
        result.put(FactoryUtil.CONNECTOR.key(), StubConnectorFactory.IDENTIFIER);
        if (connector != null) {
            result.put(ORIGINAL_CONNECTOR, connector);
        }
        if (upsertSource) {
            result.put(StubConnectorFactory.CHANGELOG_OPTION, "upsert");
        }
        return result;
    }
}
